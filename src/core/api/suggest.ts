import { ApiError } from '../errors';
import { buildUrl } from '../http';

export const SUGGEST_PATH = '/mallpcapi/goods/suggest';

/**
 * Every section of the search box's suggestions for one keystroke (issue 17 §2), unchecked: its
 * check (suggest-check.ts) travels with the rendering of the sections, in their own chunk, so the
 * search box every partner page loads carries neither. A bare GET with no header of ours: on a
 * partner's origin any header (the client's `uuid`, a token) makes it a CORS request that needs a
 * preflight, and browsers cache a preflight per URL, so every new keyword would pay two round
 * trips. Suggestions need neither the device nor the session.
 */
export async function requestSuggest(keyword: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(buildUrl({ path: SUGGEST_PATH, query: { keyword } }), { signal });
  const reply = (await response.json()) as { code?: number; message?: string; result?: unknown };
  if (reply.code !== 200) throw new ApiError(reply.message ?? '', response.status, String(reply.code), SUGGEST_PATH, reply);
  return reply.result;
}
