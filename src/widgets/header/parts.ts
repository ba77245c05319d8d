// The `parts` attribute: which pieces of the header to show, by name, separated by spaces.

export const PARTS = ['contact', 'locale', 'logo', 'search', 'account', 'cart', 'categories', 'nav'] as const;
export type Part = (typeof PARTS)[number];

const isPart = (name: string): name is Part => (PARTS as readonly string[]).includes(name);

/**
 * The parts to show and the names that are none. Absent, empty or only unknown names: every
 * part (a typo must not leave a partner's page without its header).
 */
export function readParts(value: string | undefined): { shown: ReadonlySet<Part>; unknown: string[] } {
  const names = (value ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const known = names.filter(isPart);
  return { shown: new Set(known.length ? known : PARTS), unknown: names.filter((n) => !isPart(n)) };
}
