import { useEffect, useRef, useState } from 'react';
import {
  type AnswerableAsk,
  type AskMessage,
  deleteAskMessages,
  fetchAnswerable,
  fetchAskMessages,
  fetchMyAsks,
  markAskMessagesRead,
  type MyAsk,
} from '../../../../core/api/asks';
import { errorText } from '../../../../core/errors';
import { toast } from '../../../../core/toasts';
import { useSheet } from '../../../../core/ui/use-sheet';
import { useT } from '../../../../core/ui/use-t';
import type { MemberLocation } from '../../member-pages';
import { useDocumentTitle } from '../../page-title';
import type { PageProps } from '../../page-props';
import helpCss from '../help-messages.css?inline';
import { dateOf, ListSkeleton, ListStates, type ListPage, useListPage } from '../member-lists';
import { refreshUnreadNotices } from '../notice-count';
import { MemberFrame } from '../parts';
import { AnswerForm } from './answer-form';
import css from './asks.css?inline';

const listOf = <T,>(page: { data: T[]; data_total: number; page_no: number; page_size: number }): ListPage<T> => ({
  items: page.data,
  total: page.data_total,
  pageNo: page.page_no,
  pageSize: page.page_size,
});

/** The name shown for a question or answer: hidden ones read "anonymous buyer". */
const useWho = () => {
  const { t } = useT();
  return (a: { anonymous: string; member_name: string }) => (a.anonymous === 'YES' || !a.member_name ? t('qa.anonymous') : a.member_name);
};

function GoodsLink({ item }: { item: { goods_id: number; goods_name: string; goods_img: string } }) {
  return (
    <a class="qa-goods" href={`/goods/${item.goods_id}`}>
      <img src={item.goods_img} alt="" width="48" height="48" loading="lazy" />
      <span>{item.goods_name}</span>
    </a>
  );
}

/** `/member/my-consultation`: my questions, the shop's answer and other buyers' answers. */
function ConsultationView({ location }: { location: MemberLocation }) {
  const { t, locale } = useT();
  const who = useWho();
  const list = useListPage(async (pageNo, signal) => listOf(await fetchMyAsks(pageNo, signal)), location);
  return (
    <ListStates
      state={list.state}
      retry={list.retry}
      location={location}
      empty={{ title: t('qa.consultation.empty'), body: t('qa.consultation.emptyBody'), href: '/', action: t('qa.consultation.browse') }}
      skeleton={<ListSkeleton count={3} kind="rows" />}
    >
      {(page) => (
        <ul class="qa-list" data-testid="my-asks">
          {page.items.map((ask: MyAsk) => (
            <li key={ask.ask_id} class="qa-item" data-ask={ask.ask_id}>
              <GoodsLink item={ask} />
              <p class="qa-q">{ask.content}</p>
              <span class="muted small">{t('qa.asked', { name: who(ask), date: dateOf(ask.create_time, locale) })}</span>
              <p>
                <strong>{t('qa.consultation.seller')}:</strong> {ask.reply ?? <span class="muted">{t('qa.consultation.noAnswer')}</span>}
              </p>
              {ask.reply_num > 0 && (
                <>
                  <strong>{t('qa.consultation.answers', { n: ask.reply_num })}</strong>
                  <ul class="qa-answers" data-testid="answers">
                    {ask.answers.map((answer) => (
                      <li key={answer.reply_id}>
                        <span class="muted small">
                          {who(answer)} · {dateOf(answer.create_time, locale)}
                        </span>
                        <p>{answer.content}</p>
                      </li>
                    ))}
                  </ul>
                  <a href={`/ask-detail?ask_id=${ask.ask_id}`}>{t('qa.consultation.all')}</a>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}

/** `/member/my-answer`: questions about goods I bought, to answer (inline form) or answered (`?tab=done`). */
function AnswerView({ location }: { location: MemberLocation }) {
  const { t, locale } = useT();
  const who = useWho();
  const done = location.query.tab === 'done';
  const [open, setOpen] = useState<number>();
  // where focus goes when a form closes: the tabs, which lead to the answer just given
  const tabs = useRef<HTMLElement>(null);
  const list = useListPage(async (pageNo, signal) => listOf(await fetchAnswerable(done, pageNo, signal)), location, [done]);
  const close = () => {
    setOpen(undefined);
    tabs.current?.querySelector('a')?.focus();
  };
  return (
    <>
      <nav ref={tabs} class="chips qa-tabs" aria-label={t('qa.answer.title')}>
        <a href="/member/my-answer" aria-current={done ? undefined : 'page'}>
          {t('qa.answer.tabTodo')}
        </a>
        <a href="/member/my-answer?tab=done" aria-current={done ? 'page' : undefined}>
          {t('qa.answer.tabDone')}
        </a>
      </nav>
      <ListStates
        state={list.state}
        retry={list.retry}
        location={location}
        empty={{
          title: t(done ? 'qa.answer.emptyDone' : 'qa.answer.emptyTodo'),
          body: t(done ? 'qa.answer.emptyDoneBody' : 'qa.answer.emptyTodoBody'),
          href: '/member',
          action: t('qa.answer.back'),
        }}
        skeleton={<ListSkeleton count={3} kind="rows" />}
      >
        {(page) => (
          <ul class="qa-list" data-testid={done ? 'answered' : 'to-answer'}>
            {page.items.map((ask: AnswerableAsk) => (
              <li key={ask.ask_id} class="qa-item" data-ask={ask.ask_id}>
                <GoodsLink item={ask} />
                <p class="qa-q">{ask.content}</p>
                <span class="muted small">
                  {t('qa.asked', { name: who(ask), date: dateOf(ask.create_time, locale) })} ·{' '}
                  <a href={`/ask-detail?ask_id=${ask.ask_id}`}>{t('qa.answer.replies', { n: ask.reply_num })}</a>
                </span>
                {ask.my_reply ? (
                  <div>
                    <strong>{t('qa.answer.mine', { date: dateOf(ask.my_reply.create_time, locale) })}</strong>
                    <p>{ask.my_reply.content}</p>
                  </div>
                ) : open === ask.ask_id ? (
                  <AnswerForm
                    askId={ask.ask_id}
                    onCancel={close}
                    onSaved={() => {
                      close();
                      list.reload();
                    }}
                  />
                ) : (
                  <div class="qa-actions">
                    <button type="button" class="btn primary" onClick={() => setOpen(ask.ask_id)}>
                      {t('qa.answer.write')}
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </>
  );
}

const readFilterOf = (query: Record<string, string>): 0 | 1 | undefined => (query.read === '0' ? 0 : query.read === '1' ? 1 : undefined);

/** What a message says, in the reader's language: it is stored as a kind and the ids it speaks of. */
const messageText = (t: ReturnType<typeof useT>['t'], m: AskMessage) => t(`qa.messages.${m.kind}`, { goods: m.goods_name });

/** `/member/ask-message`: my ask messages (all, unread, read), marked read one or all, deleted after a confirm. */
function MessagesView({ location }: { location: MemberLocation }) {
  const { t, locale } = useT();
  const read = readFilterOf(location.query);
  const list = useListPage(async (pageNo, signal) => listOf(await fetchAskMessages(pageNo, read, signal)), location, [read]);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // the side menu's numbers follow every change
  useEffect(() => void refreshUnreadNotices(), [list.state]);

  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await run();
      setAnnouncement(done);
      list.reload();
    } catch (error) {
      toast(`${t('qa.messages.failed')} (${errorText(error)})`, 'error');
    } finally {
      setBusy(false);
    }
  };
  const remove = (m: AskMessage) => {
    if (!confirm(t('qa.messages.deleteConfirm', { goods: m.goods_name }))) return;
    void act(() => deleteAskMessages([m.id]), t('qa.messages.deleted'));
  };
  const filters: [string, 0 | 1 | undefined, string][] = [
    ['/member/ask-message', undefined, 'qa.messages.all'],
    ['/member/ask-message?read=0', 0, 'qa.messages.unreadTab'],
    ['/member/ask-message?read=1', 1, 'qa.messages.readTab'],
  ];

  return (
    <>
      <div class="hm-toolbar">
        <nav class="chips" aria-label={t('qa.messages.filter')}>
          {filters.map(([href, value, key]) => (
            <a key={href} href={href} aria-current={value === read ? 'page' : undefined}>
              {t(key)}
            </a>
          ))}
        </nav>
        <button type="button" class="btn" disabled={busy} onClick={() => void act(() => markAskMessagesRead(), t('qa.messages.allRead'))}>
          {t('qa.messages.markAll')}
        </button>
      </div>
      <ListStates
        state={list.state}
        retry={list.retry}
        location={location}
        empty={{ title: t('qa.messages.empty'), body: t('qa.messages.emptyBody'), href: '/member', action: t('qa.messages.back') }}
        skeleton={<ListSkeleton count={5} kind="rows" />}
      >
        {(page) => (
          <>
            <p class="muted small" data-testid="ask-message-summary">
              {t('qa.messages.summary', { n: page.total })}
            </p>
            <ul class="hm-notices" data-testid="ask-messages">
              {page.items.map((m) => (
                <li
                  key={m.id}
                  class={`hm-notice${m.is_read === 0 ? ' unread' : ''}`}
                  data-unread={m.is_read === 0 ? '1' : '0'}
                  data-kind={m.kind}
                >
                  <div class="hm-notice-head">
                    <h2>
                      {m.is_read === 0 && (
                        <>
                          <span class="hm-dot" aria-hidden="true" />
                          <span class="v-sr">{t('qa.messages.unread')}: </span>
                        </>
                      )}
                      {messageText(t, m)}
                    </h2>
                    <time class="muted small" dateTime={new Date(m.send_time * 1000).toISOString()}>
                      {dateOf(m.send_time, locale)}
                    </time>
                  </div>
                  <p>“{m.ask_content}”</p>
                  <div class="hm-notice-actions">
                    <a href={`/ask-detail?ask_id=${m.ask_id}`}>{t('qa.messages.see')}</a>
                    {m.kind === 'ASKED' && <a href="/member/my-answer">{t('qa.messages.answerIt')}</a>}
                    {m.is_read === 0 && (
                      <button
                        type="button"
                        class="btn"
                        disabled={busy}
                        onClick={() => void act(() => markAskMessagesRead([m.id]), t('qa.messages.read'))}
                      >
                        {t('qa.messages.markRead')}
                      </button>
                    )}
                    <button
                      type="button"
                      class="btn"
                      disabled={busy}
                      aria-label={t('qa.messages.deleteOne', { goods: m.goods_name })}
                      onClick={() => remove(m)}
                    >
                      {t('qa.messages.delete')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </ListStates>
      <p class="v-sr" role="status">
        {announcement}
      </p>
    </>
  );
}

const TITLES = {
  'my-consultation': 'qa.consultation.title',
  'my-answer': 'qa.answer.title',
  'ask-message': 'qa.messages.title',
} as const;

/** The question-and-answer pages of the member centre (issue 12 §2), one chunk: they share the lists and the sheet. */
export default function AsksPage({ location }: PageProps) {
  const { t } = useT();
  const page = location.page === 'my-answer' || location.page === 'ask-message' ? location.page : 'my-consultation';
  const title = t(TITLES[page]);
  useDocumentTitle(title);
  const ref = useSheet<HTMLDivElement>(css);
  const help = useSheet<HTMLDivElement>(helpCss);
  return (
    <MemberFrame path={location.pathname} title={title}>
      <div ref={ref} data-testid={`page-${page}`}>
        <div ref={help}>
          {page === 'my-answer' ? (
            <AnswerView location={location} />
          ) : page === 'ask-message' ? (
            <MessagesView location={location} />
          ) : (
            <ConsultationView location={location} />
          )}
        </div>
      </div>
    </MemberFrame>
  );
}
