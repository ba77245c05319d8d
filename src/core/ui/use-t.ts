import { $locale, $strings, t, type Locale } from '../locale';
import { useStore } from './use-store';

/** The translate function, re-rendering when the locale changes or new strings arrive. */
export function useT(): { t: typeof t; locale: Locale } {
  const locale = useStore($locale);
  useStore($strings);
  return { t, locale };
}
