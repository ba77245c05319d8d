// The add form's popup (spec §2: 950×1000): opened by name from the list, which listens for the
// published message to reload; a blocked popup falls back to the full page.

export const POPUP_NAME = 'vitrina-purchase-add';
export const POPUP_FEATURES = 'width=950,height=1000';
export const PUBLISHED_MESSAGE = 'vitrina:purchase-published';

/** Opens the form as a popup; false when the browser blocked it. */
export function openPurchasePopup(): boolean {
  const popup = window.open('/purchase/add', POPUP_NAME, POPUP_FEATURES);
  popup?.focus();
  return popup !== null;
}

/** True inside the popup the list opened (an opener on our origin and our window name). */
export function isPurchasePopup(): boolean {
  return window.name === POPUP_NAME && window.opener !== null;
}

/** Calls `onPublished` when the popup reports a published request. */
export function onPublishedMessage(onPublished: (id: number) => void): () => void {
  const listener = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (event.origin !== location.origin || typeof data !== 'object' || data === null) return;
    const { type, id } = data as { type?: unknown; id?: unknown };
    if (type === PUBLISHED_MESSAGE && typeof id === 'number') onPublished(id);
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}
