// The loader's config comes from its own <script> tag, read once per page: each case here is a
// fresh page (a module reset and a new tag), driving the stand-in chunks of tests/unit/loader-chunks.
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, test, vi } from 'vitest';

vi.mock('../../src/loader/manifest', () => ({
  manifest: {
    runtime: 'runtime.js',
    api: 'api.js',
    widgets: { search: 'search.js' },
    i18n: {},
  },
}));

type Call = [string, ...unknown[]];
type Api = ((...args: unknown[]) => void) & { q?: ArrayLike<unknown>[]; v?: string };
type Page = { vitrina?: Api; __vitrinaChunks?: { calls: Call[] } };
const page = globalThis as unknown as Page;
const chunksDir = pathToFileURL(`${process.cwd()}/tests/unit/loader-chunks/`).href;

/** The config the runtime's init received after the loader ran under a tag with `attrs`. */
async function initConfig(attrs: Record<string, string>): Promise<Record<string, unknown>> {
  const script = document.createElement('script');
  script.type = 'text/x-loader-under-test';
  script.src = `${chunksDir}loader.js`;
  for (const [k, v] of Object.entries(attrs)) script.setAttribute(k, v);
  document.head.append(script);
  vi.resetModules();
  await import('../../src/loader/index');
  // A command that needs the runtime: the loader imports it and initialises it with its config.
  page.vitrina?.('setLocale', 'en_US');
  await vi.waitFor(() => expect(page.__vitrinaChunks?.calls.some((c) => c[0] === 'init')).toBe(true));
  return page.__vitrinaChunks!.calls.find((c) => c[0] === 'init')![1] as Record<string, unknown>;
}

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  // The stand-in runtime is one module for the whole file: forget its calls, and the loader's
  // "already loaded" stamp, so the next case is a fresh page.
  if (page.__vitrinaChunks) page.__vitrinaChunks.calls = [];
  delete page.vitrina;
});

describe('loader script attributes', () => {
  test.each<{ name: string; attrs: Record<string, string>; config: Record<string, unknown> }>([
    {
      name: 'data-storefront-url and data-seller-api are passed to the runtime as they are',
      attrs: {
        'data-api': 'https://api.example/api',
        'data-storefront-url': 'https://tienda.example/',
        'data-seller-api': 'https://sellers.example/api/seller',
      },
      config: {
        base: chunksDir,
        api: 'https://api.example/api',
        locale: undefined,
        storefrontUrl: 'https://tienda.example/',
        sellerApi: 'https://sellers.example/api/seller',
        mode: '',
      },
    },
    {
      name: 'without them: the storefront is next to the SDK, the seller API is left to the runtime',
      attrs: { 'data-locale': 'zh_CN' },
      config: {
        base: chunksDir,
        api: new URL('../api', chunksDir).href,
        locale: 'zh_CN',
        storefrontUrl: new URL('..', chunksDir).href,
        sellerApi: undefined,
        mode: '',
      },
    },
    {
      // full-page mode is the storefront's own: an attribute naming it is none (the runtime keeps
      // no empty setting), and neither can an attribute move the SDK's folder
      name: 'data-mode and data-base set nothing; data-login passes as it is',
      attrs: { 'data-mode': 'full', 'data-base': 'https://evil.example/sdk/', 'data-login': 'redirect' },
      config: {
        base: chunksDir,
        api: new URL('../api', chunksDir).href,
        storefrontUrl: new URL('..', chunksDir).href,
        login: 'redirect',
        mode: '',
      },
    },
  ])('$name', async ({ attrs, config }) => {
    expect(await initConfig(attrs)).toEqual(config);
  });
});
