import { StartupError } from '../../startup-error';

/**
 * Which online payment gateway the server offers (`PAYMENT_GATEWAY`):
 * - `sandbox`: the built-in test gateway (its pages at `/api/sandbox-gateway/*`), where the buyer
 *   confirms their own payment. The default in development and tests; refused in production,
 *   where it would turn play money into paid orders and spendable balance.
 * - `none`: no online payment; the cashier offers the balance and bank transfer (and orders may
 *   be cash on delivery). What production runs until a real gateway (Conekta, Mercado Pago,
 *   OpenPay) implements `PaymentGateway`.
 */
export const PAYMENT_GATEWAYS = ['sandbox', 'none'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

const isGatewayName = (value: string): value is PaymentGatewayName => (PAYMENT_GATEWAYS as readonly string[]).includes(value);

export function paymentGatewayOf(value: string | undefined, production: boolean): PaymentGatewayName {
  const name = value?.trim().toLowerCase() || undefined;
  if (name !== undefined && !isGatewayName(name)) {
    throw new StartupError(`PAYMENT_GATEWAY must be one of ${PAYMENT_GATEWAYS.join(', ')} (got "${value}")`);
  }
  if (!production) return name ?? 'sandbox';
  if (name === 'none') return name;
  throw new StartupError(
    `${name ? 'PAYMENT_GATEWAY=sandbox' : 'PAYMENT_GATEWAY is unset, so it would be sandbox, which'} cannot run with NODE_ENV=production: ` +
      'the sandbox is a test gateway where buyers confirm their own payments. Set PAYMENT_GATEWAY=none ' +
      '(buyers pay from their balance, by bank transfer or cash on delivery) until a real gateway is configured.',
  );
}
