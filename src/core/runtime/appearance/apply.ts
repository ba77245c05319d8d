// Puts a resolved appearance on the page, for every widget at once, mounted now or later:
// - the custom properties go in one constructable sheet adopted by the document, on
//   `:where(:root)`: every widget host inherits them, through any shadow root (the header's search
//   box too), and any `--vitrina-*` the page sets itself, on a widget or an ancestor, still wins
//   (zero specificity, and an inherited value loses to one set nearer);
// - with a theme, each widget also paints its own background in `bg` and sets `color-scheme` (its
//   native controls and scrollbars follow), so its text keeps its contrast whatever the page
//   behind it is. That sheet is adopted by each widget's shadow root: the ones on the page now are
//   found by walking the document, the later ones as they announce themselves (`vitrina:ready`).
// A constructable sheet is allowed under a strict CSP, as the widgets' own are.
import type { Appearance } from './resolve';

/** A Vitrina host: a `vitrina-*` element or a `data-vitrina` placeholder, with its shadow root. */
const isHost = (el: Element) => el.localName.startsWith('vitrina-') || el.hasAttribute('data-vitrina');

let page: CSSStyleSheet | undefined;
let host: CSSStyleSheet | undefined;
let themed = false;

function adopt(root: Document | ShadowRoot, sheet: CSSStyleSheet): void {
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** Every Vitrina host's shadow root under `root`, widgets inside widgets included. */
function hostRoots(root: Document | ShadowRoot, found: ShadowRoot[] = []): ShadowRoot[] {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    if (!el.shadowRoot) continue;
    if (isHost(el)) found.push(el.shadowRoot);
    hostRoots(el.shadowRoot, found);
  }
  return found;
}

/** `vitrina:ready` comes from the host (composed, so retargeted when it is inside another widget). */
function onReady(event: Event): void {
  const target = event.composedPath()[0];
  if (host && target instanceof Element && target.shadowRoot) adopt(target.shadowRoot, host);
}

export function applyAppearance({ theme, properties }: Appearance): void {
  if (!page) {
    page = new CSSStyleSheet();
    adopt(document, page);
  }
  page.replaceSync(':where(:root){}');
  const rule = page.cssRules[0] as CSSStyleRule;
  for (const [name, value] of Object.entries(properties)) rule.style.setProperty(name, value);

  if (!host) host = new CSSStyleSheet();
  // no theme: the widgets draw on the page's background again, as they do by default
  host.replaceSync(theme ? `:host{background:var(--v-bg);color-scheme:${theme}}` : '');
  if (theme && !themed) {
    themed = true;
    document.addEventListener('vitrina:ready', onReady);
    for (const root of hostRoots(document)) adopt(root, host);
  }
}
