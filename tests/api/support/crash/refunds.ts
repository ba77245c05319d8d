/**
 * "kill -9 during a refund burst, restart: no refund half-written" (issue 12, after-sale). A shop's
 * keeper refunds many stocked-in returns at once, several times each; the process is SIGKILLed
 * mid-burst. Right after the kill, every service is either untouched (no refund row, no ledger
 * entry, nothing booked on its order) or refunded whole (its refund row, its balance entry, its
 * order's refunded money); none is in between. After a restart the keeper refunds again, as a
 * client does after a dropped connection, and every refund completes once: the balance part on the
 * balance with one ledger entry, the gateway part through the gateway.
 */
import { expect } from 'vitest';
import type { Db } from '../../../../server/src/db/open';
import { createSessions } from '../../../../server/src/services/auth/sessions';
import { membersWithTrades, queuedBurst, type CrashScenario } from './scenario';

const SERVICES = 40;
/** refund calls on their way at once */
const IN_FLIGHT = 12;
/** Refund calls per service in the burst (the keeper's double clicks and retries). */
const CALLS = 4;
export const SHOP = 1;
export const KEEPER = `crash-keeper-${process.pid}`;
// each order: 2 units of 50.00, no freight, paid 40.00 from the balance and 60.00 through the gateway
const GOODS = 10_000;
const FROM_BALANCE = 4_000;

/** Buyers, each with a received order of shop 1 whose goods came back (a service stocked in), partly paid by the gateway. */
async function arrange(db: Db, taken: Set<number>) {
  const { rows: skus } = await db.query<{ sku_id: number; goods_id: number }>(
    'select s.id as sku_id, s.goods_id from sku s join goods g on g.id = s.goods_id where g.shop_id = $1 and s.id <> all($2::bigint[]) order by s.id limit 1',
    [SHOP, [...taken]],
  );
  const sku = skus[0];
  if (!sku) throw new Error('no sku of shop 1');
  const { ids, sns } = await membersWithTrades(db, 'ascrash', SERVICES);
  await db.query(
    `insert into trade_order (sn, trade_sn, member_id, seller_id, seller_name, order_status, pay_status, ship_status, payment_type,
       goods_cents, freight_cents, order_cents, balance_cents, paid_cents, ship_name, ship_mobile, ship_province, ship_city, ship_county,
       ship_addr, ship_zip, created_at, cancel_deadline)
     select sn, 'T' || sn, id, $3, 'Shop', 'ROG', 'PAY_YES', 'SHIP_ROG', 'ONLINE', $4, 0, $4, $5, $4, 'Ana', '5512345678', 'CDMX', 'CDMX',
       'Roma', 'Colima 1', '06700', 0, 0
     from unnest($1::bigint[], $2::text[]) as t(id, sn)`,
    [ids, sns, SHOP, GOODS, FROM_BALANCE],
  );
  await db.query(
    `insert into order_item (order_sn, sku_id, goods_id, name, image, num, price_cents, subtotal_cents)
     select sn, $2, $3, 'Goods', '/x.png', 2, $4 / 2, $4 from unnest($1::text[]) as t(sn)`,
    [sns, sku.sku_id, sku.goods_id, GOODS],
  );
  await db.query(
    `insert into payment_bill (reference, member_id, kind, sn, trade_sn, plugin_id, amount_cents, status, applied_cents, created_at, settled_at)
     select 'ORDER:' || sn, id, 'ORDER', sn, 'T' || sn, 'sandboxPlugin', $3, 'PAID', $3, 0, 1 from unnest($1::bigint[], $2::text[]) as t(id, sn)`,
    [ids, sns, GOODS - FROM_BALANCE],
  );
  await db.query(
    `insert into after_sale (sn, member_id, order_sn, seller_id, service_type, status, reason, created_at, updated_at)
     select 'S' || sn, id, sn, $3, 'RETURN_GOODS', 'STOCK_IN', 'DAMAGED', 0, 0 from unnest($1::bigint[], $2::text[]) as t(id, sn)`,
    [ids, sns, SHOP],
  );
  await db.query(`insert into after_sale_item (service_sn, sku_id, num) select 'S' || sn, $2, 2 from unnest($1::text[]) as t(sn)`, [
    sns,
    sku.sku_id,
  ]);
  const { rows: keeper } = await db.query<{ id: number }>(
    `insert into member (id, username, password_hash, mobile, created_at) values (nextval('member_id_seq'), $1, 'x', null, 0) returning id`,
    [KEEPER],
  );
  const token = await createSessions(db, Date.now).login(Number(keeper[0]?.id), null);
  return { ids, services: sns.map((sn) => `S${sn}`), token };
}

/** Each service's books: its state, its refund row, the balance entries and what its order booked. */
async function books(db: Db, services: readonly string[]) {
  const { rows } = await db.query<{
    sn: string;
    status: string;
    refunds: number;
    refund_status: string | null;
    refund_cents: number | null;
    balance_part: number | null;
    gateway_part: number | null;
    entries: number;
    credited: number;
    balance: number;
    refunded_cents: number;
    refunded_balance_cents: number;
  }>(
    `select s.sn, s.status,
       (select count(*)::int from after_sale_refund r where r.service_sn = s.sn) as refunds,
       r.status as refund_status, r.refund_cents::int as refund_cents, r.balance_cents::int as balance_part, r.gateway_cents::int as gateway_part,
       (select count(*)::int from balance_ledger l where l.member_id = s.member_id and l.kind = 'REFUND') as entries,
       coalesce((select sum(l.amount_cents) from balance_ledger l where l.member_id = s.member_id and l.kind = 'REFUND'), 0)::int as credited,
       m.balance_cents::int as balance, o.refunded_cents::int as refunded_cents, o.refunded_balance_cents::int as refunded_balance_cents
     from after_sale s join member m on m.id = s.member_id join trade_order o on o.sn = s.order_sn
       left join after_sale_refund r on r.service_sn = s.sn
     where s.sn = any($1::text[]) order by s.sn`,
    [services],
  );
  return rows;
}

const refund = (url: string, token: string, sn: string) =>
  fetch(`${url}/api/seller/after-sales/${sn}/refund?lang=en_US`, { method: 'POST', headers: { authorization: token } });

type State = Awaited<ReturnType<typeof arrange>>;

export const refunds: CrashScenario<State> = {
  calls: 'refunds',
  arrange,
  burst: (server, { services, token }) =>
    queuedBurst(
      server,
      services.flatMap((sn) => Array.from({ length: CALLS }, () => sn)),
      IN_FLIGHT,
      (url, sn) => refund(url, token, sn),
      (reply) => reply.status === 200,
    ),
  async afterKill(db, { services }) {
    const after = await books(db, services);
    const whole = (row: (typeof after)[number]) =>
      row.refunds === 1 &&
      row.refund_cents === GOODS &&
      row.balance_part === FROM_BALANCE &&
      row.gateway_part === GOODS - FROM_BALANCE &&
      row.entries === 1 &&
      row.credited === FROM_BALANCE &&
      row.balance === FROM_BALANCE &&
      row.refunded_cents === GOODS &&
      row.refunded_balance_cents === FROM_BALANCE &&
      ['REFUNDING', 'COMPLETED'].includes(row.status);
    const untouched = (row: (typeof after)[number]) =>
      row.status === 'STOCK_IN' && row.refunds === 0 && row.entries === 0 && row.balance === 0 && row.refunded_cents === 0;
    expect(after.filter((row) => !whole(row) && !untouched(row))).toEqual([]);
    expect(after.some(untouched), 'every refund finished before the kill').toBe(true);
  },
  async retry(url, { services, token }) {
    const retries = await Promise.all(services.map((sn) => refund(url, token, sn)));
    expect(retries.map((reply) => reply.status)).toEqual(Array(SERVICES).fill(200));
  },
  async verify(db, { services }) {
    const rows = await books(db, services);
    expect(
      rows.map(({ sn: _, ...row }) => row),
      'each service refunded once, all of it',
    ).toEqual(
      Array(SERVICES).fill({
        status: 'COMPLETED',
        refunds: 1,
        refund_status: 'COMPLETED',
        refund_cents: GOODS,
        balance_part: FROM_BALANCE,
        gateway_part: GOODS - FROM_BALANCE,
        entries: 1,
        credited: FROM_BALANCE,
        balance: FROM_BALANCE,
        refunded_cents: GOODS,
        refunded_balance_cents: FROM_BALANCE,
      }),
    );
  },
};
