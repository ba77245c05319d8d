import type { ReactNode } from 'react';
import { storefrontHref } from '../../core/config';
import { navigate } from '../../core/navigate';
import { useHost } from '../../core/ui/host';

/** A storefront link: a real href (new tab, copy link) that routes in-app on a plain click. */
export function StoreLink({ path, class: className, children }: { path: string; class?: string; children: ReactNode }) {
  const host = useHost();
  const onClick = (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(path, host);
  };
  return (
    <a class={className} href={storefrontHref(path)} onClick={onClick}>
      {children}
    </a>
  );
}
