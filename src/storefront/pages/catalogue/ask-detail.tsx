import { fetchAsk, fetchRelatedAsks, fetchReplies, type MemberAsk } from '../../../core/api/asks';
import { bcp47 } from '../../../core/locale';
import { isMissing } from '../../../core/missing';
import { useT } from '../../../core/ui/use-t';
import { ErrorState } from '../../../core/ui/states';
import { Pagination } from '../../../core/ui/pagination';
import { useAsync } from '../../../core/ui/use-async';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import { NotFound } from '../errors';
import { askIdOf, pageOf, useDetailSheet } from './ask-parts';

const REPLIES_PER_PAGE = 10;

/** /ask-detail?ask_id=: one question, the seller's answer, other buyers' answers, related questions. */
export default function AskDetailPage({ location }: PageProps) {
  const { t, locale } = useT();
  useDocumentTitle(t('sf.route.askDetail'));
  const ref = useDetailSheet<HTMLDivElement>();
  const askId = askIdOf(location.query);
  const page = pageOf(location.query);
  const { state, retry } = useAsync(
    (signal) =>
      askId === undefined
        ? Promise.resolve(undefined)
        : fetchAsk(askId, signal).then(async (ask) => {
            const [replies, related] = await Promise.all([
              fetchReplies(ask.ask_id, page, REPLIES_PER_PAGE),
              fetchRelatedAsks(ask.ask_id, ask.goods_id),
            ]);
            return { ask, replies, related };
          }),
    [askId, page, locale],
  );
  const date = (seconds: number) => new Date(seconds * 1000).toLocaleDateString(bcp47(locale));
  const who = (a: { anonymous: string; member_name: string }) =>
    a.anonymous === 'YES' || !a.member_name ? t('cat.detail.anonymous') : a.member_name;

  if (askId === undefined) return <NotFound />;
  return (
    <div ref={ref} class="wrap page ask-page">
      {state.status === 'loading' && <div class="ask-q skeleton" aria-busy="true" />}
      {/* a wrong or stale link says the question is not there, not that loading failed */}
      {state.status === 'error' && (isMissing(state.error) ? <NotFound /> : <ErrorState error={state.error} onRetry={retry} />)}
      {state.status === 'ready' && state.data && (
        <>
          <a class="ask-goods" href={`/goods/${state.data.ask.goods_id}`}>
            <img src={state.data.ask.goods_img} alt="" width="64" height="64" />
            <span>{state.data.ask.goods_name}</span>
          </a>
          <section class="ask-q" aria-labelledby="ask-title">
            <p class="ask-meta">{t('cat.detail.askedBy', { name: who(state.data.ask), date: date(state.data.ask.create_time) })}</p>
            <h1 id="ask-title">{state.data.ask.content}</h1>
            <p class="ask-seller">
              {state.data.ask.reply ? (
                <>
                  <strong>{t('cat.detail.sellerAnswer')}:</strong> {state.data.ask.reply}
                </>
              ) : (
                <span class="muted">{t('cat.detail.unanswered')}</span>
              )}
            </p>
            <div class="ask-actions">
              <a class="btn primary" href={`/reply-answer?ask_id=${state.data.ask.ask_id}`}>
                {t('cat.detail.answer')}
              </a>
              <a class="btn" href={`/goods/${state.data.ask.goods_id}`}>
                {t('cat.detail.backToGoods')}
              </a>
            </div>
          </section>
          <section aria-labelledby="answers">
            <h2 id="answers">{t('cat.detail.answers', { n: state.data.replies.data_total })}</h2>
            {state.data.replies.data_total === 0 ? (
              <p class="muted">{t('cat.detail.noAnswers')}</p>
            ) : (
              <ul class="ask-list">
                {state.data.replies.data.map((r) => (
                  <li key={r.reply_id}>
                    <span class="ask-meta">
                      {who(r)} · {date(r.create_time)}
                    </span>
                    <span>{r.content}</span>
                  </li>
                ))}
              </ul>
            )}
            <Pagination
              current={page}
              total={Math.ceil(state.data.replies.data_total / REPLIES_PER_PAGE)}
              href={(n) => `/ask-detail?ask_id=${askId}${n > 1 ? `&page=${n}` : ''}`}
            />
          </section>
          {state.data.related.length > 0 && (
            <section aria-labelledby="related">
              <h2 id="related">{t('cat.detail.related')}</h2>
              <ul class="ask-list">
                {state.data.related.map((a: MemberAsk) => (
                  <li key={a.ask_id}>
                    <a href={`/ask-detail?ask_id=${a.ask_id}`}>{a.content}</a>
                    <span class="ask-meta">{a.reply ? a.reply : t('cat.detail.unanswered')}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
