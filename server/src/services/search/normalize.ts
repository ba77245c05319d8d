/**
 * The one text normalisation of search: lowercase, accents removed, punctuation to spaces,
 * keeping `.`, `-` and `/` inside tokens ("5.3", "usb-c"). Goods' `search_text`, the keyword of a
 * query and the suggestion index all go through it, so "audifonos" finds "Audífonos".
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}.-]+/gu, ' ')
    .split(' ')
    .map((token) => token.replace(/^[.-]+|[.-]+$/g, ''))
    .filter((token) => token.length > 0)
    .join(' ');
}

export function tokenize(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized === '' ? [] : normalized.split(' ');
}

/** Han, kana and hangul: written without spaces, so matched inside words and never fuzzily. */
export function hasCjk(text: string): boolean {
  return /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(text);
}

const HAN = /^[\u4e00-\u9fff]+$/;

/** A Chinese word too short for trigrams: matched through goods.search_cjk instead. */
export function isShortHan(token: string): boolean {
  return token.length <= 2 && HAN.test(token);
}

/**
 * The value of goods.search_cjk for a Chinese name: its Han unigrams and bigrams between spaces.
 * Migration 002 computes the same in SQL for rows seeded before it.
 */
export function hanGrams(text: string): string {
  const grams: string[] = [];
  for (let i = 0; i < text.length; i++) {
    for (const n of [1, 2]) {
      const gram = text.slice(i, i + n);
      if (gram.length === n && HAN.test(gram)) grams.push(gram);
    }
  }
  return grams.length > 0 ? ` ${grams.join(' ')} ` : '';
}
