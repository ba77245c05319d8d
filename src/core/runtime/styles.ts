// Constructable stylesheets: parsed once per page however many widgets adopt them, and allowed
// under a strict CSP (`style-src 'self'`), unlike injected <style> tags.
import base from '../ui/base.css?inline';

const sheets = new Map<string, CSSStyleSheet>();

/** The one parsed sheet for `css` on this page. */
export function sheet(css: string): CSSStyleSheet {
  let s = sheets.get(css);
  if (!s) {
    s = new CSSStyleSheet();
    s.replaceSync(css);
    sheets.set(css, s);
  }
  return s;
}

export function adoptStyles(root: ShadowRoot, css: string): void {
  root.adoptedStyleSheets = [sheet(base), sheet(css)];
}
