// A click made before a widget could listen (its chunk still on the way) is not lost: the loader
// keeps the page's latest click on its API object (`vitrina.c`, loader/index.ts), and a widget
// that opens on a click (the distributor dialog's `trigger`) looks at it once mounted. Its target
// is what the page saw: an element of the page (a click inside a shadow root keeps none once
// dispatched, so such a trigger is heard only by the mounted widget).

type Recorder = { c?: Event | null };

const recorder = (): Recorder | undefined => (window as { vitrina?: Recorder }).vitrina;

/**
 * Whether the page's latest click hit what `hits` tests and no widget took it yet; the click is then
 * taken, so a widget mounted again later (an SPA route) does not act on it a second time.
 */
export function takeEarlyClick(hits: (target: Element) => boolean): boolean {
  const r = recorder();
  const target = r?.c?.target;
  if (!r || !(target instanceof Element) || !hits(target)) return false;
  r.c = null;
  return true;
}

/** A click a mounted widget answered itself: no one acts on it again from the record. */
export function forgetClick(): void {
  const r = recorder();
  if (r) r.c = null;
}
