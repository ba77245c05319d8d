// Arrow keys over a list of links (the category menu): where focus goes for a key, or undefined
// when the key is not ours, so Tab, Enter and typing keep their usual meaning.

export type LinkKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

const isLinkKey = (key: string): key is LinkKey => key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End';

/** The index to focus among `count` links after `key`, from `current` (-1: none focused yet). Wraps around. */
export function nextLinkIndex(key: string, current: number, count: number): number | undefined {
  if (!isLinkKey(key) || count === 0) return undefined;
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
  }
}
