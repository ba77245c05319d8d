import { useEffect, useRef } from 'react';
import { chooseDiscountCard, fetchDiscountCards, type DiscountCard } from '../../core/api/discount-cards';
import { bcp47, type Locale } from '../../core/locale';
import { useReportFailure } from '../../core/ui/failure';
import { useT } from '../../core/ui/use-t';
import { useAsync } from '../../core/ui/use-async';
import { useSheet } from '../../core/ui/use-sheet';
import css from './discount-card.css?inline';

interface Props {
  /** changes whenever the form reloads, so the list follows a choice */
  version: number;
  /** saves a choice, then reloads the form (its totals count the card) */
  run(save: () => Promise<unknown>): Promise<void>;
}

/** The radio that had focus when a choice reloaded the form: it gets focus back, so arrow keys keep going. */
let refocus: string | null = null;

const dateText = (seconds: number, locale: Locale) => new Date(seconds * 1000).toLocaleDateString(bcp47(locale), { dateStyle: 'medium' });

/**
 * The discount card on the order form (spec §1): none or one of the member's usable cards, by
 * title, the last four digits, its rate and expiry. Its maximum reduction is never shown. Native
 * radios, so arrow keys move between the cards; the totals show what the chosen card takes off.
 */
export function DiscountCardPicker({ version, run }: Props) {
  const { t, locale } = useT();
  const { state } = useAsync(() => fetchDiscountCards(), [version]);
  const section = useSheet<HTMLElement>(css);
  const root = useRef<HTMLFieldSetElement>(null);
  const failed = useRef<HTMLParagraphElement>(null);
  useReportFailure(failed, state.status === 'error' && state.error, t('co.checkout.cardLoadFailed'));
  useEffect(() => {
    if (state.status !== 'ready' || refocus === null) return;
    root.current?.querySelector<HTMLInputElement>(`input[value="${refocus}"]`)?.focus();
    refocus = null;
  }, [state.status]);

  const cards: DiscountCard[] = state.status === 'ready' ? state.data : [];
  const chosen = cards.find((card) => card.selected === 1);
  const pick = (value: string, save: () => Promise<unknown>) => {
    refocus = value;
    void run(save);
  };

  return (
    <section class="buy-shop" aria-labelledby="buy-card-h" data-testid="discount-card" ref={section}>
      <header class="buy-shop-head">
        <h2 id="buy-card-h">{t('co.checkout.card')}</h2>
      </header>
      <div class="buy-pad">
        {state.status === 'loading' ? (
          <div class="dc-skeleton" aria-busy="true" />
        ) : state.status === 'error' ? (
          <p class="muted" ref={failed}>
            {t('co.checkout.cardLoadFailed')}
          </p>
        ) : cards.length === 0 ? (
          <p class="muted">{t('co.checkout.noCards')}</p>
        ) : (
          <fieldset class="co-choices dc-cards" ref={root}>
            <legend class="sr-only">{t('co.checkout.card')}</legend>
            <label class={chosen ? 'co-choice' : 'co-choice on'}>
              <input
                type="radio"
                name="discount_card"
                value="none"
                checked={!chosen}
                onChange={() => chosen && pick('none', () => chooseDiscountCard(chosen.card_id, false))}
              />
              <span>
                <strong>{t('co.checkout.cardNone')}</strong>
                <small class="muted">{t('co.checkout.cardHint')}</small>
              </span>
            </label>
            {cards.map((card) => (
              <label
                key={card.card_id}
                class={`co-choice dc-card${card.selected === 1 ? ' on' : ''}${card.enable === 1 ? '' : ' off'}`}
                data-card={card.card_id}
              >
                <input
                  type="radio"
                  name="discount_card"
                  value={String(card.card_id)}
                  checked={card.selected === 1}
                  disabled={card.enable !== 1}
                  onChange={() => pick(String(card.card_id), () => chooseDiscountCard(card.card_id, true))}
                />
                <span>
                  <strong>
                    {card.title} <span class="dc-rate">{t('co.checkout.cardRate', { rate: card.rate_percent })}</span>
                  </strong>
                  <small class="muted">
                    <span class="dc-no" role="img" aria-label={t('co.checkout.cardEnding', { last4: card.card_last4 })}>
                      •••• {card.card_last4}
                    </span>
                    {' · '}
                    {t('co.checkout.cardUntil', { date: dateText(card.end_time, locale) })}
                  </small>
                  {card.enable !== 1 && <small class="dc-warn">{t('co.checkout.cardUnusable')}</small>}
                </span>
              </label>
            ))}
          </fieldset>
        )}
      </div>
    </section>
  );
}
