// Path patterns like `/goods/:id`: static segments and `:name` params, matched whole. Among
// several matches the most specific wins (`/goods/snapshot` before `/goods/:id`), whatever the
// order of the table.

export type Params = Record<string, string>;

export interface Match<R> {
  route: R;
  params: Params;
}

interface Compiled<R> {
  route: R;
  segments: string[];
  score: number;
}

/** `/a//b/` → `/a/b`; the root stays `/`. */
export function normalizePath(pathname: string): string {
  const clean = pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return clean.startsWith('/') ? clean || '/' : `/${clean}`;
}

const split = (path: string): string[] => normalizePath(path).split('/').filter(Boolean);

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined; // a malformed escape (`%E0%A4%A`) matches no param
  }
}

/** Compiles a table once; the returned function matches a pathname against it. */
export function createMatcher<R extends { path: string }>(routes: readonly R[]): (pathname: string) => Match<R> | undefined {
  const compiled: Compiled<R>[] = routes.map((route) => {
    const segments = split(route.path);
    // Static segments weigh more than params, so the most specific pattern wins.
    const score = segments.reduce((s, seg) => s * 4 + (seg.startsWith(':') ? 1 : 3), 1);
    return { route, segments, score };
  });
  compiled.sort((a, b) => b.segments.length - a.segments.length || b.score - a.score);

  return (pathname) => {
    const parts = split(pathname);
    for (const { route, segments } of compiled) {
      if (segments.length !== parts.length) continue;
      const params: Params = {};
      let ok = true;
      for (let i = 0; i < segments.length && ok; i++) {
        const seg = segments[i] ?? '';
        const part = parts[i] ?? '';
        if (seg.startsWith(':')) {
          const value = decode(part);
          if (value === undefined || value === '') ok = false;
          else params[seg.slice(1)] = value;
        } else if (seg !== part) ok = false;
      }
      if (ok) return { route, params };
    }
    return undefined;
  };
}
