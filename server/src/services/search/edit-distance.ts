/**
 * True when `a` becomes the first `length` characters of `b` (all of `b` by default) with at
 * most one insertion, deletion, substitution or swap of two neighbouring characters (optimal
 * string alignment distance ≤ 1). Linear time and no allocation: autocomplete runs it over the
 * whole vocabulary on a keystroke.
 */
export function withinOneEdit(a: string, b: string, length = b.length): boolean {
  const la = a.length;
  const lb = Math.min(length, b.length);
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === la && i === lb) return true;
  if (la === lb) {
    // substitution at i, or a swap of i and i + 1
    if (sameFrom(a, i + 1, b, i + 1, lb)) return true;
    return (
      i + 1 < la && a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i) && sameFrom(a, i + 2, b, i + 2, lb)
    );
  }
  // one extra character in the longer string at i
  return la > lb ? sameFrom(a, i + 1, b, i, lb) : sameFrom(a, i, b, i + 1, lb);
}

/** Whether a[from…] equals b[bFrom…bEnd). */
function sameFrom(a: string, from: number, b: string, bFrom: number, bEnd: number): boolean {
  if (a.length - from !== bEnd - bFrom) return false;
  for (let k = 0; k < a.length - from; k++) if (a.charCodeAt(from + k) !== b.charCodeAt(bFrom + k)) return false;
  return true;
}

/** `a` is one edit away from `b` or from a prefix of `b` (a half-typed word with a typo). */
export function withinOneEditOfPrefix(a: string, b: string): boolean {
  if (withinOneEdit(a, b)) return true;
  for (const length of [a.length - 1, a.length, a.length + 1]) {
    if (length > 0 && length < b.length && withinOneEdit(a, b, length)) return true;
  }
  return false;
}
