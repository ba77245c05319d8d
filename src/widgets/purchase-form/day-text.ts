import { bcp47, type Locale } from '../../core/locale';

/** A day sent in seconds of its midnight UTC, shown as that calendar day wherever the buyer is. */
export const dayText = (seconds: number, locale: Locale) =>
  new Intl.DateTimeFormat(bcp47(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(seconds * 1000);
