import type { Call, Middleware } from './types';

/** api-reference.md: every call carries `lang`, and server messages come back in that locale. */
export const withLang = <C extends Pick<Call, 'query'>>(call: C, locale: string): C => ({
  ...call,
  query: { ...call.query, lang: locale },
});

export const lang =
  (locale: () => string): Middleware =>
  (next) =>
  (call) =>
    next(withLang(call, locale()));
