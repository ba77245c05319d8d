import type { Locale } from '../../../../src/core/contract/locales';
import type { AskMessage, JavashopPage } from '../../../../src/core/contract/types-discovery';
import type { Db, Queryable } from '../../db/types';
import { notFoundError } from '../../http/errors';
import {
  countOwnAskMessages,
  countUnreadAskMessages,
  deleteAskMessages,
  markAskMessagesRead,
  pageAskMessages,
} from '../../repos/catalogue/ask-messages';

type Asset = (path: string) => string;

/** A member's ask messages: paged, marked read (some or all) and deleted only by their owner. */
export function createAskMessageService(db: Db) {
  /** Runs `write` on `ids` only if every one is the member's; otherwise nothing changes (404). */
  const owned = (memberId: number, ids: readonly number[], write: (q: Queryable) => Promise<void>) =>
    db.tx(async (q) => {
      if ((await countOwnAskMessages(q, memberId, ids)) !== ids.length) throw notFoundError();
      await write(q);
    });
  return {
    async page(
      memberId: number,
      locale: Locale,
      p: { pageNo: number; pageSize: number },
      read: 0 | 1 | undefined,
      asset: Asset,
    ): Promise<JavashopPage<AskMessage>> {
      const { rows, total } = await pageAskMessages(db, memberId, locale, p, read);
      return {
        data: rows.map(({ image, ...row }) => ({ ...row, goods_img: asset(image) })),
        page_no: p.pageNo,
        page_size: p.pageSize,
        data_total: total,
      };
    },
    markRead: (memberId: number, ids: readonly number[]) => owned(memberId, ids, (q) => markAskMessagesRead(q, memberId, ids)),
    markAllRead: (memberId: number) => markAskMessagesRead(db, memberId, undefined),
    remove: (memberId: number, ids: readonly number[]) => owned(memberId, ids, (q) => deleteAskMessages(q, memberId, ids)),
    unread: (memberId: number) => countUnreadAskMessages(db, memberId),
  };
}
