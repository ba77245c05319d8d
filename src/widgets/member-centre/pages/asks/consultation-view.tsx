import { fetchMyAsks, type MyAsk } from '../../../../core/api/asks';
import { useT } from '../../../../core/ui/use-t';
import type { MemberLocation } from '../../member-pages';
import { dateOf, ListSkeleton, ListStates, useListPage } from '../member-lists';
import { GoodsLink, listOf, useWho } from './ask-parts';

/** `/member/my-consultation`: my questions, the shop's answer and other buyers' answers. */
export function ConsultationView({ location }: { location: MemberLocation }) {
  const { t, locale } = useT();
  const who = useWho();
  const list = useListPage(async (pageNo, signal) => listOf(await fetchMyAsks(pageNo, signal)), location);
  return (
    <ListStates
      state={list.state}
      retry={list.retry}
      location={location}
      empty={{
        title: t('asks.consultation.empty'),
        body: t('asks.consultation.emptyBody'),
        href: '/',
        action: t('asks.consultation.browse'),
      }}
      skeleton={<ListSkeleton count={3} kind="rows" />}
    >
      {(page) => (
        <ul class="qa-list" data-testid="my-asks">
          {page.items.map((ask: MyAsk) => (
            <li key={ask.ask_id} class="qa-item" data-ask={ask.ask_id}>
              <GoodsLink item={ask} />
              <p class="qa-q">{ask.content}</p>
              <span class="muted small">{t('asks.asked', { name: who(ask), date: dateOf(ask.create_time, locale) })}</span>
              <p>
                <strong>{t('asks.consultation.seller')}:</strong>{' '}
                {ask.reply ?? <span class="muted">{t('asks.consultation.noAnswer')}</span>}
              </p>
              {ask.reply_num > 0 && (
                <>
                  <strong>{t('asks.consultation.answers', { n: ask.reply_num })}</strong>
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
                  <a href={`/ask-detail?ask_id=${ask.ask_id}`}>{t('asks.consultation.all')}</a>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}
