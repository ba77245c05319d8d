import type { Call, Params } from './types';

/** Repeated keys for arrays; null/undefined dropped; booleans as 0|1 (Javashop convention). */
export function encodeParams(params: Params = {}): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value == null) continue;
    for (const v of Array.isArray(value) ? value : [value]) out.append(key, `${typeof v === 'boolean' ? +v : v}`);
  }
  return out;
}

/** The URL of a call under an API base (a trailing slash on the base is ignored). */
export const urlOf = (api: string, call: Pick<Call, 'path' | 'query'>): string =>
  `${api.replace(/\/$/, '')}${call.path}?${encodeParams(call.query)}`;
