/**
 * Where the typed query sits in a suggestion, ignoring case and accents ("electronica" marks
 * "Electrónica"), preferring the start of a word (what the server matched by) over the middle of
 * one. [start, end) in `text`'s own indexes, or undefined when it is not there (a corrected typo).
 */
export function highlightRange(text: string, query: string): [number, number] | undefined {
  const q = fold(query.trim());
  if (!q) return undefined;
  // the folded text, and for each of its characters the index in `text` it came from: the same
  // index when folding kept the length (nearly always: "é" folds to "e"), else counted character by
  // character (it runs for every option of every keystroke, so the common case is one call)
  let folded = fold(text);
  let from: number[] | undefined;
  if (folded.length !== text.length) {
    folded = '';
    from = [];
    for (let i = 0; i < text.length; i++) {
      const f = fold(text.charAt(i));
      folded += f;
      for (let k = 0; k < f.length; k++) from.push(i);
    }
    from.push(text.length);
  }
  let at = folded.indexOf(q);
  for (let next = at; next > 0; next = folded.indexOf(q, next + 1)) {
    if (/[\s\p{P}]/u.test(folded.charAt(next - 1))) {
      at = next;
      break;
    }
  }
  if (at < 0) return undefined;
  return from ? [from[at] ?? 0, from[at + q.length] ?? text.length] : [at, at + q.length];
}

const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
