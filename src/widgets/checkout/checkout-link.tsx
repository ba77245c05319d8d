import type { ReactNode } from 'react';
import { $config, storefrontHref } from '../../core/config';
import { navigate } from '../../core/navigate';
import { useHost } from '../../core/ui/host';
import { storefrontPath, type CheckoutRoute } from './checkout-route';

/**
 * A link out of the checkout (orders, balance, an invoice form): a real href that, on a plain
 * click, goes through the cancelable `vitrina:navigate` (a partner routes it in-app, else the
 * marketplace opens). In full-page mode the href stays the storefront's own path.
 */
export function CheckoutLink({
  path,
  class: className,
  current,
  children,
}: {
  path: string;
  class?: string;
  /** aria-current: the page this link names is the one chosen */
  current?: boolean;
  children: ReactNode;
}) {
  const host = useHost();
  const onClick = (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(path, host);
  };
  return (
    <a
      class={className}
      href={$config.get().mode === 'full' ? path : storefrontHref(path)}
      aria-current={current ? 'true' : undefined}
      onClick={onClick}
    >
      {children}
    </a>
  );
}

/**
 * A link to another step of this checkout: on a plain click the widget moves there itself; the
 * href is that step's storefront address, for a new tab (and full-page mode's own URL).
 */
export function StepLink({
  to,
  go,
  class: className,
  current,
  children,
}: {
  to: CheckoutRoute;
  go(next: CheckoutRoute): void;
  class?: string;
  /** aria-current: the step this link names is the one chosen */
  current?: boolean;
  children: ReactNode;
}) {
  const path = storefrontPath(to);
  const onClick = (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    go(to);
  };
  return (
    <a
      class={className}
      href={$config.get().mode === 'full' ? path : storefrontHref(path)}
      aria-current={current ? 'true' : undefined}
      onClick={onClick}
    >
      {children}
    </a>
  );
}
