/** Dev-only diagnostics, prefixed and compiled out of production bundles (STYLE habit 7). */
export function devWarn(...args: unknown[]): void {
  if (__DEV__) console.warn('[vitrina]', ...args);
}
