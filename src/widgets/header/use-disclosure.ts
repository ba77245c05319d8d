import { useEffect, useRef, useState } from 'react';

/**
 * A button that shows and hides a panel (WAI-ARIA disclosure): Escape closes it and gives focus
 * back to the button; a click or focus outside the container closes it. Works inside shadow
 * roots: "outside" is judged on the composed path.
 */
export function useDisclosure<C extends HTMLElement, B extends HTMLElement>() {
  const [open, setOpenState] = useState(false);
  // What the disclosure is now, even before the re-render: a key pressed right after Escape must
  // not be handled as if the menu were still open.
  const current = useRef(false);
  const setOpen = (next: boolean | ((was: boolean) => boolean)) => {
    current.current = typeof next === 'function' ? next(current.current) : next;
    setOpenState(current.current);
  };
  const container = useRef<C>(null);
  const button = useRef<B>(null);

  // Listening all the time and asking `current`, not only while rendered open: an Escape pressed
  // right after the key that opened the menu arrives before any effect of that render has run.
  useEffect(() => {
    const outside = (e: Event) => {
      if (current.current && container.current && !e.composedPath().includes(container.current)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !current.current) return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  return { open, isOpen: () => current.current, setOpen, container, button, toggle: () => setOpen((o) => !o), close: () => setOpen(false) };
}
