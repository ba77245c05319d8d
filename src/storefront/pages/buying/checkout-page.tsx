import { useEffect, useRef } from 'react';
import type { ReceiptType } from '../../../core/contract/checkout';
import { navigate } from '../../../core/navigate';
import { useT } from '../../../core/ui/use-t';
import { useDocumentTitle } from '../../lib/use-title';
import type { PageProps } from '../../types';
import { defineWidgetElement } from '../../widget-element';

// The routes embed the very widget a partner embeds; its chunk loads with this page, not before.
defineWidgetElement('vitrina-checkout', () => import('../../../widgets/checkout/index'));

/** The invoice each invoice route opens (spec §2 checkout children). */
const INVOICES: Partial<Record<string, ReceiptType>> = {
  checkoutElectro: 'ELECTRO',
  checkoutVatordinary: 'VATORDINARY',
  checkoutVatospecial: 'VATOSPECIAL',
};

/** Which step each checkout route opens, and the words of its title. */
const STEPS = {
  checkout: ['order', 'co.checkout.title'],
  checkoutElectro: ['invoice', 'sf.route.checkoutElectro'],
  checkoutVatordinary: ['invoice', 'sf.route.checkoutVatordinary'],
  checkoutVatospecial: ['invoice', 'sf.route.checkoutVatospecial'],
  checkoutCashier: ['cashier', 'co.cashier.title'],
  checkoutPay: ['cashier', 'co.cashier.title'],
  checkoutCashierLoadPay: ['pay', 'buy.loadPay.title'],
  paymentComplete: ['result', 'buy.complete.title'],
} as const;

const query = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * `/checkout`, its invoice pages (`/checkout/electro`…), `/checkout/cashier`,
 * `/checkout/cashier-load-pay` and `/payment-complete`: the checkout widget at the step the URL names. Each step the widget moves to (`vitrina:route`)
 * becomes this site's URL, and the router gives the step back as attributes.
 */
export default function CheckoutPage({ route, location }: PageProps) {
  const { t } = useT();
  const [step, title] = STEPS[route.name as keyof typeof STEPS] ?? STEPS.checkout;
  useDocumentTitle(t(title));
  const widget = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = widget.current;
    const follow = (e: Event) => {
      const { path } = (e as CustomEvent<{ path: string }>).detail;
      if (path !== location.pathname + location.search) navigate(path, element ?? document);
    };
    element?.addEventListener('vitrina:route', follow);
    return () => element?.removeEventListener('vitrina:route', follow);
  }, [location.href]);
  const { order_sn: orderSn, trade_sn: tradeSn, way, bill, status } = location.query;
  const sn = query(orderSn) ?? query(tradeSn);
  return (
    <vitrina-checkout
      ref={widget}
      step={step}
      sn={sn}
      kind={query(orderSn) ? 'ORDER' : 'TRADE'}
      way={query(way)}
      bill={query(bill)}
      status={query(status)}
      invoice={INVOICES[route.name]}
    />
  );
}
