// Query strings as flat string records (the first value of a repeated key wins), and back.

export type Query = Record<string, string>;
export type QueryInput = Record<string, string | number | null | undefined>;

export function parseQuery(search: string): Query {
  const out: Query = {};
  for (const [key, value] of new URLSearchParams(search)) if (!(key in out)) out[key] = value;
  return out;
}

/** `?a=1&b=x`, dropping empty values; `''` when nothing is left. */
export function buildQuery(params: QueryInput): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    out.set(key, String(value));
  }
  const s = out.toString();
  return s ? `?${s}` : '';
}

export const withQuery = (path: string, params: QueryInput): string => path + buildQuery(params);
