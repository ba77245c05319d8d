import { useLayoutEffect, useRef } from 'react';

const sheets = new Map<string, CSSStyleSheet>();

/**
 * Adopts a lazily loaded page's stylesheet into the shadow root (or document) it renders in, once:
 * the storefront's own sheet stays within its budget, and strict CSP still holds.
 */
export function useSheet<T extends HTMLElement>(css: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (!(root instanceof ShadowRoot || root instanceof Document)) return;
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [css]);
  return ref;
}
