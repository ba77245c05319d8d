import { useEffect, useState, type RefObject } from 'react';

/** Whether a sideways-scrolling box can scroll no further back (`start`) or on (`end`). */
export interface ScrollEnds {
  start: boolean;
  end: boolean;
}

/** Sub-pixel scroll positions (zoom, fractional widths) never quite reach the end: 1 px is "there". */
const SLACK = 1;

/** The ends of a box as it is scrolled now (left to right). */
export function scrollEnds(box: Pick<Element, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): ScrollEnds {
  return { start: box.scrollLeft <= SLACK, end: box.scrollLeft + box.clientWidth >= box.scrollWidth - SLACK };
}

/**
 * The ends of `ref`'s box, kept up to date as it scrolls and as it or the window is resized.
 * `present` says when the box is in the DOM (it may render later than the hook's component).
 */
export function useScrollEnds(ref: RefObject<Element | null>, present: boolean): ScrollEnds {
  const [ends, setEnds] = useState<ScrollEnds>({ start: true, end: true });
  useEffect(() => {
    const box = ref.current;
    if (!present || !box) return;
    const update = () => {
      const next = scrollEnds(box);
      setEnds((was) => (was.start === next.start && was.end === next.end ? was : next));
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(box);
    return () => {
      box.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [present]);
  return ends;
}
