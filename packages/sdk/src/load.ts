// `loadVitrina()`: the loader as a promise, like @stripe/stripe-js's `loadStripe`. One load per page:
// the first call injects the script tag (or adopts one the page already has), every later call gets
// the same promise, and the loader itself keeps a second copy inert. Nothing runs at import time,
// so server rendering may import this module; there it resolves to null.
import type { Vitrina } from './api.js';
import type { VitrinaLocale } from './events.js';

export interface LoadVitrinaOptions {
  /** the loader's URL: `https://shop.example/sdk/loader.js`, or a pinned `…/sdk/v0.1.0/loader.js` */
  src: string;
  /** the buyer API (default: `../api` next to the SDK) */
  api?: string;
  /** the first language (default es_MX) */
  locale?: VitrinaLocale;
  /** where links lead by default (default: the SDK's origin) */
  storefrontUrl?: string;
  /** `redirect`: "log in" goes to the marketplace's login page */
  login?: 'inline' | 'redirect';
  /** Subresource Integrity of a pinned loader (`integrity.json` of its release) */
  integrity?: string;
}

type Queue = Vitrina & { q?: unknown[][] };
type Host = { vitrina?: Queue };

let loading: Promise<Vitrina | null> | undefined;

/** A Vitrina loader's URL: `…/sdk/loader.js` or a pinned `…/sdk/v0.1.0/loader.js`. */
const LOADER = /\/sdk\/(?:v[^/]+\/)?loader\.js(?:[?#]|$)/;

/** A loader already on the page: the one this module injected, or the page's own snippet. */
export function findScript(src?: string): HTMLScriptElement | null {
  const scripts = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'));
  return scripts.find((s) => s.hasAttribute('data-vitrina-loader')) ?? scripts.find((s) => s.src === src || LOADER.test(s.src)) ?? null;
}

/** The loader's snippet: `vitrina(…)` queues calls until the loader takes them over. */
function installQueue(host: Host): void {
  if (host.vitrina) return;
  const queue = ((...args: unknown[]) => {
    queue.q?.push(args);
  }) as Queue;
  queue.q = [];
  host.vitrina = queue;
}

export function injectScript(options: LoadVitrinaOptions): HTMLScriptElement {
  const script = document.createElement('script');
  script.async = true;
  script.src = options.src;
  script.dataset.vitrinaLoader = '';
  if (options.api) script.dataset.api = options.api;
  if (options.locale) script.dataset.locale = options.locale;
  if (options.storefrontUrl) script.dataset.storefrontUrl = options.storefrontUrl;
  if (options.login) script.dataset.login = options.login;
  if (options.integrity) {
    script.integrity = options.integrity;
    script.crossOrigin = 'anonymous';
  }
  (document.head || document.body).appendChild(script);
  return script;
}

/** The loader has run once it has replaced the queue with itself (it stamps its version on it). */
const ran = (host: Host): Vitrina | undefined => (host.vitrina?.v ? host.vitrina : undefined);

function loadScript(options: LoadVitrinaOptions): Promise<Vitrina> {
  const host = window as unknown as Host;
  return new Promise<Vitrina>((resolve, reject) => {
    const done = ran(host);
    if (done) return resolve(done);
    installQueue(host);
    const script = findScript(new URL(options.src, location.href).href) ?? injectScript(options);
    const settle = () => {
      const api = ran(host);
      if (api) resolve(api);
      else reject(new Error(`[vitrina] ${script.src} loaded but did not start the Vitrina loader`));
    };
    script.addEventListener('load', settle);
    script.addEventListener('error', () => {
      // a tag that failed is removed, so the next call injects a fresh one
      script.remove();
      reject(new Error(`[vitrina] could not load ${script.src}`));
    });
  });
}

/**
 * Loads the Vitrina loader once and resolves to its JS API, `vitrina(…)`. Later calls (with any
 * options) get the same promise; a failed load is forgotten, so calling again retries. Without a
 * `window` (server rendering) it resolves to null and touches nothing.
 */
export function loadVitrina(options: LoadVitrinaOptions): Promise<Vitrina | null> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return Promise.resolve(null);
  loading ||= loadScript(options).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
