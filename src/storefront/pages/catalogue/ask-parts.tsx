import { useSheet } from '../../../core/ui/use-sheet';
import css from './detail.css?inline';

/** The detail part's stylesheet, adopted by its pages (ask-detail, reply-answer) when they render. */
export const useDetailSheet = <T extends HTMLElement>() => useSheet<T>(css);

/** `ask_id` of the query, when it is a positive id. */
export function askIdOf(query: Readonly<Record<string, string | undefined>>): number | undefined {
  const raw = query.ask_id ?? query.askId ?? '';
  return /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}

/** `page` of the query: 1 unless a positive integer. */
export const pageOf = (query: Readonly<Record<string, string | undefined>>): number => {
  const n = Number(query.page);
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
};
