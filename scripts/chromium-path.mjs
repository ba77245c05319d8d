// Which Chromium the browser tests drive (tests/e2e/support/browser.ts; `npm test` prints its
// version). CHROMIUM_PATH when set; else Debian's chromium-headless-shell when installed: the same
// Chromium release (Blink, V8, the same Debian build) without the desktop browser's UI layer, and
// what Playwright itself runs for headless tests. It does the suite's browser work with about 40%
// less CPU: three browser files took 134 CPU-seconds and 72 s with the full browser, 78 and 44 s
// with the shell, on 2 cores, same tests green. Else the full chromium.
import { existsSync } from 'node:fs';

/** The browser buyers run (or CHROMIUM_PATH): `npm run bench` times boot and latency in it, not in the shell. */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function testChromium() {
  return process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
}
