import { useLayoutEffect, useRef } from 'react';
import { bcp47, type Locale } from '../../../core/locale';

const sheets = new Map<string, CSSStyleSheet>();

/**
 * Adopts a page group's stylesheet into the shadow root (or document) the page renders in, once
 * per root: the storefront's first-page sheet does not grow and a strict CSP still holds.
 */
export function useAdoptedSheet<T extends HTMLElement>(text: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (!(root instanceof ShadowRoot || root instanceof Document)) return;
    let sheet = sheets.get(text);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      sheets.set(text, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, []);
  return ref;
}

export const dateText = (seconds: number, locale: Locale) => new Date(seconds * 1000).toLocaleDateString(bcp47(locale), { dateStyle: 'medium' });
