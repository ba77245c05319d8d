// The JS API's type: `vitrina(command, ...args)`, its arguments from the dispatcher's own table
// (generated.ts), with `on`/`off` typed by event so a listener gets its event's detail.
import type { VitrinaEventDetails, VitrinaEventMap } from './events.js';
import type { VitrinaCommandArgs, VitrinaEventName, VitrinaWidgetAttributes, VitrinaWidgetName } from './generated.js';

/** A widget's props for `mount`: its attributes in camelCase (`goods-id` → `goodsId`). */
export type VitrinaWidgetProps<N extends VitrinaWidgetName> = {
  [A in keyof VitrinaWidgetAttributes[N] as Camel<A & string>]?: string;
};
type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

export type VitrinaListener<E extends VitrinaEventName> = (event: VitrinaEventMap[`vitrina:${E}`]) => void;

type Plain = Exclude<keyof VitrinaCommandArgs, 'on' | 'off' | 'mount' | 'open'>;

/** `window.vitrina`: the loader's command function. Calls made before the loader arrived are queued. */
export interface Vitrina {
  <E extends VitrinaEventName>(command: 'on' | 'off', event: E, listener: VitrinaListener<E>): void;
  <N extends VitrinaWidgetName>(command: 'mount', widget: N, target: Element | string, props?: VitrinaWidgetProps<N>): void;
  (command: 'open', widget: VitrinaWidgetName): void;
  <C extends Plain>(command: C, ...args: VitrinaCommandArgs[C]): void;
  /** the loader's version, once it has run */
  readonly v?: string;
}

export type { VitrinaEventDetails };
