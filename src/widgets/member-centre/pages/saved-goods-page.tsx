import { useRef } from 'react';
import { fetchSavedGoods, unsaveGoods, type MemberGoods } from '../../../core/api/member-lists';
import { formatMoney } from '../../../core/money';
import { unsaveAsk, useConfirm } from '../../../core/ui/confirm-dialog';
import { useT } from '../../../core/ui/use-t';
import { useDocumentTitle } from '../page-title';
import type { PageProps } from '../page-props';
import { dateOf, ListSkeleton, ListStates, useListPage, useListSheet, useRemoval } from './member-lists';
import { MemberFrame } from './parts';

/** `/member/my-collection` and `/member/goods-collection`: the goods a member saved, newest first. */
export default function SavedGoodsPage({ location }: PageProps) {
  const { t, locale } = useT();
  const title = t('acct.saved.title');
  useDocumentTitle(title);
  const ref = useListSheet<HTMLDivElement>();
  const count = useRef<HTMLParagraphElement>(null);
  const { state, retry, reload } = useListPage(fetchSavedGoods, location);
  const removal = useRemoval<MemberGoods>({
    keyOf: (g) => g.goodsId,
    nameOf: (g) => g.name,
    send: (g) => unsaveGoods(g.goodsId),
    done: (name) => t('acct.saved.removed', { name }),
    failed: (name) => t('acct.saved.removeFailed', { name }),
    onEmptied: reload,
    loaded: state,
  });
  const [confirmDialog, ask] = useConfirm();
  // asked first; then focus goes to the count, since the row and its button go
  const unsave = async (g: MemberGoods) => {
    if (!(await ask(unsaveAsk(g.name, t)))) return;
    count.current?.focus();
    await removal.remove(g);
  };
  return (
    <MemberFrame path="/member/goods-collection" title={title}>
      <div ref={ref} class="ml" data-testid="saved-goods">
        {confirmDialog}
        <ListStates
          state={state}
          retry={retry}
          location={location}
          skeleton={<ListSkeleton count={8} kind="grid" />}
          empty={{ title: t('acct.saved.empty'), body: t('acct.saved.emptyBody'), href: '/search', action: t('acct.saved.browse') }}
        >
          {(page) => (
            <>
              <p class="ml-count muted" ref={count} tabIndex={-1}>
                {t('acct.lists.count', { n: page.total - removal.removedCount })}
              </p>
              <ul class="ml-grid">
                {removal.visible(page.items).map((g) => (
                  <li key={g.goodsId} class="ml-card">
                    <a class="ml-card-link" href={`/goods/${g.goodsId}`}>
                      <span class="ml-img">
                        <img src={g.image} alt="" width="200" height="200" loading="lazy" decoding="async" />
                        {g.stock === 0 && <span class="ml-badge">{t('acct.saved.soldOut')}</span>}
                      </span>
                      <span class="ml-name">{g.name}</span>
                    </a>
                    <strong class="ml-price">{formatMoney(g.price, locale)}</strong>
                    <span class="ml-meta muted">{t('acct.saved.savedOn', { date: dateOf(g.time, locale) })}</span>
                    <button
                      type="button"
                      class="linkish small ml-remove"
                      aria-label={t('acct.saved.removeLabel', { name: g.name })}
                      onClick={() => void unsave(g)}
                    >
                      {t('acct.saved.remove')}
                    </button>
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
