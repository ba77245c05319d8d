// Public pages are the same for every visitor (nothing of a member is written into them: the
// client fills cart count, name and member prices), so a shared cache may keep them briefly and
// serve them stale while it revalidates; the ETag is the body's hash, so it changes when the
// goods does. Private pages (noindex), errors and the closed site are not cached.
import { createHash } from 'node:crypto';

export const PUBLIC_PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=600';

export const etagOf = (body: string): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether an `If-None-Match` header names this ETag (weak comparison, `*` included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}
