import { useRef, useState } from 'react';
import { type AnswerableAsk, fetchAnswerable } from '../../../../core/api/asks';
import { useT } from '../../../../core/ui/use-t';
import type { MemberLocation } from '../../member-pages';
import { dateOf, ListSkeleton, ListStates, useListPage } from '../member-lists';
import { AnswerForm } from './answer-form';
import { GoodsLink, listOf, useWho } from './ask-parts';

/** `/member/my-answer`: questions about goods I bought, to answer (inline form) or answered (`?tab=done`). */
export function AnswerView({ location }: { location: MemberLocation }) {
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
      <nav ref={tabs} class="chips qa-tabs" aria-label={t('qa.nav.answer')}>
        <a href="/member/my-answer" aria-current={done ? undefined : 'page'}>
          {t('asks.answer.tabTodo')}
        </a>
        <a href="/member/my-answer?tab=done" aria-current={done ? 'page' : undefined}>
          {t('asks.answer.tabDone')}
        </a>
      </nav>
      <ListStates
        state={list.state}
        retry={list.retry}
        location={location}
        empty={{
          title: t(done ? 'asks.answer.emptyDone' : 'asks.answer.emptyTodo'),
          body: t(done ? 'asks.answer.emptyDoneBody' : 'asks.answer.emptyTodoBody'),
          href: '/member',
          action: t('asks.answer.back'),
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
                  {t('asks.asked', { name: who(ask), date: dateOf(ask.create_time, locale) })} ·{' '}
                  <a href={`/ask-detail?ask_id=${ask.ask_id}`}>{t('asks.answer.replies', { n: ask.reply_num })}</a>
                </span>
                {ask.my_reply ? (
                  <div>
                    <strong>{t('asks.answer.mine', { date: dateOf(ask.my_reply.create_time, locale) })}</strong>
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
                      {t('asks.answer.write')}
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
