import type { Locale } from './locale';

interface Named {
  cn: string;
  en: string;
  mx: string;
}

/** Spec §3: categories carry their names as cn/en/mx; an empty one falls back to Spanish, then English. */
export function categoryName(c: Named, locale: Locale): string {
  const own = locale === 'zh_CN' ? c.cn : locale === 'en_US' ? c.en : c.mx;
  return own || c.mx || c.en || c.cn;
}
