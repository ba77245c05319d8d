import { useEffect, useState } from 'react';
import { deleteNotices, fetchNotices, markNoticesRead, type Notice } from '../../../core/api/help-messages';
import { errorText } from '../../../core/errors';
import { toast } from '../../../core/toasts';
import { deleteAsk, useConfirm } from '../../../core/ui/confirm-dialog';
import { useT } from '../../../core/ui/use-t';
import { useSheet } from '../../../core/ui/use-sheet';
import { useDocumentTitle } from '../page-title';
import type { PageProps } from '../page-props';
import css from './help-messages.css?inline';
import { dateOf, ListSkeleton, ListStates, useListPage, type ListPage } from './member-lists';
import { refreshUnreadNotices } from './notice-count';
import { MemberFrame } from './parts';

async function noticePage(pageNo: number, signal: AbortSignal): Promise<ListPage<Notice>> {
  const page = await fetchNotices(pageNo, signal);
  return { items: page.data, total: page.data_total, pageNo: page.page_no, pageSize: page.page_size };
}

/**
 * `/member/message-index` and `/member/website-message`: the member's site notices, 5 a page
 * (spec §9), unread ones marked; mark one or the page read, delete after a confirm. The side
 * menu's unread number follows every change.
 */
export default function MessagesPage({ location }: PageProps) {
  const { t, locale } = useT();
  const title = t('acct.help.messages.title');
  useDocumentTitle(title);
  const ref = useSheet<HTMLDivElement>(css);
  const list = useListPage(noticePage, location);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [confirmDialog, ask] = useConfirm();
  useEffect(() => void refreshUnreadNotices(), [list.state]);

  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await run();
      setAnnouncement(done);
      list.reload();
    } catch (error) {
      toast(`${t('acct.help.messages.failed')} (${errorText(error)})`, 'error');
    } finally {
      setBusy(false);
    }
  };
  const remove = async (notice: Notice) => {
    if (!(await ask(deleteAsk(t('acct.help.messages.deleteConfirm', { title: notice.title }), t)))) return;
    await act(() => deleteNotices([notice.id]), t('acct.help.messages.deleted'));
  };

  return (
    <MemberFrame path={location.pathname} title={title}>
      <div ref={ref}>
        {confirmDialog}
        <ListStates
          state={list.state}
          retry={list.retry}
          location={location}
          empty={{
            title: t('acct.help.messages.empty'),
            body: t('acct.help.messages.emptyBody'),
            href: '/member',
            action: t('acct.help.messages.back'),
          }}
          skeleton={<ListSkeleton count={5} kind="rows" />}
        >
          {(page) => {
            const unread = page.items.filter((n) => n.is_read === 0).map((n) => n.id);
            return (
              <>
                <div class="hm-toolbar">
                  <p class="muted small" data-testid="notice-summary">
                    {t('acct.help.messages.summary', { n: page.total })}
                  </p>
                  <button
                    type="button"
                    class="btn"
                    disabled={busy || unread.length === 0}
                    onClick={() => void act(() => markNoticesRead(unread), t('acct.help.messages.allRead'))}
                  >
                    {t('acct.help.messages.markPage')}
                  </button>
                </div>
                <ul class="hm-notices" data-testid="notices">
                  {page.items.map((notice) => (
                    <li
                      key={notice.id}
                      class={`hm-notice${notice.is_read === 0 ? ' unread' : ''}`}
                      data-unread={notice.is_read === 0 ? '1' : '0'}
                    >
                      <div class="hm-notice-head">
                        <h2>
                          {notice.is_read === 0 && (
                            <>
                              <span class="hm-dot" aria-hidden="true" />
                              <span class="v-sr">{t('acct.help.messages.unread')}: </span>
                            </>
                          )}
                          {notice.title}
                        </h2>
                        <time class="muted small" dateTime={new Date(notice.send_time * 1000).toISOString()}>
                          {dateOf(notice.send_time, locale)}
                        </time>
                      </div>
                      <p>{notice.content}</p>
                      <div class="hm-notice-actions">
                        {notice.is_read === 0 && (
                          <button
                            type="button"
                            class="btn"
                            disabled={busy}
                            onClick={() => void act(() => markNoticesRead([notice.id]), t('acct.help.messages.read'))}
                          >
                            {t('acct.help.messages.markRead')}
                          </button>
                        )}
                        <button
                          type="button"
                          class="btn"
                          disabled={busy}
                          aria-label={t('acct.help.messages.deleteOne', { title: notice.title })}
                          onClick={() => void remove(notice)}
                        >
                          {t('acct.help.messages.delete')}
                        </button>
                      </div>
                    </li>
                  ))}
                </ul>
              </>
            );
          }}
        </ListStates>
        <p class="v-sr" role="status">
          {announcement}
        </p>
      </div>
    </MemberFrame>
  );
}
