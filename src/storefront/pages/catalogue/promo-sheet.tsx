import { useSheet } from '../../../core/ui/use-sheet';
import { bcp47, type Locale } from '../../../core/locale';

/** Adopts a page group's stylesheet into the root the page renders in (see lib/use-sheet). */
export const useAdoptedSheet = <T extends HTMLElement>(text: string) => useSheet<T>(text);

export const dateText = (seconds: number, locale: Locale) =>
  new Date(seconds * 1000).toLocaleDateString(bcp47(locale), { dateStyle: 'medium' });
