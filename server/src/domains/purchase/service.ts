import type { Locale } from '../../../../src/core/contract/locales';
import type { Db } from '../../db/types';
import type { PurchasePublish } from '../../../../src/core/contract/requests-purchase';
import { createPurchaseBook, type PurchaseQuery } from '../../services/purchase/purchase-book';
import { parsePurchaseInput } from '../../services/purchase/purchase-input';

type Asset = (path: string) => string;

/** Purchase requests (spec §7): publish one, search them, read one. */
export function createPurchaseService({ db, clock }: { db: Db; clock: () => number }) {
  const book = createPurchaseBook(db, clock);
  return {
    /** Publishes the request a form describes and answers it as `detail` reads it. */
    async publish(memberId: number, form: PurchasePublish, lang: Locale, asset: Asset) {
      const input = parsePurchaseInput(form, memberId, clock());
      const id = await book.publish(memberId, input);
      return book.detail(memberId, id, lang, asset);
    },
    search: (viewer: number, query: PurchaseQuery, lang: Locale, asset: Asset) => book.search(viewer, query, lang, asset),
    detail: (viewer: number, id: number, lang: Locale, asset: Asset) => book.detail(viewer, id, lang, asset),
  };
}

export type PurchaseService = ReturnType<typeof createPurchaseService>;
