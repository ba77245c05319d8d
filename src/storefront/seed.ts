// The data the server drew the first screen with (server/src/web/page-body.ts writes it once, as
// JSON in the page), by widget tag. Each widget takes its part once, when it hydrates; a widget
// mounted later (in-app navigation) asks the API as always.

let seed: Record<string, unknown> | undefined;

export const SEED_ID = 'vitrina-seed';

function read(): Record<string, unknown> {
  if (!seed) {
    try {
      seed = JSON.parse(document.getElementById(SEED_ID)?.textContent || '{}') as Record<string, unknown>;
    } catch {
      seed = {};
    }
  }
  return seed;
}

/** The data `tag` was drawn with, once. */
export function takeSeed(tag: string): unknown {
  const all = read();
  const mine = all[tag];
  delete all[tag];
  return mine;
}

/** A page drawn in another language than the buyer's is drawn again by the client: its data is not used. */
export function dropSeed(): void {
  seed = {};
}
