import { LOCALES, type Locale } from '../../../../src/core/contract/locales';
import { stripSuggestQuotes } from '../../../../src/core/contract/rules';
import type { SearchWord } from '../../../../src/core/contract/types';
import type { SuggestReply } from '../../../../src/core/contract/types-suggest';
import type { Db } from '../../db/types';
import { listGoodsNames } from '../../repos/catalogue/catalogue';
import { listSuggestSections } from '../../repos/catalogue/suggest-sections';
import { catalogueVersion } from '../../repos/catalogue/catalogue-version';
import { listingVersion } from '../catalogue/listing-version';
import { buildSuggestIndex, type SuggestIndex } from './suggest-index';
import { buildSectionIndex, type SectionHits, type SectionIndex } from './suggest-sections';

/** How often a node asked for suggestions compares its index's catalogue version with the database's. */
export const SUGGEST_CHECK_MS = 1_000;

/**
 * One suggestion index per locale, built from the database at start and kept following the
 * catalogue on every node: at most once a second, a request for suggestions compares the catalogue
 * version the index was built from (migration 520: it moves with every committed rename, new,
 * repriced or delisted goods, whoever wrote it — this node, another, the seed CLI or plain SQL)
 * with the database's, one primary-key read, and on a difference rebuilds in the background.
 * Answers keep coming from the old index until the new one is complete, so there is no pause; a
 * change shows in suggestions a check and a build later (measured in `npm run bench`). A node
 * nobody asks for suggestions does not rebuild.
 */
export function createSuggestService(db: Db, options: { now?: () => number; checkEveryMs?: number } = {}) {
  const now = options.now ?? Date.now;
  const checkEveryMs = options.checkEveryMs ?? SUGGEST_CHECK_MS;
  let indexes: Map<Locale, SuggestIndex> = new Map();
  // categories, brands and shops (issue 17 §2): rebuilt with the words, from the same version
  let sections: SectionIndex | undefined;
  let building: Promise<void> | undefined;
  /** the catalogue version the indexes were built from */
  let builtFrom: number | null | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;

  async function build(): Promise<void> {
    // read before the names: a change committed while building moves the version past this one,
    // so the next check rebuilds again rather than missing it
    const version = await catalogueVersion(db);
    const next = new Map<Locale, SuggestIndex>();
    for (const locale of LOCALES) next.set(locale, buildSuggestIndex(await listGoodsNames(db, locale)));
    const nextSections = buildSectionIndex(await listSuggestSections(db));
    indexes = next;
    sections = nextSections;
    builtFrom = version;
  }

  function rebuild(): Promise<void> {
    building ??= build().finally(() => {
      building = undefined;
    });
    return building;
  }

  /** Starts a rebuild in the background when the catalogue moved since the index was built. */
  function freshen(): void {
    const t = now();
    if (building || t - checkedAt < checkEveryMs) return;
    checkedAt = t;
    listingVersion(db)
      .then((version) => (version === builtFrom ? undefined : rebuild()))
      .catch(() => {
        // the database is away: the old index keeps answering, the next request checks again
        checkedAt = Number.NEGATIVE_INFINITY;
      });
  }

  return {
    rebuild,

    suggest(keyword: string, locale: Locale): SearchWord[] {
      freshen();
      return indexes.get(locale)?.suggest(stripSuggestQuotes(keyword)) ?? [];
    },

    /** Every section of the search box's suggestions for one keystroke (`/mallpcapi/goods/suggest`). */
    sections(keyword: string, locale: Locale, asset: (path: string) => string): SuggestReply {
      freshen();
      const clean = stripSuggestQuotes(keyword);
      const found: SectionHits = sections?.find(clean, locale) ?? { categories: [], brands: [], shops: [] };
      return {
        words: indexes.get(locale)?.suggest(clean) ?? [],
        categories: found.categories.map(({ id, grandId, name, path, goodsCount }) => ({ id, grandId, name, path, goodsCount })),
        brands: found.brands.map(({ id, name, goodsCount }) => ({
          id,
          name,
          logo: asset(`/uploads/generated/brand/${id}.svg`),
          goodsCount,
        })),
        shops: found.shops.map(({ id, name }) => ({ id, name, logo: asset(`/uploads/generated/shop/${id}.svg`) })),
      };
    },

    size(locale: Locale): number {
      return indexes.get(locale)?.size ?? 0;
    },
  };
}

export type SuggestService = ReturnType<typeof createSuggestService>;
