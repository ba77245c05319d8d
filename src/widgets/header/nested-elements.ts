// The header nests the search box and the mini cart as their own elements, each with its own chunk,
// shadow root and strings. The loader defines every element and the full storefront those it uses,
// but an ESM host that mounts the header by itself defines none: then the header defines them,
// once, each loading its widget's chunk by the SDK's manifest and mounting through the runtime.
import { $config } from '../../core/config';
import { devWarn } from '../../core/dev';
import { mountWidget, unmountWidget } from '../../core/runtime/mount';
import type { WidgetDef } from '../../core/runtime/widget';

export type LoadWidget = (name: string) => Promise<{ default: WidgetDef }>;

/** The widgets the header nests, by name (`vitrina-<name>`). */
export const NESTED = ['search', 'mini-cart'] as const;

let manifest: Promise<{ widgets?: Record<string, string> }> | undefined;

/**
 * A widget's chunk, found in the manifest beside the chunks (`config.base`): the same file the
 * loader would import, so its runtime import is the one already running. The manifest is read
 * once; a failed read is tried again by the next element.
 */
export const loadByManifest: LoadWidget = async (name) => {
  const base = new URL($config.get().base, location.href);
  manifest ||= fetch(new URL('manifest.json', base)).then((reply) => {
    if (!reply.ok) throw new Error(`manifest: HTTP ${reply.status}`);
    return reply.json() as Promise<{ widgets?: Record<string, string> }>;
  });
  const file = await manifest.then(
    (m) => m.widgets?.[name],
    (error: unknown) => {
      manifest = undefined;
      throw error;
    },
  );
  if (!file) throw new Error(`manifest: no widget ${name}`);
  return import(/* @vite-ignore */ new URL(file, base).href) as Promise<{ default: WidgetDef }>;
};

/** Defines `vitrina-<name>` for each nested widget nothing has defined yet. */
export function defineNested(load: LoadWidget = loadByManifest): void {
  for (const name of NESTED) {
    const tag = `vitrina-${name}`;
    if (customElements.get(tag)) continue;
    customElements.define(
      tag,
      class extends HTMLElement {
        connectedCallback() {
          load(name)
            .then(({ default: def }) => mountWidget(this, def))
            .catch((error: unknown) => {
              devWarn(`header: could not mount ${tag}`, error);
              this.setAttribute('data-vitrina-state', 'error');
            });
        }
        disconnectedCallback() {
          // a disconnect may be a move (a re-render that re-parents it): unmount only if it stays out
          queueMicrotask(() => this.isConnected || unmountWidget(this));
        }
      },
    );
  }
}
