import { useLayoutEffect, useRef } from 'react';
import { sanitizeHtml } from '../sanitize-html';

/** Renders untrusted HTML (seller descriptions, help documents) through the allow-list. */
export function SafeHtml({ html, class: className }: { html: string; class?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    box.current?.replaceChildren(sanitizeHtml(html, box.current.ownerDocument));
  }, [html]);
  return <div ref={box} class={className} />;
}
