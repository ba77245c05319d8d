// The widget elements of full-page mode: the very chunks a partner embeds, each in its own shadow
// root. Apart from element.tsx (the app's element) so a page can define the widget it embeds
// without importing the app that imports the page.
import { devWarn } from '../core/dev';
import { mountWidget, unmountWidget } from '../core/runtime/mount';
import type { WidgetDef } from '../core/runtime/widget';
import { dehydrateWidget, hydrateWidget, isDrawn, isHydrated } from './hydrate-widget';

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
        if (isHydrated(this)) return;
        load()
          // the server drew it (storefront's first screen): adopt what is there
          .then(({ default: def }) => (isDrawn(this) ? hydrateWidget(this, def) : mountWidget(this, def)))
          .catch((error: unknown) => {
            devWarn(`could not mount ${tag}`, error);
            this.setAttribute('data-vitrina-state', 'error');
          });
      }
      disconnectedCallback() {
        // A disconnect may be a move (a re-render that re-parents it): unmount only if it stays out.
        queueMicrotask(() => {
          if (this.isConnected) return;
          unmountWidget(this);
          dehydrateWidget(this);
        });
      }
    },
  );
}
