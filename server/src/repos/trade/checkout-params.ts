import type { Queryable } from '../../db/types';

/** A member's checkout params as stored (the default address is read apart). */
export interface CheckoutParamRow {
  address_id: number | null;
  /** chosen in this checkout; none until the buyer picks one, none again once a trade used it */
  payment_type: 'ONLINE' | 'COD' | null;
  receipt: unknown;
  receive_time: string;
  remark: string;
  mc_ids: number[];
}

/** The columns the checkout calls set one at a time. */
export type CheckoutParamColumn = 'address_id' | 'payment_type' | 'receive_time' | 'remark' | 'receipt' | 'mc_ids';

/** Creates the member's params row if missing, so it can be row-locked. */
export async function ensureCheckoutParams(q: Queryable, memberId: number): Promise<void> {
  await q.query('insert into checkout_param (member_id) values ($1) on conflict (member_id) do nothing', [memberId]);
}

/** The member's params; with `lock` (inside a transaction) the row is locked until it ends. */
export async function findCheckoutParams(q: Queryable, memberId: number, lock: boolean): Promise<CheckoutParamRow | undefined> {
  const { rows } = await q.query<CheckoutParamRow>(
    `select address_id, payment_type, receipt, receive_time, remark, mc_ids from checkout_param where member_id = $1${lock ? ' for update' : ''}`,
    [memberId],
  );
  return rows[0];
}

/** The member's default address, else the newest. */
export async function defaultAddressId(q: Queryable, memberId: number): Promise<number | undefined> {
  const { rows } = await q.query<{ id: number }>(
    'select id from member_address where member_id = $1 order by def_addr desc, id desc limit 1',
    [memberId],
  );
  return rows[0]?.id;
}

export async function putCheckoutParam(q: Queryable, memberId: number, column: CheckoutParamColumn, value: unknown): Promise<void> {
  await q.query(
    `insert into checkout_param (member_id, ${column}) values ($1, $2) on conflict (member_id) do update set ${column} = excluded.${column}`,
    [memberId, value],
  );
}

/** The member coupons chosen for the next trade. */
export async function putChosenCoupons(q: Queryable, memberId: number, mcIds: readonly number[]): Promise<void> {
  await q.query(
    `insert into checkout_param (member_id, mc_ids) values ($1, $2::bigint[]) on conflict (member_id) do update set mc_ids = excluded.mc_ids`,
    [memberId, mcIds],
  );
}

/**
 * After a trade: its coupons are spent, its remark said and its payment type used (the next
 * checkout picks its own, issue 16 §6); the address and the rest stay for the next.
 */
export async function clearTradeChoices(q: Queryable, memberId: number): Promise<void> {
  await q.query("update checkout_param set mc_ids = '{}', remark = '', payment_type = null where member_id = $1", [memberId]);
}

/** An address that is deleted is no longer the one chosen. */
export async function forgetCheckoutAddress(q: Queryable, memberId: number, addressId: number): Promise<void> {
  await q.query('update checkout_param set address_id = null where member_id = $1 and address_id = $2', [memberId, addressId]);
}

/** The discount card chosen for the next trade, if any. */
export async function chosenCardId(q: Queryable, memberId: number): Promise<number | null> {
  const { rows } = await q.query<{ card_id: number | null }>('select card_id from checkout_param where member_id = $1', [memberId]);
  return rows[0]?.card_id ?? null;
}

export async function putChosenCard(q: Queryable, memberId: number, cardId: number): Promise<void> {
  await q.query(
    'insert into checkout_param (member_id, card_id) values ($1, $2) on conflict (member_id) do update set card_id = excluded.card_id',
    [memberId, cardId],
  );
}

/** Drops the card choice; with `cardId`, only when that card is the one chosen. */
export async function dropChosenCard(q: Queryable, memberId: number, cardId?: number): Promise<void> {
  if (cardId === undefined) await q.query('update checkout_param set card_id = null where member_id = $1', [memberId]);
  else await q.query('update checkout_param set card_id = null where member_id = $1 and card_id = $2', [memberId, cardId]);
}
