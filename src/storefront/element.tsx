// The custom elements of full-page mode: the header's widgets (the very chunks a partner embeds,
// each in its own shadow root) and <vitrina-storefront>, which renders the app into its own.
import { render } from 'react-dom';
import { devWarn } from '../core/dev';
import { mountWidget, unmountWidget } from '../core/runtime/mount';
import { adoptStyles } from '../core/runtime/styles';
import type { WidgetDef } from '../core/runtime/widget';
import { App } from './app';
import type { Navigation } from './navigation';
import shell from './shell.css?inline';
import pages from './pages.css?inline';

/**
 * Defines `tag` for a widget unless something (the loader, say) already did. The widget chunk is
 * imported, not bundled in: it is the same chunk a partner page loads, fetched in parallel
 * (the HTML preloads it), and the storefront entry does not become its second owner.
 */
export function defineWidgetElement(tag: string, load: () => Promise<{ default: WidgetDef }>): void {
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      connectedCallback() {
        load()
          .then(({ default: def }) => mountWidget(this, def))
          .catch((error: unknown) => {
            devWarn(`could not mount ${tag}`, error);
            this.setAttribute('data-vitrina-state', 'error');
          });
      }
      disconnectedCallback() {
        // A disconnect may be a move (a re-render that re-parents it): unmount only if it stays out.
        queueMicrotask(() => this.isConnected || unmountWidget(this));
      }
    },
  );
}

export type Start = (root: ShadowRoot) => { nav: Navigation; ready: Promise<unknown>; stop(): void };

/** `<vitrina-storefront>`: one per page; `start` wires router, navigation and data. */
export function defineStorefront(start: Start): void {
  if (customElements.get('vitrina-storefront')) return;
  customElements.define(
    'vitrina-storefront',
    class extends HTMLElement {
      stop?: () => void;
      connectedCallback() {
        if (this.stop) return;
        const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        adoptStyles(root, shell + pages);
        const app = start(root);
        let live = true;
        this.stop = () => {
          live = false;
          render(null, root);
          app.stop();
        };
        // Strings first, so the first paint is already in the buyer's language.
        void app.ready.then(() => live && render(<App nav={app.nav} />, root));
      }
      disconnectedCallback() {
        this.stop?.();
        this.stop = undefined;
      }
    },
  );
}
