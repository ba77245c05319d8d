import { useRef } from 'react';
import { fetchSavedShops, unsaveShop, type SavedShop } from '../../../core/api/member-lists';
import { unsaveAsk, useConfirm } from '../../../core/ui/confirm-dialog';
import { useT } from '../../../core/ui/use-t';
import { useDocumentTitle } from '../page-title';
import type { PageProps } from '../page-props';
import { dateOf, ListSkeleton, ListStates, useListPage, useListSheet, useRemoval } from './member-lists';
import { MemberFrame } from './parts';

/** `/member/shop-collection`: the shops a member follows, each linking to its page. */
export default function SavedShopsPage({ location }: PageProps) {
  const { t, locale } = useT();
  const title = t('acct.shops.title');
  useDocumentTitle(title);
  const ref = useListSheet<HTMLDivElement>();
  const count = useRef<HTMLParagraphElement>(null);
  const { state, retry, reload } = useListPage(fetchSavedShops, location);
  const removal = useRemoval<SavedShop>({
    keyOf: (s) => s.shop_id,
    nameOf: (s) => s.shop_name,
    send: (s) => unsaveShop(s.shop_id),
    done: (name) => t('acct.shops.removed', { name }),
    failed: (name) => t('acct.shops.removeFailed', { name }),
    onEmptied: reload,
    loaded: state,
  });
  const [confirmDialog, ask] = useConfirm();
  // asked first; then focus goes to the count, since the row and its button go
  const unsave = async (s: SavedShop) => {
    if (!(await ask(unsaveAsk(s.shop_name, t)))) return;
    count.current?.focus();
    await removal.remove(s);
  };
  return (
    <MemberFrame path={location.pathname} title={title}>
      <div ref={ref} class="ml" data-testid="saved-shops">
        {confirmDialog}
        <ListStates
          state={state}
          retry={retry}
          location={location}
          skeleton={<ListSkeleton count={4} kind="rows" />}
          empty={{ title: t('acct.shops.empty'), body: t('acct.shops.emptyBody'), href: '/shop', action: t('acct.shops.browse') }}
        >
          {(page) => (
            <>
              <p class="ml-count muted" ref={count} tabIndex={-1}>
                {t('acct.lists.count', { n: page.total - removal.removedCount })}
              </p>
              <ul class="ml-rows">
                {removal.visible(page.items).map((s) => (
                  <li key={s.shop_id} class="ml-shop">
                    <a class="ml-shop-link" href={`/shop/${s.shop_id}`}>
                      <img class="ml-logo" src={s.logo} alt="" width="56" height="56" loading="lazy" />
                      <span class="ml-shop-text">
                        <strong class="ml-shop-name">{s.shop_name}</strong>
                        <span class="muted small">{[s.city, s.state].filter(Boolean).join(', ')}</span>
                        <span class="muted small">
                          {t('acct.shops.goods', { n: s.goods_num })} · {t('acct.shops.savedOn', { date: dateOf(s.create_time, locale) })}
                        </span>
                      </span>
                    </a>
                    <span class="ml-actions">
                      <a class="btn" href={`/shop/${s.shop_id}`} aria-label={t('acct.shops.visitLabel', { name: s.shop_name })}>
                        {t('acct.shops.visit')}
                      </a>
                      <button
                        type="button"
                        class="linkish small"
                        aria-label={t('acct.shops.removeLabel', { name: s.shop_name })}
                        onClick={() => void unsave(s)}
                      >
                        {t('acct.shops.remove')}
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </ListStates>
        <p class="v-sr" role="status">
          {removal.announcement}
        </p>
      </div>
    </MemberFrame>
  );
}
