import { useEffect, useRef, useState } from 'react';
import { $config } from '../../core/config';
import { emit } from '../../core/events';
import { openLogin } from '../../core/login-entry';
import { $user } from '../../core/stores/user';
import { useHost } from '../../core/ui/host';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { CashierStep } from './cashier-step';
import { type CheckoutProps, type CheckoutRoute, returnedRoute, routeOf, storefrontPath } from './checkout-route';
import { InvoiceStep } from './invoice-step';
import { LoadPayStep } from './load-pay-step';
import { OrderStep } from './order-step';
import { ResultStep } from './result-step';

const propsKey = (props: CheckoutProps) => [props.step, props.sn, props.kind, props.way, props.bill, props.status, props.invoice].join('|');

/**
 * `<vitrina-checkout>`: order form → cashier → payment result, as steps inside the widget, with
 * no host routing needed. `step` (order | invoice | cashier | pay | result), `sn`, `kind`, `way`,
 * `bill`, `status` and `invoice` (an invoice step's type) open a given step; each move emits
 * `vitrina:route` (`{ widget, step, sn, kind, invoice, path }`) so a host router can keep it in
 * its URL and give it back. Back on a partner page from the gateway
 * (`vitrina_sn` in the page's query), it opens on that payment's result.
 */
export function CheckoutWidget(props: CheckoutProps) {
  const host = useHost();
  const { t } = useT();
  const user = useStore($user);
  const full = $config.get().mode === 'full';
  const [route, setRoute] = useState<CheckoutRoute>(() => (full ? undefined : returnedRoute(location.search)) ?? routeOf(props));
  // A host that changes the attributes (back/forward in its router) moves the widget; their first
  // values were read above, so a gateway return is not overwritten by the page's static markup. A
  // host echoing the step the widget is at changes nothing (a payment being confirmed stays so).
  const given = useRef(propsKey(props));
  useEffect(() => {
    const key = propsKey(props);
    if (key === given.current) return;
    given.current = key;
    setRoute((now) => {
      // a host that mirrors only step, sn and kind (as the partner example does) keeps the invoice the widget is at
      const next = routeOf({ ...props, invoice: props.invoice ?? now.invoice });
      return now.step === next.step && now.sn === next.sn && now.kind === next.kind && now.invoice === next.invoice ? now : next;
    });
  }, [propsKey(props)]);

  const go = (next: CheckoutRoute) => {
    setRoute(next);
    const invoice = next.step === 'invoice' ? next.invoice : undefined;
    emit(host, 'route', { widget: 'checkout', step: next.step, sn: next.sn, kind: next.kind, invoice, path: storefrontPath(next) });
  };

  if (!user) {
    // The route guard does this in full-page mode; embedded, the login where the buyer is
    // (core/login-entry: vitrina-login's dialog, or the marketplace's page with data-login="redirect").
    return (
      <div class="wrap page buy">
        <div class="state" role="status">
          <p>{t('error.pleaseLogin')}</p>
          <button type="button" class="btn primary" onClick={() => openLogin(host, full ? storefrontPath(route) : '/checkout')}>
            {t('common.login')}
          </button>
        </div>
      </div>
    );
  }
  const step = { route, go };
  switch (route.step) {
    case 'order':
      return <OrderStep key="order" {...step} forward={storefrontPath(route)} />;
    case 'invoice':
      return <InvoiceStep key={`invoice-${route.invoice}`} {...step} />;
    case 'cashier':
      return <CashierStep key={`cashier-${route.sn}`} {...step} />;
    case 'pay':
      return <LoadPayStep key={`pay-${route.sn}-${route.bill}`} {...step} />;
    case 'result':
      return <ResultStep key={`result-${route.sn}`} {...step} />;
  }
}
