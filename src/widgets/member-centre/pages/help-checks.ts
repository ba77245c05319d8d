// The help pages' pure logic: the FAQ filter and the feedback form's checks.
import { FEEDBACK_CONTACT_MAX, FEEDBACK_CONTENT_MAX, type FaqEntry } from '../../../core/api/help-messages';

/** Lower case without accents, so "facturacion" finds "Facturación". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The entries that contain every word of `query`, in the question, the answer or the category. */
export function filterFaq(list: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...list];
  return list.filter((e) => {
    const text = fold(`${e.question} ${e.answer} ${e.categoryName}`);
    return words.every((w) => text.includes(w));
  });
}

/** What is wrong with the typed feedback, as a key of `acct.help.feedback`, or undefined. */
export function checkFeedback(content: string, contact: string): { field: 'content' | 'contact'; key: string; max: number } | undefined {
  if (content.trim() === '') return { field: 'content', key: 'errContent', max: FEEDBACK_CONTENT_MAX };
  if ([...content.trim()].length > FEEDBACK_CONTENT_MAX) return { field: 'content', key: 'errLong', max: FEEDBACK_CONTENT_MAX };
  if ([...contact.trim()].length > FEEDBACK_CONTACT_MAX) return { field: 'contact', key: 'errContact', max: FEEDBACK_CONTACT_MAX };
  return undefined;
}
