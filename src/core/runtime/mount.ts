// Mounting a widget into its host: one open shadow root, the base and widget sheets, props from
// attributes (re-rendered on change) merged with props given through the JS API. `unmount` undoes
// all of it, so SPA hosts can add and remove elements freely (a test does it 1,000 times).
import { createElement } from 'react';
import { render } from 'react-dom';
import { emit } from '../events';
import { devWarn } from '../dev';
import { coreStrings } from '../i18n';
import { loadStrings } from '../locale';
import { Root } from './root';
import { adoptStyles } from './styles';
import { attributesToProps } from './props';
import type { Props, WidgetDef } from './widget';

interface Mounted {
  def: WidgetDef;
  root: ShadowRoot;
  observer: MutationObserver;
  extra: Props;
}

const mounted = new Map<Element, Mounted>();

/** How many widgets are mounted now (tests use it to find leaks). */
export const mountedCount = (): number => mounted.size;
export const mountedDefs = (): WidgetDef[] => [...new Set([...mounted.values()].map((m) => m.def))];

/** What a widget's host shows: the widget with its attributes as props (and those given through the JS API). */
export const widgetView = (host: Element, def: WidgetDef, extra: Props = {}) =>
  createElement(Root, { def, host: host as HTMLElement, props: { ...attributesToProps(host), ...extra } });

function paint(host: Element, m: Mounted): void {
  render(widgetView(host, m.def, m.extra), m.root);
}

export async function mountWidget(host: Element, def: WidgetDef, extra: Props = {}): Promise<void> {
  const existing = mounted.get(host);
  if (existing) {
    existing.extra = { ...existing.extra, ...extra };
    return paint(host, existing);
  }
  // Strings first, so the first paint is already in the right language.
  await Promise.all([loadStrings(coreStrings), def.strings && loadStrings(def.strings)]);
  if (mounted.has(host)) return;
  // A node outside the document (never added, or removed while the strings loaded) would keep its
  // listeners with no disconnect to end them: nothing is mounted there.
  // (its tag, not the node: a page that unmounts at once would otherwise print whole detached trees)
  if (!host.isConnected) return devWarn('mount: the target is not in the document; nothing mounted', host.localName);

  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  root.replaceChildren();
  host.removeAttribute('data-vitrina-state');
  adoptStyles(root, def.css);
  const m: Mounted = { def, root, extra, observer: new MutationObserver(() => paint(host, m)) };
  m.observer.observe(host, { attributes: true });
  mounted.set(host, m);
  paint(host, m);
  emit(host, 'ready', { widget: def.name });
}

/** A host not found (`vitrina('unmount', '#gone')`) or not mounted is left alone. */
export function unmountWidget(host: Element | null): void {
  const m = host && mounted.get(host);
  if (!host || !m) return;
  m.observer.disconnect();
  render(null, m.root);
  m.root.replaceChildren();
  mounted.delete(host);
}
