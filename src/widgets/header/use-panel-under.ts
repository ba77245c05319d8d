import { useLayoutEffect, type RefObject } from 'react';

/**
 * Shows `panel` as a top-layer popover while `open`, under `bar` and as wide as its content box
 * (`bar`'s padding left out), following scroll and resize. The top layer is what keeps a host
 * page's z-index, transforms or clipping from burying the category menu; it lines up with the
 * header's content edges as a panel inside the header would.
 */
export function usePanelUnder(panel: RefObject<HTMLElement | null>, bar: RefObject<HTMLElement | null>, open: boolean): void {
  useLayoutEffect(() => {
    const el = panel.current;
    const under = bar.current;
    if (!el || !under || typeof el.showPopover !== 'function') return;
    if (!open) {
      if (el.matches(':popover-open')) el.hidePopover();
      return;
    }
    const place = () => {
      const r = under.getBoundingClientRect();
      const style = getComputedStyle(under);
      const left = r.left + Number.parseFloat(style.paddingLeft);
      const right = r.right - Number.parseFloat(style.paddingRight);
      el.style.top = `${r.bottom}px`;
      el.style.left = `${left}px`;
      el.style.width = `${right - left}px`;
    };
    if (!el.matches(':popover-open')) el.showPopover();
    place();
    addEventListener('scroll', place, true);
    addEventListener('resize', place);
    return () => {
      removeEventListener('scroll', place, true);
      removeEventListener('resize', place);
    };
  }, [panel, bar, open]);
}
