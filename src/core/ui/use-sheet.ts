import { useLayoutEffect, useRef } from 'react';
import { sheet } from '../runtime/styles';

/**
 * Adopts a lazily loaded page group's stylesheet into the shadow root (or document) its page
 * renders in, once per root: the storefront's first-page sheet does not grow, and a strict CSP
 * still holds (constructable sheets, parsed once per page however many roots adopt them).
 */
export function useSheet<T extends HTMLElement>(css: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (!(root instanceof ShadowRoot || root instanceof Document)) return;
    const adopted = sheet(css);
    if (!root.adoptedStyleSheets.includes(adopted)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, adopted];
  }, [css]);
  return ref;
}
