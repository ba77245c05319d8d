import { useEffect, useRef, useState } from 'react';

/**
 * A button that shows and hides a panel (WAI-ARIA disclosure): Escape closes it and gives focus
 * back to the button; a click or focus outside the container closes it. Works inside shadow
 * roots: "outside" is judged on the composed path.
 */
export function useDisclosure<C extends HTMLElement, B extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const container = useRef<C>(null);
  const button = useRef<B>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (container.current && !e.composedPath().includes(container.current)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
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
  }, [open]);

  return { open, setOpen, container, button, toggle: () => setOpen((o) => !o), close: () => setOpen(false) };
}
