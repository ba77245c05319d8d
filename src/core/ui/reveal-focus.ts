/**
 * `onFocusIn` of a sideways-scrolling strip: brings the focused item wholly into view. Chromium
 * scrolls a strip to an item that receives focus only when none of it shows; one half cut off at
 * the strip's edge stays so, and the keyboard user cannot read what they are on.
 */
export function revealFocused(event: FocusEvent): void {
  const target = event.target;
  if (target instanceof Element) target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}
