export type PageItem = number | 'gap';

/** Page numbers to show: first, last, and `around` pages each side of the current one, gaps as 'gap'. */
export function pageItems(current: number, total: number, around = 1): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const keep = new Set([1, total]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= total) keep.add(p);
  // A gap of exactly one page shows that page instead of an ellipsis.
  const sorted = [...keep].sort((a, b) => a - b);
  const out: PageItem[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(p - 1);
    else if (prev !== undefined && p - prev > 2) out.push('gap');
    out.push(p);
  });
  return out;
}

export const pageCount = (total: number, pageSize: number): number => Math.max(0, Math.ceil(total / pageSize));
