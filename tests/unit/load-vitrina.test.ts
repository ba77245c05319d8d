// @vitrina/sdk's loadVitrina (packages/sdk/src/load.ts) in happy-dom, which loads no script file:
// an injected tag fails at once, and the loader's arrival is played by hand (its version stamped on
// `window.vitrina`, then the tag's `load`). In Chromium, with the real loader: tests/e2e/packages.test.ts.
import { afterEach, describe, expect, test, vi } from 'vitest';

type Api = ((...args: unknown[]) => void) & { v?: string; q?: unknown[][] };
const page = window as unknown as { vitrina?: Api };
const SRC = 'https://shop.example/sdk/loader.js';

/** A fresh copy of the module: its one promise is per page, so per test here. */
async function fresh() {
  vi.resetModules();
  return import('../../packages/sdk/src/load');
}

const loaderTags = () => document.querySelectorAll('script[src*="loader.js"]');

/** What the loader does when it runs: it takes over `window.vitrina`, stamped with its version. */
function loaderRuns(tag: Element | undefined): Api {
  const api: Api = Object.assign(() => undefined, { v: '0.1.0' });
  page.vitrina = api;
  tag?.dispatchEvent(new Event('load'));
  return api;
}

afterEach(() => {
  delete page.vitrina;
  for (const tag of Array.from(loaderTags())) tag.remove();
  vi.restoreAllMocks();
});

describe('loadVitrina', () => {
  test('injects one tag with the options as its data attributes; every call gets the same promise, resolved to the loader', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // happy-dom: "JavaScript file loading is disabled"
    const { loadVitrina } = await fresh();
    // keep happy-dom from failing the tag before the loader "runs": the tag is taken off its list of things to load
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => node);
    const first = loadVitrina({ src: SRC, api: 'https://shop.example/api', locale: 'en_US', login: 'redirect' });
    const second = loadVitrina({ src: 'https://elsewhere.example/sdk/loader.js', locale: 'zh_CN' });
    expect(second).toBe(first);
    expect(append).toHaveBeenCalledTimes(1);
    const tag = append.mock.calls[0]?.[0] as HTMLScriptElement;
    expect([tag.src, tag.async, tag.dataset.api, tag.dataset.locale, tag.dataset.login]).toEqual([
      SRC,
      true,
      'https://shop.example/api',
      'en_US',
      'redirect',
    ]);
    // until the loader runs, calls queue as the snippet's would
    page.vitrina?.('on', 'cart', () => undefined);
    expect(page.vitrina?.q).toHaveLength(1);
    const api = loaderRuns(tag);
    await expect(first).resolves.toBe(api);
  });

  test("adopts the page's own loader tag instead of adding a second", async () => {
    const { loadVitrina } = await fresh();
    const own = document.createElement('script');
    own.type = 'text/x-not-loaded-here';
    own.src = 'https://shop.example/sdk/v0.1.0/loader.js';
    document.head.append(own);
    const loading = loadVitrina({ src: SRC });
    expect(loaderTags()).toHaveLength(1);
    await expect(loading).resolves.toBe(loaderRuns(own));
  });

  test('a loader that already ran is the answer at once', async () => {
    const { loadVitrina } = await fresh();
    const api = loaderRuns(undefined);
    await expect(loadVitrina({ src: SRC })).resolves.toBe(api);
    expect(loaderTags()).toHaveLength(0);
  });

  test('a failed load rejects with the URL, removes its tag and is forgotten: the next call tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loadVitrina } = await fresh();
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => node);
    const failed = loadVitrina({ src: SRC });
    const tag = append.mock.calls[0]?.[0] as HTMLScriptElement;
    tag.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(`[vitrina] could not load ${SRC}`);
    const retry = loadVitrina({ src: SRC });
    expect(retry).not.toBe(failed);
    expect(append).toHaveBeenCalledTimes(2);
    await expect(retry).resolves.toBe(loaderRuns(append.mock.calls[1]?.[0] as HTMLScriptElement));
  });
});
