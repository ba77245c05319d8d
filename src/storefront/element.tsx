// <vitrina-storefront>, the custom element of full-page mode, which renders the app into its own
// shadow root (the header's widgets are defined by widget-element.ts). A page whose first screen
// the server drew (a declarative shadow root) is hydrated instead: the app's first render must be
// that page, so the route is resolved and its page's code loaded before preact adopts the nodes.
import { hydrate } from './hydrate';
import { render } from 'react-dom';
import { $locale, bcp47 } from '../core/locale';
import { adoptStyles } from '../core/runtime/styles';
import { App } from './app';
import type { Navigation, ViewState } from './navigation';
import { dropSeed } from './seed';
import { keepEarlyClicks, replayEarlyClick } from './early-clicks';
import { DRAWN_ATTRIBUTE } from './hydrate-widget';
import { storefrontCss } from './sheets';
import { viewFor } from './views';

export type Start = (root: ShadowRoot) => { nav: Navigation; ready: Promise<unknown>; stop(): void };

/** Resolves once the first location is judged; a drawn page's code is loaded by then too. */
function firstView(nav: Navigation): Promise<unknown> {
  return new Promise<ViewState>((done) => {
    const off = nav.$view.subscribe((view) => {
      if (view.status === 'pending') return;
      queueMicrotask(() => off());
      done(view);
    });
  }).then((view) => {
    const page = view.status === 'ready' ? viewFor(view.route.name) : undefined;
    return page && 'preload' in page && typeof page.preload === 'function' ? page.preload() : undefined;
  });
}

/** `<vitrina-storefront>`: one per page; `start` wires router, navigation and data. */
export function defineStorefront(start: Start): void {
  if (customElements.get('vitrina-storefront')) return;
  customElements.define(
    'vitrina-storefront',
    class extends HTMLElement {
      stop?: () => void;
      connectedCallback() {
        if (this.stop) return;
        // Drawn in the buyer's language (the server draws `?lang=` or es-MX; a buyer's cookie may
        // ask for another): hydrated. In another language the page is drawn again here, and the
        // data the server drew with (in its language) is not used.
        const drawn = Boolean(this.shadowRoot?.firstChild) && document.documentElement.lang === bcp47($locale.get());
        if (!drawn) dropSeed();
        const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        // the member centre adopts the same core/ui sheets in the same order before its own
        adoptStyles(root, storefrontCss);
        const app = start(root);
        let live = true;
        // Strings first, so the first paint is already in the buyer's language.
        const ready = drawn ? Promise.all([app.ready, firstView(app.nav).catch(() => undefined)]) : app.ready;
        // a tap on a drawn button before its root answers is pressed again once it does: this
        // root's below, a drawn widget's when hydrate-widget.ts has hydrated it
        let hydrated = false;
        const unkeep = drawn
          ? keepEarlyClicks(this, (r) => (r === root ? !hydrated : r instanceof ShadowRoot && r.host.hasAttribute(DRAWN_ATTRIBUTE)))
          : () => {};
        setTimeout(unkeep, 60_000); // a page that never hydrates keeps nothing for ever
        this.stop = () => {
          live = false;
          unkeep();
          render(null, root);
          app.stop();
        };
        void ready.then(() => {
          if (!live) return;
          (drawn ? hydrate : render)(<App nav={app.nav} />, root);
          hydrated = true;
          replayEarlyClick(root);
        });
      }
      disconnectedCallback() {
        this.stop?.();
        this.stop = undefined;
      }
    },
  );
}
