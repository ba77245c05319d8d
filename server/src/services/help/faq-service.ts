import type { Locale } from '../../../../src/core/contract/locales';
import { likeContains } from '../../db/like';
import type { Queryable } from '../../db/types';
import { type FaqCategory, type FaqEntry, findFaq, listFaq, listFaqCategories, searchFaq } from '../../repos/members/faq';

export type { FaqCategory, FaqEntry };

const KEYWORD_MAX = 100;

/** The help centre's questions: all of them by category, or those matching a word or an id. */
export function createFaqService(db: Queryable) {
  return {
    async all(locale: Locale): Promise<{ categories: FaqCategory[]; list: FaqEntry[] }> {
      const categories = await listFaqCategories(db, locale);
      const list = await listFaq(db, locale);
      return { categories, list };
    },
    /** Questions whose question or answer (in the reader's language) contains `keyword`. */
    async search(locale: Locale, keyword: string): Promise<FaqEntry[]> {
      return searchFaq(db, locale, likeContains(keyword.slice(0, KEYWORD_MAX)));
    },
    async one(locale: Locale, id: number): Promise<FaqEntry | undefined> {
      return findFaq(db, locale, id);
    },
  };
}
