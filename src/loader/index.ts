// The script-tag entry. No framework, no dependencies: it defines the custom elements, reads its
// config from its own <script> tag, drains the command queue and imports widget chunks on demand.
// Everything else (shadow roots, props, locale, session) lives in the shared runtime chunk.
import { manifest } from './manifest';

declare const __VERSION__: string;
declare const __DEV__: boolean;

/** What every widget chunk (and the `api` chunk) exports: the runtime's entry points. */
interface Runtime {
  init(config: Record<string, string | undefined>): void;
  mount(host: Element, widget: unknown, props?: unknown): unknown;
  unmount(host: Element): void;
  command(name: string, args: unknown[]): unknown;
  default?: unknown;
}
/** `q`: calls made before the loader ran; `v`: its version; `c`: the page's latest click (see below). */
type Queue = ((...args: unknown[]) => void) & { q?: Iterable<unknown>[]; v?: string; c?: Event | null };

const win = window as unknown as { vitrina?: Queue };

// Loaded twice (two snippets, a CMS repeating the tag): the first copy wins, the second is inert.
if (!win.vitrina?.v) {
  const script = (document.currentScript || document.querySelector('script[src*="/loader.js"]')) as HTMLScriptElement;
  const base = new URL('.', script.src).href;
  const data = script.dataset;
  // The tag's data attributes are the runtime's settings (README: data-api, data-locale,
  // data-storefront-url, data-seller-api, data-login), passed whole (the runtime keeps the ones it
  // has); `mode` is full-page mode's alone (an empty setting is none), the SDK's folder the script's.
  const config = {
    ...data,
    mode: '',
    base,
    api: data.api || new URL('../api', base).href,
    storefrontUrl: data.storefrontUrl || new URL('..', base).href,
  };

  // One import per chunk, shared by every element that needs it, so a widget module is evaluated
  // once. A failed import is retried once. When only the widget chunk failed, the retry asks for it
  // under another URL (`?retry`): its static import of the runtime resolves to the runtime already
  // running. When the shared runtime itself failed, asking again for its URL may give back the
  // failure the module map keeps (Chromium 150, and engines before whatwg/html#10327), and every
  // widget chunk imports it by that URL; so from then on every chunk comes from `retry/`, where the
  // server serves the same files: the whole graph, runtime included, under URLs never tried. That
  // happens at most once, before any runtime ran, so the page still gets one runtime.
  let dir = base;
  let core: Promise<unknown> | undefined;
  const warm = () => (core ||= import(/* @vite-ignore */ dir + manifest.runtime));
  const chunks: Record<string, Promise<Runtime>> = {};
  const fetchChunk = (file: string) =>
    (chunks[file] ||= import(/* @vite-ignore */ dir + file)
      .catch(() =>
        warm().then(
          () => import(/* @vite-ignore */ dir + file + '?retry'),
          () => {
            if (dir == base) (dir = base + 'retry/'), (core = undefined);
            return import(/* @vite-ignore */ dir + file + '?retry');
          },
        ),
      )
      .catch((error: unknown) => {
        delete chunks[file]; // the next element tries again
        throw error;
      }));

  let pending: Promise<Runtime> | undefined;
  // The first module that arrives with the runtime's entry points becomes the runtime handle: a
  // widget's chunk once it has arrived (then this takes it at once), else the small `api` chunk.
  const runtime = (chunk = manifest.api): Promise<Runtime> =>
    (pending ||= fetchChunk(chunk).then(
      (r) => (r.init(config), r),
      (error: unknown) => {
        pending = undefined; // let the next element try again
        throw error;
      },
    ));

  // Failure stays inside the element: its own light-DOM children (a plain fallback form, say)
  // show through a slot, and the host page never sees an exception.
  const fail = (host: HTMLElement, error: unknown) => {
    if (__DEV__) console.warn('[vitrina] could not load a widget', error);
    host.dataset.vitrinaState = 'error';
    (host.shadowRoot || host.attachShadow({ mode: 'open' })).innerHTML = '<slot></slot>';
  };

  const mount = (host: HTMLElement, name: string | undefined, props?: unknown) => {
    const file = name && manifest.widgets[name];
    // An unknown widget shows the host's fallback; the runtime's dispatcher says why (unknown-widget).
    if (!file)
      return (
        fail(host, name),
        runtime().then(
          (r) => r.command('mount', [name, host]),
          () => 0,
        )
      );
    // The shared chunk and the strings start downloading now, beside the widget chunk: one round
    // trip instead of three (widget → runtime → dictionaries). A wrong guess of the locale (the
    // buyer picked another one earlier) only costs an unused small download. A failure here is
    // handled by the widget chunk's retry, which looks at the same `warm()` promise.
    const locale = data.locale || 'es_MX';
    warm().catch(() => 0);
    for (const file of [manifest.i18n.core?.[locale], manifest.i18n[name]?.[locale]]) {
      if (file) import(/* @vite-ignore */ dir + file).catch(() => 0);
    }
    fetchChunk(file)
      .then((w: Runtime) => runtime(file).then((r) => r.mount(host, w.default, props)))
      // A known widget that cannot mount (its chunk or the runtime failed twice, or its mount threw)
      // is told to the host page too, as the widgets tell the failures they show (core/ui/failure.ts,
      // which is not here to use): one vitrina:error from the host, bubbling and composed, whose
      // `detail` is the error. An unknown name is not this: the dispatcher reports unknown-widget.
      .catch((error) => {
        fail(host, error);
        host.dispatchEvent(
          new CustomEvent('vitrina:error', {
            bubbles: true,
            composed: true,
            detail: { code: 'mount-failed', widget: name, detail: error },
          }),
        );
      });
  };

  // A disconnect may be a move: only unmount if the element is still out of the document.
  const unmountLater = (host: Element) =>
    pending?.then(
      (r) => host.isConnected || r.unmount(host),
      () => 0,
    );

  for (const name in manifest.widgets) {
    const tag = 'vitrina-' + name;
    customElements.get(tag) ||
      customElements.define(
        tag,
        class extends HTMLElement {
          connectedCallback() {
            mount(this, name);
          }
          disconnectedCallback() {
            unmountLater(this);
          }
        },
      );
  }

  // <div data-vitrina="search"> for hosts that strip unknown tags: found now and when added later.
  const visit = (node: Node, fn: (el: HTMLElement) => unknown) => {
    if (node instanceof HTMLElement) {
      if (node.dataset.vitrina) fn(node);
      node.querySelectorAll<HTMLElement>('[data-vitrina]').forEach(fn);
    }
  };
  const scan = () => visit(document.documentElement, (el) => el.shadowRoot || mount(el, el.dataset.vitrina));
  new MutationObserver((records) => {
    for (const r of records) {
      r.addedNodes.forEach((n) => visit(n, (el) => el.isConnected && mount(el, el.dataset.vitrina)));
      r.removedNodes.forEach((n) => visit(n, unmountLater));
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
  // What the parser adds after this script ran reaches the observer as added nodes, so one scan of
  // what is there now is enough, whether the page is still loading or not.
  scan();

  // The JS API. `on`/`off`/`mount`/`open` are answered here, so they work before the runtime has arrived;
  // every other command goes to the runtime's one dispatcher (core/runtime/commands.ts), which
  // full-page mode uses too. Bad input never throws into the host page (issue 16 §2): a call this
  // cannot do (a listener that is not a function, a selector that does not parse, no element, an
  // unknown widget) goes to the dispatcher too, which checks it again and reports why.
  const api: Queue = (command, ...args) => {
    const [a, b] = args as [string, { call?: unknown }];
    try {
      // a listener is something with `call`: a function (anything else goes on, to be reported)
      if (command == 'on' && b.call) return document.addEventListener('vitrina:' + a, b as EventListener);
      if (command == 'off' && b.call) return document.removeEventListener('vitrina:' + a, b as EventListener);
      if (command == 'mount') {
        // an element, else a selector (anything else makes querySelector throw, or find nothing)
        const host = b instanceof HTMLElement ? b : document.querySelector(b as string);
        // an unknown widget still shows the host's fallback, and mount reports it
        if (host instanceof HTMLElement) return mount(host, a, args[2]);
      }
      // `open`: a dialog widget opens when its host has the `open` attribute; without a host on the
      // page, one is added at the end of the body. Answered here, so it works before any chunk arrived.
      if (command == 'open' && manifest.widgets[a]) {
        const tag = 'vitrina-' + a;
        const host = document.querySelector(tag + ',[data-vitrina="' + a + '"]') || document.body.appendChild(document.createElement(tag));
        return host.setAttribute('open', '');
      }
    } catch {
      // a selector that does not parse, a listener or event name that is not one: reported below
    }
    // a runtime that cannot load leaves the command undone; the widgets' own fallbacks say so
    runtime().then(
      (r) => r.command(command as string, args),
      () => 0,
    );
  };
  api.v = __VERSION__;
  // A click on a dialog's `trigger` before the dialog's chunk has arrived would be lost: the page's
  // latest click is kept (capture, so before any widget's listener) and the widget, once mounted,
  // opens if its target is the trigger and takes it (core/early-click.ts). 19 B, no listener per host.
  addEventListener('click', (e) => (api.c = e), true);
  const queued = win.vitrina?.q;
  win.vitrina = api;
  queued?.forEach((args) => api(...args));
}
