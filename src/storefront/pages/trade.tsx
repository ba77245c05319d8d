// /cart and /checkout/* until their widgets land: the step bar, then the honest placeholder.
import { StepBar } from '../components/step-bar';
import { parseWay, type CartStep } from '../components/steps';
import type { PageProps } from '../types';
import { ComingSoon } from './coming-soon';

/** Which step each trade route stands at. */
const STEP: Record<string, CartStep> = {
  cart: 'cart',
  cartList: 'cart',
  checkout: 'order',
  checkoutElectro: 'order',
  checkoutVatordinary: 'order',
  checkoutVatospecial: 'order',
  checkoutPay: 'submitted',
  checkoutCashier: 'submitted',
  checkoutCashierLoadPay: 'submitted',
  paymentComplete: 'submitted',
};

export const isTradeRoute = (name: string): boolean => name in STEP;

export function TradePlaceholder({ route, location }: PageProps) {
  return (
    <ComingSoon route={route} location={location}>
      <StepBar current={STEP[route.name] ?? 'cart'} way={parseWay(location.query.way)} />
    </ComingSoon>
  );
}
