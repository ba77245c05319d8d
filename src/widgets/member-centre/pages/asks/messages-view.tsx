import { useEffect, useState } from 'react';
import { type AskMessage, deleteAskMessages, fetchAskMessages, markAskMessagesRead } from '../../../../core/api/asks';
import { errorText } from '../../../../core/errors';
import { toast } from '../../../../core/toasts';
import { deleteAsk, useConfirm } from '../../../../core/ui/confirm-dialog';
import { useT } from '../../../../core/ui/use-t';
import type { MemberLocation } from '../../member-pages';
import { dateOf, ListSkeleton, ListStates, useListPage } from '../member-lists';
import { refreshUnreadNotices } from '../notice-count';
import { listOf } from './ask-parts';

const readFilterOf = (query: Record<string, string>): 0 | 1 | undefined => (query.read === '0' ? 0 : query.read === '1' ? 1 : undefined);

/** What a message says, in the reader's language: it is stored as a kind and the ids it speaks of. */
const messageText = (t: ReturnType<typeof useT>['t'], m: AskMessage) => t(`asks.messages.${m.kind}`, { goods: m.goods_name });

/** `/member/ask-message`: my ask messages (all, unread, read), marked read one or all, deleted after a confirm. */
export function MessagesView({ location }: { location: MemberLocation }) {
  const { t, locale } = useT();
  const read = readFilterOf(location.query);
  const list = useListPage(async (pageNo, signal) => listOf(await fetchAskMessages(pageNo, read, signal)), location, [read]);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [confirmDialog, confirm] = useConfirm();
  // the side menu's numbers follow every change
  useEffect(() => void refreshUnreadNotices(), [list.state]);

  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await run();
      setAnnouncement(done);
      list.reload();
    } catch (error) {
      toast(`${t('asks.messages.failed')} (${errorText(error)})`, 'error');
    } finally {
      setBusy(false);
    }
  };
  const remove = async (m: AskMessage) => {
    if (!(await confirm(deleteAsk(t('asks.messages.deleteConfirm', { goods: m.goods_name }), t)))) return;
    void act(() => deleteAskMessages([m.id]), t('asks.messages.deleted'));
  };
  const filters: [string, 0 | 1 | undefined, string][] = [
    ['/member/ask-message', undefined, 'asks.messages.all'],
    ['/member/ask-message?read=0', 0, 'asks.messages.unreadTab'],
    ['/member/ask-message?read=1', 1, 'asks.messages.readTab'],
  ];

  return (
    <>
      <div class="hm-toolbar">
        <nav class="chips" aria-label={t('asks.messages.filter')}>
          {filters.map(([href, value, key]) => (
            <a key={href} href={href} aria-current={value === read ? 'page' : undefined}>
              {t(key)}
            </a>
          ))}
        </nav>
        <button type="button" class="btn" disabled={busy} onClick={() => void act(() => markAskMessagesRead(), t('asks.messages.allRead'))}>
          {t('asks.messages.markAll')}
        </button>
      </div>
      <ListStates
        state={list.state}
        retry={list.retry}
        location={location}
        empty={{ title: t('asks.messages.empty'), body: t('asks.messages.emptyBody'), href: '/member', action: t('asks.messages.back') }}
        skeleton={<ListSkeleton count={5} kind="rows" />}
      >
        {(page) => (
          <>
            <p class="muted small" data-testid="ask-message-summary">
              {t('asks.messages.summary', { n: page.total })}
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
                          <span class="v-sr">{t('asks.messages.unread')}: </span>
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
                    <a href={`/ask-detail?ask_id=${m.ask_id}`}>{t('asks.messages.see')}</a>
                    {m.kind === 'ASKED' && <a href="/member/my-answer">{t('asks.messages.answerIt')}</a>}
                    {m.is_read === 0 && (
                      <button
                        type="button"
                        class="btn"
                        disabled={busy}
                        onClick={() => void act(() => markAskMessagesRead([m.id]), t('asks.messages.read'))}
                      >
                        {t('asks.messages.markRead')}
                      </button>
                    )}
                    <button
                      type="button"
                      class="btn"
                      disabled={busy}
                      aria-label={t('asks.messages.deleteOne', { goods: m.goods_name })}
                      onClick={() => void remove(m)}
                    >
                      {t('asks.messages.delete')}
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
      {confirmDialog}
    </>
  );
}
