// @vitrina/sdk: the loader as a promise, and the types of everything Vitrina puts on a page: its
// elements (`vitrina-*`), their attributes, its `vitrina:*` events and the `vitrina(…)` commands.
// Importing it has no side effect: server rendering may import it.
import type { Vitrina } from './api.js';
import type { VitrinaEventMap } from './events.js';
import type { VitrinaWidgetName } from './generated.js';

export { loadVitrina, type LoadVitrinaOptions } from './load.js';
export type { Vitrina, VitrinaListener, VitrinaWidgetProps } from './api.js';
export type {
  VitrinaCheckoutRoute,
  VitrinaCommerceDetail,
  VitrinaCommerceItem,
  VitrinaErrorCode,
  VitrinaFailureDetail,
  VitrinaEventDetails,
  VitrinaEventMap,
  VitrinaLocale,
  VitrinaMemberRoute,
  VitrinaUser,
} from './events.js';
export {
  WIDGETS,
  type VitrinaCommandArgs,
  type VitrinaEventName,
  type VitrinaWidgetAttributes,
  type VitrinaWidgetName,
} from './generated.js';

/** `vitrina-search` → HTMLElement, for `document.querySelector` and `createElement`. */
export type VitrinaTagNameMap = { [N in VitrinaWidgetName as `vitrina-${N}`]: HTMLElement };

declare global {
  interface HTMLElementTagNameMap extends VitrinaTagNameMap {}
  /** every `vitrina:*` event bubbles out of its element… */
  interface HTMLElementEventMap extends VitrinaEventMap {}
  /** …to the document, where the session, language and error events are dispatched… */
  interface DocumentEventMap extends VitrinaEventMap {}
  /** …and on to the window */
  interface WindowEventMap extends VitrinaEventMap {}
  interface Window {
    vitrina?: Vitrina;
  }
}
