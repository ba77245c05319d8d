import type { ReactNode } from 'react';
import { $config, storefrontHref } from '../../core/config';
import { navigate } from '../../core/navigate';
import { useHost } from '../../core/ui/host';

type Props = {
  /** A function when the path depends on when the click comes (a login link's `forward`). */
  path: string | (() => string);
  children: ReactNode;
  class?: string;
  current?: boolean;
  label?: string;
  onFollow?: () => void;
  /** Instead of navigating on a plain click (the login link opens the login where the buyer is). */
  go?: (host: Element) => void;
};

/**
 * A storefront link: a real href (new tab, copy link) that goes through the cancelable
 * `vitrina:navigate` on a plain click. In full-page mode the href stays a path, as the
 * storefront's own links are; on a partner page it is the marketplace's URL.
 */
export function StoreLink({ path, children, class: className, current, label, onFollow, go }: Props) {
  const host = useHost();
  const onClick = (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onFollow?.();
    if (go) go(host);
    else navigate(typeof path === 'function' ? path() : path, host);
  };
  const to = typeof path === 'function' ? path() : path;
  const href = $config.get().mode === 'full' ? to : storefrontHref(to);
  return (
    <a class={className} href={href} onClick={onClick} aria-current={current ? 'page' : undefined} aria-label={label}>
      {children}
    </a>
  );
}
