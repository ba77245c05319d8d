import { useLayoutEffect, type RefObject } from 'react';

/**
 * Shows `panel` as a top-layer popover just below `anchor` while `open`, following scroll and
 * resize. The top layer is what keeps a host page's z-index or transforms from burying it.
 * `align: 'end'` lines up right edges (a cart panel under a button at the right of a header);
 * either way the panel is kept inside the viewport.
 */
export function usePopoverBelow(
  panel: RefObject<HTMLElement | null>,
  anchor: RefObject<HTMLElement | null>,
  open: boolean,
  align: 'start' | 'end' = 'start',
): void {
  useLayoutEffect(() => {
    const el = panel.current;
    const at = anchor.current;
    if (!el || !at || typeof el.showPopover !== 'function') return;
    if (!open) {
      if (el.matches(':popover-open')) el.hidePopover();
      return;
    }
    const place = () => {
      const r = at.getBoundingClientRect();
      const viewport = document.documentElement.clientWidth;
      el.style.top = `${r.bottom + 6}px`;
      if (align === 'start') el.style.width = `${Math.max(r.width, 240)}px`;
      const width = el.getBoundingClientRect().width;
      const left = align === 'end' ? r.right - width : r.left;
      el.style.left = `${Math.max(8, Math.min(left, viewport - width - 8))}px`;
    };
    // Shown first, then placed: a closed popover has no width to align by (before paint either way).
    if (!el.matches(':popover-open')) el.showPopover();
    place();
    addEventListener('scroll', place, true);
    addEventListener('resize', place);
    return () => {
      removeEventListener('scroll', place, true);
      removeEventListener('resize', place);
    };
  }, [panel, anchor, open, align]);
}
