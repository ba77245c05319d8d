import type { Locale } from '../../../../src/core/contract/locales';
import { renderStoredText } from '../text/system-text';
import type { Db } from '../../db/types';
import { notFoundError } from '../../http/errors';
import { countUnreadAskMessages } from '../../repos/catalogue/ask-messages';
import {
  countOwnNotices,
  countUnreadNotices,
  deleteNotices,
  markNoticesRead,
  type NoticeCounts,
  type NoticeLog,
  pageNotices,
} from '../../repos/members/notices';

export type { NoticeCounts, NoticeLog };

/** The member's site notices: paged, marked read and deleted only by their owner. */
export function createNoticeLogService(db: Db) {
  /** Runs `write` on `ids` only if every one is the member's; otherwise nothing changes (404). */
  const owned = (memberId: number, ids: readonly number[], write: typeof markNoticesRead) =>
    db.tx(async (q) => {
      if ((await countOwnNotices(q, memberId, ids)) !== ids.length) throw notFoundError();
      await write(q, memberId, ids);
    });
  return {
    /** A page of notices with their title and content in the reader's language. */
    async page(memberId: number, page: { pageNo: number; pageSize: number }, read: 0 | 1 | undefined, locale: Locale) {
      const { rows, total } = await pageNotices(db, memberId, page, read);
      const data: NoticeLog[] = rows.map(({ title_key, content_key, text_params, ...row }) => ({
        ...row,
        title: renderStoredText({ key: title_key, params: text_params, written: row.title }, locale),
        content: renderStoredText({ key: content_key, params: text_params, written: row.content }, locale),
      }));
      return { data, page_no: page.pageNo, page_size: page.pageSize, data_total: total };
    },
    markRead: (memberId: number, ids: readonly number[]) => owned(memberId, ids, markNoticesRead),
    remove: (memberId: number, ids: readonly number[]) => owned(memberId, ids, deleteNotices),
    async counts(memberId: number): Promise<NoticeCounts> {
      const notices = (await countUnreadNotices(db, memberId)) ?? { total: 0, system_num: 0, ask_num: 0 };
      // unread ask messages (issue 12 §2) count as ask notices too
      const asks = await countUnreadAskMessages(db, memberId);
      return { ...notices, total: notices.total + asks, ask_num: notices.ask_num + asks };
    },
  };
}
