// core/cookies.ts as the server-side render sees it (scripts/ssr-build.mjs puts this module in its
// place): a page drawn on the server is everyone's (shared-cached), so it reads no visitor's
// cookies (no session, no member) and writes none.
export { DAY_MS, inDays } from '../../core/cookies';

export const readCookie = (_name: string): string | undefined => undefined;
export const writeCookie = (_name: string, _value: string, _until: number): void => {};
export const removeCookie = (_name: string): void => {};
