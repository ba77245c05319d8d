import { LOCALES, type Locale } from '../../../../src/core/contract/locales';
import { stripSuggestQuotes } from '../../../../src/core/contract/rules';
import type { SearchWord } from '../../../../src/core/contract/types';
import type { Db } from '../../db/types';
import { listGoodsNames } from '../../repos/catalogue/catalogue';
import { buildSuggestIndex, type SuggestIndex } from './suggest-index';

/**
 * One suggestion index per locale, built from the database at start. `rebuild()` swaps in fresh
 * indexes after the catalogue changes (seeding is the only writer today); queries keep using
 * the old ones until the new ones are complete.
 */
export function createSuggestService(db: Db) {
  let indexes: Map<Locale, SuggestIndex> = new Map();
  let building: Promise<void> | undefined;

  async function build(): Promise<void> {
    const next = new Map<Locale, SuggestIndex>();
    for (const locale of LOCALES) next.set(locale, buildSuggestIndex(await listGoodsNames(db, locale)));
    indexes = next;
  }

  return {
    rebuild(): Promise<void> {
      building ??= build().finally(() => {
        building = undefined;
      });
      return building;
    },

    suggest(keyword: string, locale: Locale): SearchWord[] {
      return indexes.get(locale)?.suggest(stripSuggestQuotes(keyword)) ?? [];
    },

    size(locale: Locale): number {
      return indexes.get(locale)?.size ?? 0;
    },
  };
}

export type SuggestService = ReturnType<typeof createSuggestService>;
