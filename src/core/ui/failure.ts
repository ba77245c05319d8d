// Issue 13 §5: every failure a widget shows the buyer is told to the host page too, so a partner
// can count them: one `vitrina:error` per failure shown, with a stable code and the widget's name.
// The displays that show failures (the load error state, the error toast, the smaller parts' own
// notes) call this one function; the product detail and the mini cart load it when a failure comes
// (failure-later.ts). A widget that cannot mount at all is reported by the loader (mount-failed).
// It is not `report` (report.ts): that one is for what the page's own code asked wrongly, warns in
// the console and names a command; this one is for what the buyer met, and names a widget.
// (It lives outside the shared runtime: only the widgets and pages that can show a failure load it.)
import { type RefObject, useEffect, useRef } from 'react';
import { ApiError, errorText } from '../errors';
import { emit } from '../events';

export type FailureCode =
  /** a section of a widget could not load and shows so, with a retry */
  | 'load-failed'
  /** something the buyer did was refused or failed (the server said no, the network dropped it): an error toast */
  | 'action-refused';

export interface FailureDetail {
  code: FailureCode;
  /** the widget that shows it (`cart`, `product-detail`), when known */
  widget?: string;
  /** what the buyer read, and the API's status, code and address when an API call failed */
  detail: { message: string; status?: number; apiCode?: string; url?: string };
}

/** The widget an element is (a `vitrina-*` host or a `data-vitrina` placeholder), or none. */
export function widgetOf(el: Element | null | undefined): string | undefined {
  if (!el) return undefined;
  return el.localName.startsWith('vitrina-') ? el.localName.slice(8) : (el.getAttribute('data-vitrina') ?? undefined);
}

/**
 * Dispatched from the widget's host when known (it bubbles and is composed), else on document.
 * `message` is what the buyer read: `errorText(error)` when not given (what most displays show).
 */
export function reportFailure(code: FailureCode, from: Element | null | undefined, message: string | undefined, error?: unknown): void {
  const api = error instanceof ApiError ? { status: error.status, apiCode: error.code, url: error.url } : {};
  const detail: FailureDetail = { code, widget: widgetOf(from), detail: { message: message ?? errorText(error), ...api } };
  emit(from ?? document, 'error', detail);
}

/**
 * A failure on screen (`ref` on what shows it) is reported once, `load-failed` unless `code` says
 * otherwise, from the widget it is drawn in (the shadow root's host: the storefront's own pages are
 * `storefront`); a retry that fails again is a new error, so a new report, while the same error
 * shown in another language is not. A falsy `error` is none shown: a display that is there only
 * sometimes calls this always (hooks cannot be conditional) with `failed && error`.
 */
export function useReportFailure(ref: RefObject<Element | null>, error: unknown, message: string, code: FailureCode = 'load-failed'): void {
  const text = useRef(message);
  text.current = message;
  useEffect(() => {
    if (!error) return;
    const root = ref.current?.getRootNode();
    reportFailure(code, root instanceof ShadowRoot ? root.host : undefined, text.current, error);
  }, [error, ref]);
}
