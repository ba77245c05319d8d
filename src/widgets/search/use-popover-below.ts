import { useLayoutEffect, type RefObject } from 'react';

/**
 * Shows `panel` as a top-layer popover just below `anchor` while `open`, following scroll and
 * resize. The top layer is what keeps a host page's z-index or transforms from burying it.
 */
export function usePopoverBelow(panel: RefObject<HTMLElement | null>, anchor: RefObject<HTMLElement | null>, open: boolean): void {
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
      el.style.top = `${r.bottom + 4}px`;
      el.style.left = `${r.left}px`;
      el.style.width = `${Math.max(r.width, 240)}px`;
    };
    place();
    if (!el.matches(':popover-open')) el.showPopover();
    addEventListener('scroll', place, true);
    addEventListener('resize', place);
    return () => {
      removeEventListener('scroll', place, true);
      removeEventListener('resize', place);
    };
  }, [panel, anchor, open]);
}
