// A widget the server drew into the page (a declarative shadow root, server/src/web/page-body.ts)
// is hydrated where it stands, not mounted afresh: preact adopts the drawn nodes, the goods stay on
// screen, nothing moves. Storefront only (a partner page never has a drawn widget), so the shared
// runtime's mount stays as it is; what it does besides (attributes → props, the sheets, the
// strings first) is done here the same way.
import { hydrate } from './hydrate';
import { render } from 'react-dom';
import { emit } from '../core/events';
import { coreStrings } from '../core/i18n';
import { $locale, loadStrings } from '../core/locale';
import { widgetView } from '../core/runtime/mount';
import { adoptStyles } from '../core/runtime/styles';
import type { WidgetDef } from '../core/runtime/widget';
import type { DrawnHost } from '../core/ui/host';
import { replayEarlyClick } from './early-clicks';
import { takeSeed } from './seed';

const hydrated = new Map<Element, () => void>();

/** The attribute the server marks a drawn widget's element with (ssr/render.tsx); gone once hydrated. */
export const DRAWN_ATTRIBUTE = 'data-vitrina-drawn';

/**
 * Whether the server drew `host`'s shadow root and it is not hydrated yet. Not "has a shadow root
 * with nodes": a widget this page mounted has one too, and an element that moves (connected again)
 * must not get a second tree over the first one's nodes.
 */
export const isDrawn = (host: Element): boolean => host.hasAttribute(DRAWN_ATTRIBUTE) && Boolean(host.shadowRoot?.firstChild);

/** Whether `host` is hydrated here already (connected again after a move: its tree stays). */
export const isHydrated = (host: Element): boolean => hydrated.has(host);

export async function hydrateWidget(host: HTMLElement, def: WidgetDef): Promise<void> {
  const root = host.shadowRoot;
  if (!root || hydrated.has(host)) return;
  await Promise.all([loadStrings(coreStrings), def.strings && loadStrings(def.strings)]);
  if (!host.isConnected || hydrated.has(host)) return;
  host.removeAttribute(DRAWN_ATTRIBUTE);
  // what the widget reads on its first render instead of asking the API (core/ui/host.ts)
  (host as DrawnHost<unknown>).drawn = takeSeed(host.localName);
  const view = () => widgetView(host, def);
  // Other goods, or the page's first language no more: the widget asks the API again.
  const repaint = () => {
    delete (host as DrawnHost<unknown>).drawn;
    render(view(), root);
  };
  adoptStyles(root, def.css);
  hydrate(view(), root);
  replayEarlyClick(root);
  const observer = new MutationObserver(repaint);
  observer.observe(host, { attributes: true });
  const unLocale = $locale.listen(repaint);
  hydrated.set(host, () => {
    observer.disconnect();
    unLocale();
    render(null, root);
  });
  emit(host, 'ready', { widget: def.name });
}

export function dehydrateWidget(host: Element): void {
  hydrated.get(host)?.();
  hydrated.delete(host);
}
