import { useLayoutEffect, useRef } from 'react';
import css from './browse.css?inline';

let sheet: CSSStyleSheet | undefined;

/**
 * Adopts the browse pages' stylesheet into the shadow root (or document) the page renders in,
 * once: the storefront's own sheet stays within its budget, and a strict CSP still holds.
 */
export function useBrowseSheet<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (!(root instanceof ShadowRoot || root instanceof Document)) return;
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, []);
  return ref;
}
