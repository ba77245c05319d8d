import { createContext, useContext } from 'react';

/**
 * A host whose shadow root the storefront's server drew (issue 18 §4): `drawn` is the data it was
 * drawn with, which the widget's first render shows instead of asking the API again.
 */
export type DrawnHost<T> = HTMLElement & { drawn?: T };

/** The custom element (or placeholder) a widget is mounted in: events are dispatched from it. */
export const HostContext = createContext<HTMLElement | null>(null);

export function useHost(): HTMLElement {
  const host = useContext(HostContext);
  if (!host) throw new Error('vitrina: a widget component rendered outside its host element');
  return host;
}
