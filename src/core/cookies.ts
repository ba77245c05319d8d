// Document cookies that end at a given moment. On a partner page these belong to the partner's
// origin: each host keeps its own session, which is what a third-party embed can rely on.
export const DAY_MS = 86_400_000;

export function readCookie(name: string, doc: Document = document): string | undefined {
  const prefix = encodeURIComponent(name) + '=';
  for (const part of doc.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

/** `days` from now, in ms since the epoch: the `until` of a cookie that lives that long. */
export const inDays = (days: number): number => Date.now() + days * DAY_MS;

/** A cookie that ends at `until` (ms since the epoch): a session's cookies end with the session. */
export function writeCookie(name: string, value: string, until: number, doc: Document = document): void {
  const expires = new Date(until).toUTCString();
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
}

export function removeCookie(name: string, doc: Document = document): void {
  doc.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
