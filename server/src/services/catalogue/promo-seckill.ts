import type { SeckillSlot } from '../../../../src/core/contract/types-promotions';

/** Mexico City is UTC−6 all year (no daylight saving time since 2022). */
export const MX_OFFSET_S = -6 * 3600;
const DAY = 86_400;
/** How many slots the time line shows: the running one and the next ones. */
export const SLOTS_SHOWN = 5;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The seckill time line at `now` (Unix seconds) for daily slots starting at `hours` (local
 * time): each slot lasts until the next one starts, so the one running now comes first, then
 * the coming ones, across midnight. Pure: the same hours give live slots on any day.
 */
export function seckillTimeLine(hours: readonly number[], now: number, shown = SLOTS_SHOWN): SeckillSlot[] {
  const sorted = [...new Set(hours)].filter((h) => Number.isInteger(h) && h >= 0 && h < 24).sort((a, b) => a - b);
  if (sorted.length === 0) return [];
  const localDay = Math.floor((now + MX_OFFSET_S) / DAY) * DAY - MX_OFFSET_S;
  const starts: { hour: number; start: number }[] = [];
  // yesterday's slots (one may still run after midnight) up to enough coming days
  for (let day = -1; starts.length < sorted.length * 2 + shown + 1; day++) {
    for (const hour of sorted) starts.push({ hour, start: localDay + day * DAY + hour * 3600 });
  }
  const slots: SeckillSlot[] = [];
  for (let i = 0; i + 1 < starts.length && slots.length < shown; i++) {
    const { hour, start } = starts[i]!;
    const end = starts[i + 1]!.start;
    if (end <= now) continue;
    slots.push({
      range_time: hour,
      time_text: `${pad(hour)}:00`,
      start_time: start,
      end_time: end,
      distance_time: Math.max(0, start - now),
      end_distance: end - now,
      active: start <= now ? 1 : 0,
      now,
    });
  }
  return slots;
}
