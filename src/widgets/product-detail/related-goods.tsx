import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { fetchRelatedGoods, type RelatedGoods as Related } from '../../core/api/goods';
import { errorText } from '../../core/errors';
import { formatMoney } from '../../core/money';
import { revealFocused } from '../../core/ui/reveal-focus';
import { useT } from '../../core/ui/use-t';
import { StoreLink } from './link';
import { useScrollEnds } from './scroll-ends';
import { useAsync } from '../../core/ui/use-async';
import { useReportLoad } from './report-load';

/** Goods the strip asks for (the server's default for productGoods). */
export const RELATED_COUNT = 10;
/** How far below the viewport the strip starts loading, so it is there when the buyer arrives. */
const AHEAD = '300px 0px';

/** True once `ref` has come within `AHEAD` of the viewport; true at once where there is no IntersectionObserver. */
function useNear(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: AHEAD });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return near;
}

/**
 * "Related products" under the details (productGoods: same category first, best sellers). It
 * loads only when scrolled near, and keeps one card-row's height from the start (skeleton cards
 * of the final size, images with their box reserved), so nothing below it moves when it arrives.
 */
export function RelatedGoods({ goodsId }: { goodsId: number }) {
  const { t } = useT();
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  const near = useNear(ref);
  const { state, retry } = useAsync<Related[] | undefined>(
    (signal) => (near ? fetchRelatedGoods(goodsId, RELATED_COUNT, signal) : Promise.resolve(undefined)),
    [near, goodsId],
  );
  const ready = state.status === 'ready' && state.data ? state.data : undefined;
  useReportLoad(state.status === 'error' && state.error);
  const row = useRef<HTMLUListElement>(null);
  // At an end, the arrow that way says it can do nothing (aria-disabled, not disabled: a focused
  // button that became disabled would drop the keyboard's focus to the page's start).
  const ends = useScrollEnds(row, Boolean(ready && ready.length > 0));
  // a mouse has no sideways swipe: the arrows scroll the row by most of its width
  const scroll = (direction: 1 | -1) => {
    if (direction < 0 ? ends.start : ends.end) return;
    row.current?.scrollBy({ left: direction * row.current.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <section class="related" ref={ref} aria-labelledby={`${id}-h`} aria-busy={!ready && state.status !== 'error'}>
      <div class="related-head">
        <h2 id={`${id}-h`}>{t('pd.related')}</h2>
        {ready && ready.length > 0 && (
          <span class="related-arrows">
            <button type="button" class="btn" aria-label={t('pd.relatedPrev')} aria-disabled={ends.start} onClick={() => scroll(-1)}>
              ‹
            </button>
            <button type="button" class="btn" aria-label={t('pd.relatedNext')} aria-disabled={ends.end} onClick={() => scroll(1)}>
              ›
            </button>
          </span>
        )}
      </div>
      {state.status === 'error' ? (
        <div class="related-note" role="alert">
          <p class="error">{errorText(state.error)}</p>
          <button type="button" class="btn more" onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
      ) : !ready ? (
        <ul class="related-row" aria-hidden="true">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} class="related-card skeleton">
              <span class="related-img" />
              <span class="related-name" />
              <span class="related-price" />
            </li>
          ))}
        </ul>
      ) : ready.length === 0 ? (
        <p class="related-note muted">{t('pd.noRelated')}</p>
      ) : (
        <ul class="related-row" ref={row} onFocusIn={revealFocused}>
          {ready.map((g) => (
            <RelatedCard key={g.goodsId} goods={g} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RelatedCard({ goods: g }: { goods: Related }) {
  const { locale } = useT();
  return (
    <li class="related-card">
      <StoreLink path={`/goods/${g.goodsId}`}>
        <img class="related-img" src={g.image} alt="" width="160" height="160" loading="lazy" decoding="async" />
        <span class="related-name">{g.name}</span>
        <strong class="related-price">{formatMoney(g.price, locale)}</strong>
      </StoreLink>
    </li>
  );
}
