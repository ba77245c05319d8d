import { storefrontHref } from '../../core/config';
import { navigate } from '../../core/navigate';
import { useHost } from '../../core/ui/host';

/**
 * A storefront link's href and click handler: the href is real (new tab, copy link), a plain click
 * goes through the cancelable `vitrina:navigate`, so a partner may route it in-app.
 */
export function useFollow(): (path: string) => { href: string; onFollow: (e: MouseEvent) => void } {
  const host = useHost();
  return (path) => ({
    href: storefrontHref(path),
    onFollow: (e) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      navigate(path, host);
    },
  });
}
