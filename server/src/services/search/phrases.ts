import { normalizeText } from './normalize';

/** Words a suggestion should neither start nor end with ("audífonos con" is no suggestion). */
const STOPWORDS = new Set([
  'de',
  'del',
  'con',
  'para',
  'y',
  'en',
  'a',
  'al',
  'el',
  'la',
  'los',
  'las',
  'por',
  'sin',
  'with',
  'for',
  'and',
  'of',
  'the',
  'in',
  'to',
  'by',
]);
const MAX_LEADING_PHRASE_WORDS = 4;

export interface Phrase {
  key: string;
  display: string;
}

/**
 * The phrases of one product name a buyer might type: its leading 1–4 words ("Audífonos
 * inalámbricos"), every single word ("Bluetooth"), and the whole name; none ending on a
 * stopword, none that is a bare number. Phrases starting mid-name are left out: they cross
 * from one part of the name into the next ("auto deportivos") more often than not.
 * `key` is normalised for matching; `display` keeps the name's spelling.
 */
export function phrasesOf(name: string): Phrase[] {
  const words = name
    .split(/\s+/)
    .map((word) => ({ word, key: normalizeText(word) }))
    .filter((word) => word.key !== '');
  const phrases: Phrase[] = [];
  for (let start = 0; start < words.length; start++) {
    const first = words[start];
    if (!first || STOPWORDS.has(first.key) || !/\p{L}/u.test(first.key)) continue;
    const longest = start === 0 ? MAX_LEADING_PHRASE_WORDS : 1;
    for (let end = start + 1; end <= Math.min(words.length, start + longest); end++) {
      const last = words[end - 1];
      if (!last || STOPWORDS.has(last.key)) continue;
      const slice = words.slice(start, end);
      phrases.push({ key: slice.map((w) => w.key).join(' '), display: capitalize(slice.map((w) => w.word).join(' ')) });
    }
  }
  if (words.length > MAX_LEADING_PHRASE_WORDS) {
    phrases.push({ key: words.map((w) => w.key).join(' '), display: words.map((w) => w.word).join(' ') });
  }
  return phrases;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
