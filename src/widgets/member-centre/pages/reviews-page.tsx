import { useRef, useState, type ReactNode } from 'react';
import { fetchMyComments, fetchPendingReviews, REVIEWS_PAGE_SIZE, type PendingReview } from '../../../core/api/reviews';
import { bcp47 } from '../../../core/locale';
import { REVIEW_FOLLOW_UP_DAYS } from '../../../core/reviews/review-checks';
import { Pagination } from '../../../core/ui/pagination';
import { EmptyState, ErrorState } from '../../../core/ui/states';
import { useAsync, type Async } from '../../../core/ui/use-async';
import { useSheet } from '../../../core/ui/use-sheet';
import { useT } from '../../../core/ui/use-t';
import { useDocumentTitle } from '../page-title';
import type { PageProps } from '../page-props';
import { MemberFrame } from './parts';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import css from './reviews.css?inline';

const pageOf = (query: Record<string, string>) => Math.max(1, Math.min(10_000, Number.parseInt(query.page ?? '1', 10) || 1));

/** Loading, error or the list: one place for the three states of every review list. */
function States<T>({
  state,
  retry,
  empty,
  children,
}: {
  state: Async<T>;
  retry(): void;
  empty(data: T): string | undefined;
  children(data: T): ReactNode;
}) {
  const { t } = useT();
  if (state.status === 'loading')
    return (
      <p class="muted" role="status">
        {t('rev.loading')}
      </p>
    );
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
  const nothing = empty(state.data);
  return nothing ? <EmptyState title={nothing} /> : children(state.data);
}

/** `/member/comments`: "to evaluate" (of one order with `?order_sn=`) and "evaluated" (`?tab=done`). */
function CommentsView({ location }: PageProps) {
  const { t, locale } = useT();
  const done = location.query.tab === 'done';
  const orderSn = location.query.order_sn;
  const page = pageOf(location.query);
  const [version, setVersion] = useState(0);
  const [open, setOpen] = useState<string>();
  // where focus goes once a review is sent and its form is gone: the tabs, which now count one less
  const tabs = useRef<HTMLElement>(null);
  const pending = useAsync((signal) => fetchPendingReviews(page, orderSn, signal), [done, orderSn, page, version]);
  const mine = useAsync((signal) => (done ? fetchMyComments(page, undefined, signal) : Promise.resolve(undefined)), [done, page, version]);
  const keyOf = (p: PendingReview) => `${p.order_sn}-${p.sku_id}`;
  const href = (tab: 'todo' | 'done', n = 1) => {
    const query = new URLSearchParams();
    if (tab === 'done') query.set('tab', 'done');
    else if (orderSn) query.set('order_sn', orderSn);
    if (n > 1) query.set('page', String(n));
    const text = query.toString();
    return text ? `/member/comments?${text}` : '/member/comments';
  };
  const todoCount = pending.state.status === 'ready' ? pending.state.data.data_total : undefined;
  return (
    <>
      <nav ref={tabs} class="chips rev-tabs" aria-label={t('rev.title')}>
        <a href={href('todo')} aria-current={done ? undefined : 'page'}>
          {t('rev.tabTodo')}
          {todoCount !== undefined && !done ? ` (${todoCount})` : ''}
        </a>
        <a href={href('done')} aria-current={done ? 'page' : undefined}>
          {t('rev.tabDone')}
        </a>
      </nav>
      {done ? (
        <States state={mine.state} retry={mine.retry} empty={(data) => (data && data.total > 0 ? undefined : t('rev.noneDone'))}>
          {(data) =>
            data ? (
              <>
                <ul class="rev-list">
                  {data.list.map((review) => (
                    <ReviewItem key={review.comment_id} review={review} followUpLink />
                  ))}
                </ul>
                <Pagination current={page} total={Math.ceil(data.total / REVIEWS_PAGE_SIZE)} href={(n) => href('done', n)} />
              </>
            ) : (
              <></>
            )
          }
        </States>
      ) : (
        <States
          state={pending.state}
          retry={pending.retry}
          empty={(data) => (data.data_total > 0 ? undefined : t(orderSn ? 'rev.noneTodoOrder' : 'rev.noneTodo'))}
        >
          {(data) => (
            <>
              <ul class="rev-list">
                {data.data.map((item) => (
                  <li key={keyOf(item)} class="rev-item" data-testid="pending-review" data-sku={item.sku_id}>
                    <div class="rev-goods">
                      <img src={item.goods_image} alt="" width="56" height="56" loading="lazy" />
                      <span>
                        <a href={`/goods/${item.goods_id}`}>
                          <strong>{item.goods_name}</strong>
                        </a>
                        {item.spec_text && <span class="muted small"> · {item.spec_text}</span>}
                        <span class="muted small rev-order">
                          {t('rev.order', { sn: item.order_sn, date: new Date(item.order_time * 1000).toLocaleDateString(bcp47(locale)) })}
                        </span>
                      </span>
                    </div>
                    {open === keyOf(item) ? (
                      <ReviewForm
                        target={{ kind: 'review', orderSn: item.order_sn, skuId: item.sku_id }}
                        onSaved={() => {
                          setOpen(undefined);
                          setVersion((v) => v + 1);
                          tabs.current?.querySelector('a')?.focus();
                        }}
                      />
                    ) : (
                      <button type="button" class="btn primary" onClick={() => setOpen(keyOf(item))}>
                        {t('rev.write')}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
              <Pagination current={page} total={Math.ceil(data.data_total / REVIEWS_PAGE_SIZE)} href={(n) => href('todo', n)} />
            </>
          )}
        </States>
      )}
    </>
  );
}

/** `/member/my-comments`: every review I wrote, with its follow-up or the way to write it. */
function MyCommentsView({ location }: PageProps) {
  const { t } = useT();
  const page = pageOf(location.query);
  const mine = useAsync((signal) => fetchMyComments(page, undefined, signal), [page]);
  return (
    <States state={mine.state} retry={mine.retry} empty={(data) => (data.total > 0 ? undefined : t('rev.noneDone'))}>
      {(data) => (
        <>
          <ul class="rev-list">
            {data.list.map((review) => (
              <ReviewItem key={review.comment_id} review={review} followUpLink />
            ))}
          </ul>
          <Pagination current={page} total={Math.ceil(data.total / REVIEWS_PAGE_SIZE)} href={(n) => `/member/my-comments?page=${n}`} />
        </>
      )}
    </States>
  );
}

/** `/member/increase-ticket?comment_id=`: the review and its one follow-up. */
function FollowUpView({ location }: PageProps) {
  const { t } = useT();
  const id = Number.parseInt(location.query.comment_id ?? '', 10);
  const [version, setVersion] = useState(0);
  const one = useAsync(
    (signal) => (id > 0 ? fetchMyComments(1, id, signal) : Promise.resolve({ list: [], total: 0, pageNo: 1, pageSize: 1 })),
    [id, version],
  );
  return (
    <States state={one.state} retry={one.retry} empty={(data) => (data.list.length > 0 ? undefined : t('rev.missing'))}>
      {(data) => {
        const review = data.list[0];
        if (!review) return <></>;
        return (
          <>
            <ul class="rev-list">
              <ReviewItem review={review} followUpLink={false} />
            </ul>
            {review.can_follow_up ? (
              <>
                <p class="muted small">{t('rev.followUpIntro', { days: REVIEW_FOLLOW_UP_DAYS })}</p>
                <ReviewForm target={{ kind: 'followUp', commentId: review.comment_id }} onSaved={() => setVersion((v) => v + 1)} />
              </>
            ) : (
              !review.additional && <p class="muted">{t('rev.followUpClosed', { days: REVIEW_FOLLOW_UP_DAYS })}</p>
            )}
            <p>
              <a href="/member/my-comments">← {t('rev.backToMine')}</a>
            </p>
          </>
        );
      }}
    </States>
  );
}

const TITLES = { comments: 'rev.title', 'my-comments': 'rev.mineTitle', 'increase-ticket': 'rev.followUpTitle' } as const;

/** The review pages of the member centre (issue 12 §1), one chunk: they share the form and the list. */
export default function ReviewsPage(props: PageProps) {
  const { t } = useT();
  const page = props.location.page;
  const title = t(page === 'my-comments' || page === 'increase-ticket' ? TITLES[page] : TITLES.comments);
  useDocumentTitle(title);
  const ref = useSheet<HTMLDivElement>(css);
  // the side menu marks "my comments" for the follow-up too: it is reached from there
  const menuPath = page === 'increase-ticket' ? '/member/my-comments' : props.location.pathname;
  return (
    <MemberFrame path={menuPath} title={title}>
      <div ref={ref} class="rev" data-testid={`page-${page}`}>
        {page === 'my-comments' ? (
          <MyCommentsView {...props} />
        ) : page === 'increase-ticket' ? (
          <FollowUpView {...props} />
        ) : (
          <CommentsView {...props} />
        )}
      </div>
    </MemberFrame>
  );
}
