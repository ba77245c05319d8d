import type { GoodsBundle } from './goods';
import type { CatalogueModel } from './model';
import type { createRng } from './prng';

/** What every stream's demo data is seeded from (its own file, so the streams and `extras.ts` import no circle). */
export interface SeedContext {
  rng: ReturnType<typeof createRng>;
  model: CatalogueModel;
  /** the first goods generated (up to 400), whatever the catalogue size */
  early: GoodsBundle[];
  products: number;
}
