// Back/forward to a page the buyer left by a link: the page is scrolled where it was, once it is
// drawn. The browser restores the position itself at once, before the page has loaded its list
// again, so it lands short (a listing 2,836 px down came back at 1,682 px on a phone).

/** How long a page may take to draw its content before it is scrolled as far as it goes. */
const PATIENCE_MS = 3000;

/** Whether `main` still shows a placeholder (a skeleton, or a box marked busy) where content goes. */
const drawing = (main: Element | null | undefined): boolean => !main || Boolean(main.querySelector('.skeleton, [aria-busy="true"]'));

/**
 * Scrolls the window to `y` once `main()` shows no placeholder (or after PATIENCE_MS), unless the
 * buyer scrolls, taps or types first. Returns what cancels it (a new navigation does).
 */
export function restoreScroll(y: number, main: () => Element | null | undefined): () => void {
  let frame = 0;
  const started = performance.now();
  const inputs = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  const cancel = () => {
    cancelAnimationFrame(frame);
    for (const type of inputs) removeEventListener(type, cancel, true);
  };
  for (const type of inputs) addEventListener(type, cancel, { capture: true, passive: true });
  const tick = () => {
    if (drawing(main()) && performance.now() - started < PATIENCE_MS) {
      frame = requestAnimationFrame(tick);
      return;
    }
    cancel();
    window.scrollTo(0, y);
  };
  frame = requestAnimationFrame(tick);
  return cancel;
}
