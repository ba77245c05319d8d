import { sign, signatureMatches } from './gateway';

/**
 * A gateway's refund of (part of) a payment, as the server sees it: `request` asks for it and
 * answers the gateway's signed notification of the outcome (the sandbox refunds at once; a real
 * gateway would post the same notification later), `verify` trusts a notification only with the
 * gateway's signature. `reference` is ours, one per refund, so a retried request or a duplicate
 * notification names the same refund and changes nothing.
 */
export interface GatewayRefunds {
  request(refund: { reference: string; billReference: string; amountCents: number }): Promise<Record<string, string>>;
  verify(fields: Readonly<Record<string, string>>): { reference: string; amountCents: number; refunded: boolean } | undefined;
}

/** What a refund notification carries, signed; the prefix keeps its signature apart from a payment's. */
const REFUND_SIGNED = ['reference', 'bill', 'amount', 'status'] as const;
const REFUND_SIGN_PREFIX = 'refund';

/** The sandbox gateway's refunds: play money, always granted, notified with the shared secret's signature. */
export function createSandboxRefunds(secret: string): GatewayRefunds {
  const signed = (fields: Readonly<Record<string, string>>) => [REFUND_SIGN_PREFIX, ...REFUND_SIGNED.map((name) => fields[name] ?? '')];
  return {
    async request({ reference, billReference, amountCents }) {
      const fields = { reference, bill: billReference, amount: String(amountCents), status: 'REFUNDED' };
      return { ...fields, sign: sign(secret, signed(fields)) };
    },
    verify(fields) {
      if (!signatureMatches(secret, signed(fields), fields.sign ?? '')) return undefined;
      const amountCents = Number(fields.amount);
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || !fields.reference) return undefined;
      return { reference: fields.reference, amountCents, refunded: fields.status === 'REFUNDED' };
    },
  };
}

/** For tests and the sandbox's own notification route: the signature a refund notification needs. */
export const signRefund = (secret: string, fields: { reference: string; bill: string; amount: string; status: string }) =>
  sign(secret, [REFUND_SIGN_PREFIX, ...REFUND_SIGNED.map((name) => fields[name])]);
