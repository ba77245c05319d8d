import type { Locale } from '../../../../src/core/contract/locales';
import { likeContains } from '../../db/like';
import type { Queryable } from '../../db/types';
import { localeSuffix } from '../../http/locale-columns';
import type { FaqEntry, FaqCategory } from '../../../../src/core/contract/types-help';

/** Reply shapes of the contract (src/core/contract), under the names this service has always used. */
export type { FaqEntry, FaqCategory };

const KEYWORD_MAX = 100;

/** The help centre's questions: all of them by category, or those matching a word or an id. */
export function createFaqService(db: Queryable) {
  const select = (locale: Locale, where: string, params: readonly unknown[]) => {
    const s = localeSuffix(locale);
    return db.query<FaqEntry>(
      `select f.id, f.category, c.name_${s} as "categoryName", f.question_${s} as question, f.answer_${s} as answer
       from faq f join faq_category c on c.code = f.category
       where ${where} order by c.sort, f.sort, f.id`,
      params,
    );
  };
  return {
    async all(locale: Locale): Promise<{ categories: FaqCategory[]; list: FaqEntry[] }> {
      const s = localeSuffix(locale);
      const categories = await db.query<FaqCategory>(`select code, name_${s} as name from faq_category order by sort, code`);
      const list = await select(locale, 'true', []);
      return { categories: categories.rows, list: list.rows };
    },
    /** Questions whose question or answer (in the reader's language) contains `keyword`. */
    async search(locale: Locale, keyword: string): Promise<FaqEntry[]> {
      const s = localeSuffix(locale);
      const pattern = likeContains(keyword.slice(0, KEYWORD_MAX));
      return (await select(locale, `(f.question_${s} ilike $1 or f.answer_${s} ilike $1)`, [pattern])).rows;
    },
    async one(locale: Locale, id: number): Promise<FaqEntry | undefined> {
      return (await select(locale, 'f.id = $1', [id])).rows[0];
    },
  };
}
