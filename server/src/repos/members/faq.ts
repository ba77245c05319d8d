import type { Locale } from '../../../../src/core/contract/locales';
import type { Queryable } from '../../db/types';
import { localeSuffix } from '../../http/locale-columns';
import type { FaqEntry, FaqCategory } from '../../../../src/core/contract/types-help';

/** Reply shapes of the contract (src/core/contract), under the names the server has always used. */
export type { FaqEntry, FaqCategory };

/** The questions `where` picks (its parameters `params`), by category and order. */
async function selectFaq(q: Queryable, locale: Locale, where: string, params: readonly unknown[]): Promise<FaqEntry[]> {
  const s = localeSuffix(locale);
  const { rows } = await q.query<FaqEntry>(
    `select f.id, f.category, c.name_${s} as "categoryName", f.question_${s} as question, f.answer_${s} as answer
     from faq f join faq_category c on c.code = f.category
     where ${where} order by c.sort, f.sort, f.id`,
    params,
  );
  return rows;
}

export async function listFaqCategories(q: Queryable, locale: Locale): Promise<FaqCategory[]> {
  const { rows } = await q.query<FaqCategory>(`select code, name_${localeSuffix(locale)} as name from faq_category order by sort, code`);
  return rows;
}

export const listFaq = (q: Queryable, locale: Locale): Promise<FaqEntry[]> => selectFaq(q, locale, 'true', []);

/** Questions whose question or answer (in the reader's language) matches the LIKE `pattern`. */
export function searchFaq(q: Queryable, locale: Locale, pattern: string): Promise<FaqEntry[]> {
  const s = localeSuffix(locale);
  return selectFaq(q, locale, `(f.question_${s} ilike $1 or f.answer_${s} ilike $1)`, [pattern]);
}

export async function findFaq(q: Queryable, locale: Locale, id: number): Promise<FaqEntry | undefined> {
  return (await selectFaq(q, locale, 'f.id = $1', [id]))[0];
}
