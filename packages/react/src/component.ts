// One component per widget, made by one factory: it renders the widget's custom element with the
// props as attributes (`goodsId` → `goods-id`) and listens for its `vitrina:*` events on the element
// (`onCart` → `vitrina:cart`). Written against React's public API only (no JSX runtime), it works
// in React 18 and 19 hosts; on the server it renders the bare element, which the loader fills in
// the browser, so hydration finds exactly what the server sent.
import { type CSSProperties, createElement, forwardRef, type ReactNode, type Ref, useCallback, useEffect, useRef, version } from 'react';
import type { VitrinaEventMap, VitrinaEventName, VitrinaWidgetName, VitrinaWidgetProps } from '@vitrina/sdk';

/** Events dispatched on `document`, not on a widget's element: listen with `vitrina('on', …)`. */
type DocumentEvent = 'login' | 'logout' | 'locale' | 'error';
/** `purchase_request` → `PurchaseRequest` */
type Pascal<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Capitalize<Head>}${Pascal<Tail>}` : Capitalize<S>;

/** `onCart`, `onNavigate`, `onPurchaseRequest`…: every event a widget's element dispatches. */
export type VitrinaEventProps = {
  [E in Exclude<VitrinaEventName, DocumentEvent> as `on${Pascal<E>}`]?: (event: VitrinaEventMap[`vitrina:${E}`]) => void;
};

/** What any element takes besides the widget's own attributes. */
export interface VitrinaElementProps {
  id?: string;
  className?: string;
  style?: CSSProperties;
  hidden?: boolean;
  slot?: string;
  /** the fallback: shown when the widget cannot load */
  children?: ReactNode;
}

export type VitrinaComponentProps<N extends VitrinaWidgetName> = VitrinaWidgetProps<N> &
  VitrinaEventProps &
  VitrinaElementProps & { ref?: Ref<HTMLElement> };

const PASSED = new Set(['id', 'className', 'style', 'hidden', 'slot', 'children']);
/** React 18 writes `className` on a custom element as a `classname` attribute; React 19 as `class`. */
const CLASS = Number.parseInt(version, 10) < 19 ? 'class' : 'className';
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** `onPurchaseRequest` → `vitrina:purchase_request` */
const eventOf = (prop: string) => `vitrina:${prop.slice(2).replace(/[A-Z]/g, (c, at: number) => (at ? '_' : '') + c.toLowerCase())}`;

type Listener = (event: Event) => void;

export function createVitrinaComponent<N extends VitrinaWidgetName>(name: N, displayName: string) {
  const tag = `vitrina-${name}`;
  const Component = forwardRef<HTMLElement, Omit<VitrinaComponentProps<N>, 'ref'>>(function VitrinaWidget(props, ref) {
    const element = useRef<HTMLElement | null>(null);
    // the latest callbacks, read when an event comes: a new function each render re-subscribes nothing
    const listeners = useRef<Record<string, Listener>>({});
    const attributes: Record<string, unknown> = {};
    const events: string[] = [];
    for (const [key, value] of Object.entries(props as Record<string, unknown>)) {
      if (/^on[A-Z]/.test(key)) {
        if (typeof value !== 'function') continue;
        events.push(eventOf(key));
        listeners.current[eventOf(key)] = value as Listener;
      } else if (key === 'className') attributes[CLASS] = value;
      else if (PASSED.has(key)) attributes[key] = value;
      else if (value !== undefined && value !== null && value !== false) attributes[kebab(key)] = value === true ? '' : String(value);
    }
    const subscribed = events.sort().join(' ');
    useEffect(() => {
      const host = element.current;
      if (!host || !subscribed) return;
      const bound = subscribed.split(' ').map((type) => {
        const listener: Listener = (event) => listeners.current[type]?.(event);
        host.addEventListener(type, listener);
        return () => host.removeEventListener(type, listener);
      });
      return () => {
        for (const unbind of bound) unbind();
      };
    }, [subscribed]);
    const setRef = useCallback(
      (node: HTMLElement | null) => {
        element.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      },
      [ref],
    );
    return createElement(tag, { ...attributes, ref: setRef });
  });
  Component.displayName = displayName;
  return Component;
}
