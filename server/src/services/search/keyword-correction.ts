import type { Queryable } from '../../db/types';
import { similarTerms, termExists } from '../../repos/catalogue/catalogue';
import { withinOneEditOfPrefix } from './edit-distance';
import { hasCjk } from './normalize';

/** Shorter tokens have too many one-edit neighbours to guess what was meant. */
const FUZZY_MIN_LENGTH = 4;
const MAX_ALTERNATIVES = 8;

/**
 * For each keyword token, the strings to look for: the token itself when some catalogue word
 * contains it, else the catalogue words within one edit of it (or of their prefix, for a
 * half-typed word), found by pg_trgm similarity then checked exactly. A token with no match and
 * no neighbour is kept, so the search honestly finds nothing.
 */
export async function correctTokens(q: Queryable, tokens: readonly string[]): Promise<string[][]> {
  const corrected: string[][] = [];
  for (const token of tokens) {
    if (token.length < FUZZY_MIN_LENGTH || hasCjk(token) || (await termExists(q, token))) {
      corrected.push([token]);
      continue;
    }
    const near = (await similarTerms(q, token)).filter((term) => withinOneEditOfPrefix(token, term));
    corrected.push(near.length > 0 ? near.slice(0, MAX_ALTERNATIVES) : [token]);
  }
  return corrected;
}
