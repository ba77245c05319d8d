// <vitrina-storefront>, the custom element of full-page mode, which renders the app into its own
// shadow root (the header's widgets are defined by widget-element.ts).
import { render } from 'react-dom';
import { adoptStyles } from '../core/runtime/styles';
import { App } from './app';
import type { Navigation } from './navigation';
import controls from '../core/ui/controls.css?inline';
import lists from '../core/ui/lists.css?inline';
import pageBase from '../core/ui/page-base.css?inline';
import steps from '../core/ui/steps.css?inline';
import shell from './shell.css?inline';
import pages from './pages.css?inline';

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
        // the member centre adopts the same core/ui sheets in the same order before its own
        adoptStyles(root, controls + pageBase + shell + lists + steps + pages);
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
