// The browsing history grouped by the day (in the reader's time zone) each goods was last viewed.

export interface Day<T> {
  /** local midnight of the day, in ms */
  start: number;
  items: T[];
}

const midnight = (ms: number) => {
  const d = new Date(ms);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
};

/** Consecutive items of one local day together, in the order given (newest first from the API). */
export function groupByDay<T>(items: readonly T[], secondsOf: (item: T) => number): Day<T>[] {
  const days: Day<T>[] = [];
  for (const item of items) {
    const start = midnight(secondsOf(item) * 1000);
    const last = days[days.length - 1];
    if (last && last.start === start) last.items.push(item);
    else days.push({ start, items: [item] });
  }
  return days;
}

/** 'today', 'yesterday', or undefined for an older day (which then shows its date). */
export function relativeDay(start: number, now: number): 'today' | 'yesterday' | undefined {
  const today = midnight(now);
  if (start === today) return 'today';
  // the day before today's midnight, whatever its length (a DST change makes it 23 or 25 h)
  if (start === midnight(today - 1)) return 'yesterday';
  return undefined;
}
