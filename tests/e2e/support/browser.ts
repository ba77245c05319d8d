import { chromium, type Browser } from 'playwright-core';
import { testChromium } from '../../../scripts/chromium-path.mjs';

/** Debian's Chromium, driven by playwright-core (no downloaded browser builds here): see chromium-path.mjs. */
export const CHROMIUM = testChromium();
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

/**
 * A Chromium of its own (quick-start.test.ts checks `npm start` with a browser nobody else used;
 * the bench passes FULL_CHROMIUM, the browser buyers run).
 */
export function launch(executablePath = CHROMIUM): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

let shared: Promise<Browser> | undefined;

/**
 * This worker's Chromium: launched by the first file that asks, then kept for the files after it
 * (the e2e project does not isolate files, so a worker's modules live on), and killed with the
 * worker. Files take a fresh context per test and close what they opened (see suite.ts).
 */
export function workerBrowser(): Promise<Browser> {
  shared ??= launch().then((browser) => {
    browser.on('disconnected', () => {
      shared = undefined;
    });
    return browser;
  });
  return shared;
}
