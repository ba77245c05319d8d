/**
 * The setup every browser test file shares, in one call at the top of the file:
 *
 *   const { stack, browser } = e2eSuite({ products: 200 });
 *
 * Before the file's tests: a server stack on a fresh copy of the seeded template (stack.ts) and the
 * worker's Chromium (browser.ts); after them, the stack closed, every browser context the file
 * left open closed; tests/support/restore-env.ts puts back any environment variable the file set
 * for its server (SELLER_ACCOUNTS, say), so the next file in this worker starts as if it were the first.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { workerBrowser } from './browser';
import { startStack, type Stack, type StackOptions } from './stack';

export function e2eSuite(options: StackOptions = {}): { stack: Stack; browser: Browser } {
  const stack = late<Stack>('stack');
  const browser = late<Browser>('browser');

  beforeAll(async () => {
    const [started, connected] = await Promise.all([startStack(options), workerBrowser()]);
    stack.set(started);
    browser.set(connected);
  });
  afterAll(async () => {
    await Promise.all(
      browser
        .current()
        ?.contexts()
        .map((context) => context.close()) ?? [],
    );
    await stack.current()?.close();
  });

  return { stack: stack.value, browser: browser.value };
}

/**
 * A value that exists only once `beforeAll` has run, usable as if it were there from the start:
 * the file's tests and helpers name `stack` and `browser` as plain constants. Reads before it is
 * set fail with the reason instead of `undefined`.
 */
function late<T extends object>(what: string): { value: T; set(value: T): void; current(): T | undefined } {
  let target: T | undefined;
  const need = (): T => {
    if (!target) throw new Error(`[vitrina] e2e suite: the ${what} is not ready (did beforeAll fail?)`);
    return target;
  };
  const value = new Proxy({} as T, {
    get(_, key) {
      const real = need();
      const member: unknown = Reflect.get(real, key, real);
      return typeof member === 'function' ? member.bind(real) : member;
    },
    has: (_, key) => Reflect.has(need(), key),
  });
  return {
    value,
    set(next) {
      target = next;
    },
    current: () => target,
  };
}
