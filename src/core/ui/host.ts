import { createContext, useContext } from 'react';

/** The custom element (or placeholder) a widget is mounted in: events are dispatched from it. */
export const HostContext = createContext<HTMLElement | null>(null);

export function useHost(): HTMLElement {
  const host = useContext(HostContext);
  if (!host) throw new Error('vitrina: a widget component rendered outside its host element');
  return host;
}
