// A buyer who taps a drawn page's button before its scripts have arrived (issue 18 §4: the first
// screen is painted from the HTML, the client hydrates it later) would lose the tap: the button is
// there but answers nothing yet. A link needs nothing (the browser follows it). So, from the moment
// the storefront's script runs until a drawn root is hydrated, the last button pressed in it is
// kept, and pressed again once its root answers (as the loader keeps a dialog trigger's click,
// core/early-click.ts). Only clicks: a key press before then goes where the browser takes it.
let kept: HTMLButtonElement | undefined;

/** Keeps the last button clicked inside `host` (through its shadow roots) while `waiting(root)` says its root is not hydrated. */
export function keepEarlyClicks(host: Element, waiting: (root: Node) => boolean): () => void {
  const keep = (e: Event) => {
    const target = e.composedPath()[0];
    const button = target instanceof Element ? target.closest('button') : null;
    if (button && waiting(button.getRootNode())) kept = button;
  };
  host.addEventListener('click', keep, true);
  return () => host.removeEventListener('click', keep, true);
}

/** Presses again the button kept in `root`, now hydrated, if it is still there. */
export function replayEarlyClick(root: ShadowRoot): void {
  const button = kept;
  if (!button || button.getRootNode() !== root) return;
  kept = undefined;
  if (button.isConnected && !button.disabled) button.click();
}
