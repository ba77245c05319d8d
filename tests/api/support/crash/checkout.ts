/**
 * "Kill the server in the middle of checkout and restart: no half-written trade, no lost stock."
 * Buyers check out and pay from their balance concurrently; the process is SIGKILLed mid-flight,
 * restarted on the same data, the buyers retry as a client does after a dropped connection (same
 * idempotency key), and then the books must balance.
 */
import { expect } from 'vitest';
import type { Db } from '../../../../server/src/db/open';
import { createSessions } from '../../../../server/src/services/auth/sessions';
import { droppedConnection, type CrashScenario } from './scenario';

const BUYERS = 100;
/** The scarce sku: fewer units than buyers, so some checkouts are refused for stock. */
const SCARCE_UNITS = 70;
const PLENTY_UNITS = 1_000;
const START_BALANCE = 10_000_000;
const COUPON_CENTS = 500;

interface Buyer {
  id: number;
  token: string;
}
interface Flow {
  buyer: Buyer;
  key: string;
  tradeSn?: string;
  created: boolean;
  refused: boolean;
  paid: boolean;
}

/** Two skus of two shops on sale in packages of one; stock set so goods stock equals the skus' sum. */
async function arrange(db: Db, taken: Set<number>) {
  const { rows: skus } = await db.query<{ sku_id: number; goods_id: number }>(
    `select distinct on (g.shop_id) s.id as sku_id, s.goods_id from sku s join goods g on g.id = s.goods_id
     where g.market_enable = 1 and g.package_unit = 1 and s.price_cents between 1000 and 100000 order by g.shop_id, s.id limit 2`,
  );
  const [scarce, plenty] = skus;
  if (!scarce || !plenty) throw new Error('no skus to sell');
  await db.query('update sku set quantity = $2 where id = $1', [scarce.sku_id, SCARCE_UNITS]);
  await db.query('update sku set quantity = $2 where id = $1', [plenty.sku_id, PLENTY_UNITS]);
  await db.query('update goods g set stock = (select sum(quantity) from sku s where s.goods_id = g.id) where g.id = any($1::bigint[])', [
    [scarce.goods_id, plenty.goods_id],
  ]);

  const { rows: coupon } = await db.query<{ id: number }>(
    `insert into coupon (seller_id, title, amount_cents, threshold_cents, start_time, end_time) values (0, 'crash test', $1, 0, 0, 4102444800) returning id`,
    [COUPON_CENTS],
  );
  const { rows: members } = await db.query<{ id: number }>(
    `insert into member (id, username, password_hash, mobile, created_at, balance_cents)
     select nextval('member_id_seq'), 'crash-' || i || '-' || $2, 'x', null, 0, $3 from generate_series(1, $1::int) as i returning id`,
    [BUYERS, Date.now().toString(36), START_BALANCE],
  );
  const ids = members.map((member) => member.id);
  await db.query(
    `insert into member_address (member_id, name, mobile, country, province_id, city_id, county_id, province, city, county, addr, zip, def_addr, created_at)
     select id, 'Comprador', '5512345678', 1, 9, 9006, 900602, 'Ciudad de México', 'Cuauhtémoc', 'Roma Norte', 'Colima 1', '06700', 1, 0 from unnest($1::bigint[]) as t(id)`,
    [ids],
  );
  await db.query(
    `insert into cart_item (member_id, sku_id, way, num, checked, created_at) select id, sku, 'CART', 1, 1, 0 from unnest($1::bigint[]) as t(id), unnest($2::bigint[]) as s(sku)`,
    [ids, [scarce.sku_id, plenty.sku_id]],
  );
  await db.query('insert into member_coupon (member_id, coupon_id, created_at) select id, $2, 0 from unnest($1::bigint[]) as t(id)', [
    ids,
    coupon[0]?.id,
  ]);
  // the coupon and the payment type each buyer picked in this checkout
  await db.query(
    `insert into checkout_param (member_id, mc_ids, payment_type) select member_id, array[id], 'ONLINE' from member_coupon where coupon_id = $1`,
    [coupon[0]?.id],
  );
  const sessions = createSessions(db, Date.now);
  const buyers: Buyer[] = [];
  for (const id of ids) buyers.push({ id, token: await sessions.login(id, null) });
  const start = await stockOf(db, [scarce.sku_id, plenty.sku_id]);
  taken.add(scarce.sku_id).add(plenty.sku_id);
  const flows: Flow[] = buyers.map((buyer) => ({ buyer, key: `crash-${buyer.id}-key`, created: false, refused: false, paid: false }));
  return { skuIds: [scarce.sku_id, plenty.sku_id], buyers, start, flows, acknowledged: [] as (string | undefined)[] };
}

async function stockOf(db: Db, skuIds: number[]) {
  const { rows } = await db.query<{ sku_id: number; quantity: number; goods_stock: number }>(
    'select s.id as sku_id, s.quantity, g.stock as goods_stock from sku s join goods g on g.id = s.goods_id where s.id = any($1::bigint[]) order by s.id',
    [skuIds],
  );
  return rows;
}

/** One buyer as the storefront drives it: create the trade, then pay it from the balance. */
async function runFlow(url: string, flow: Flow, onCreated: () => void = () => undefined): Promise<void> {
  const headers = { authorization: flow.buyer.token, 'content-type': 'application/x-www-form-urlencoded' };
  if (!flow.created && !flow.refused) {
    const reply = await fetch(`${url}/api/buyer/trade/create?lang=en_US`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': flow.key },
      body: 'client=PC&way=CART',
    });
    const body = (await reply.json()) as { trade_sn?: string; message?: string };
    if (reply.status >= 500) throw new Error(`create answered ${reply.status}: ${JSON.stringify(body)}`);
    if (reply.status === 400) {
      // sold out: the scarce sku is gone; any other refusal is a failure of this test
      if (!body.message?.startsWith('The order could not be created')) throw new Error(`create refused: ${body.message}`);
      flow.refused = true;
      onCreated();
      return;
    }
    flow.tradeSn = body.trade_sn;
    flow.created = true;
    onCreated();
  }
  if (flow.created && !flow.paid) {
    const reply = await fetch(`${url}/api/buyer/balance/pay/TRADE/${flow.tradeSn}?lang=en_US`, { method: 'POST', headers, body: '' });
    const body = (await reply.json()) as { message?: string };
    // "already paid": the first attempt committed before the crash and its answer was lost
    if (reply.status !== 200 && body.message !== 'This order is already paid or closed')
      throw new Error(`pay answered ${reply.status}: ${JSON.stringify(body)}`);
    flow.paid = true;
  }
}

type State = Awaited<ReturnType<typeof arrange>>;

export const checkouts: CrashScenario<State> = {
  calls: 'checkouts',
  arrange,
  async burst(server, { flows }) {
    // Kill once a quarter of the checkouts are answered: the rest are queued or mid-transaction,
    // some of the answered ones are paying.
    let killed: Promise<void> | undefined;
    const onCreated = () => {
      if (!killed && flows.filter((flow) => flow.created || flow.refused).length >= BUYERS / 4) killed = server.crash();
    };
    await Promise.all(
      flows.map((flow) =>
        runFlow(server.url, flow, onCreated).catch((error: unknown) => {
          // only a dropped connection is expected; the server's own answers must be sound
          if (!droppedConnection(error)) throw error;
        }),
      ),
    );
    if (!killed) throw new Error('the server finished every flow before it could be killed');
    await killed;
  },
  async afterKill(db, state) {
    state.acknowledged = state.flows.filter((flow) => flow.created).map((flow) => flow.tradeSn);
    expect(state.flows.filter((flow) => !flow.refused && !flow.created).length, 'checkouts unanswered at the kill').toBeGreaterThan(0);
    // acknowledged before the crash means durable
    const { rows: kept } = await db.query<{ sn: string }>('select sn from trade where sn = any($1::text[])', [state.acknowledged]);
    expect(kept.map((row) => row.sn).sort()).toEqual([...state.acknowledged].sort());
  },
  async retry(url, { flows }) {
    await Promise.all(flows.map((flow) => runFlow(url, flow)));
  },
  async verify(db, { buyers, skuIds, start: stockAtStart, flows }) {
    // no trade without its orders, no order without its lines; totals add up
    const { rows: broken } = await db.query<{ sn: string }>(
      `select t.sn from trade t where t.member_id = any($1::bigint[]) and (
         not exists (select 1 from trade_order o where o.trade_sn = t.sn)
         or exists (select 1 from trade_order o where o.trade_sn = t.sn and not exists (select 1 from order_item i where i.order_sn = o.sn))
         or t.total_cents <> (select sum(o.order_cents) from trade_order o where o.trade_sn = t.sn)
         or t.discount_cents <> (select sum(o.coupon_cents) from trade_order o where o.trade_sn = t.sn))`,
      [buyers.map((buyer) => buyer.id)],
    );
    expect(broken).toEqual([]);

    // stock: what is left plus what was sold is what there was
    const { rows: sold } = await db.query<{ sku_id: number; goods_id: number; sold: number }>(
      `select s.id as sku_id, s.goods_id, coalesce((select sum(i.num) from order_item i join trade_order o on o.sn = i.order_sn
         where i.sku_id = s.id and o.order_status <> 'CANCELLED'), 0)::int as sold from sku s where s.id = any($1::bigint[]) order by s.id`,
      [skuIds],
    );
    const now = await stockOf(db, skuIds);
    expect(
      now.map((row, i) => ({
        sku: row.sku_id,
        quantity: row.quantity + (sold[i]?.sold ?? 0),
        goods: row.goods_stock + (sold[i]?.sold ?? 0),
      })),
    ).toEqual(stockAtStart.map((row) => ({ sku: row.sku_id, quantity: row.quantity, goods: row.goods_stock })));
    // once the scarce sku sold out, its line shows as unavailable and later trades buy the rest
    const [scarceId, plentyId] = skuIds;
    const created = flows.filter((flow) => flow.created).length;
    expect(Object.fromEntries(sold.map((row) => [row.sku_id, row.sold]))).toEqual({
      [scarceId ?? 0]: SCARCE_UNITS,
      [plentyId ?? 0]: created,
    });

    // per buyer: each cart line either in its one trade or still in the cart, never both or
    // neither; the coupon spent on that trade or still free; the balance moved as the ledger says
    const { rows: books } = await db.query<{
      id: number;
      trades: number;
      lines: number;
      twice: number;
      used: number;
      spent_on_own: boolean;
      discounted: number;
      balance: number;
      ledger: number;
      payments: number;
      paid_from_balance: number;
      unpaid: number;
    }>(
      `select m.id,
         (select count(*)::int from trade t where t.member_id = m.id) as trades,
         (select count(*)::int from cart_item c where c.member_id = m.id)
           + (select count(*)::int from order_item i join trade_order o on o.sn = i.order_sn where o.member_id = m.id) as lines,
         (select count(*)::int from cart_item c join order_item i on i.sku_id = c.sku_id join trade_order o on o.sn = i.order_sn
           where c.member_id = m.id and o.member_id = m.id) as twice,
         (select mc.used_status::int from member_coupon mc where mc.member_id = m.id) as used,
         coalesce((select mc.order_sn = t.sn from member_coupon mc join trade t on t.member_id = m.id where mc.member_id = m.id), false) as spent_on_own,
         (select count(*)::int from trade_order o where o.member_id = m.id and o.coupon_cents > 0) as discounted,
         m.balance_cents::bigint as balance,
         coalesce((select sum(l.amount_cents) from balance_ledger l where l.member_id = m.id), 0)::bigint as ledger,
         (select count(*)::int from balance_ledger l where l.member_id = m.id and l.kind = 'PAYMENT') as payments,
         coalesce((select sum(o.balance_cents) from trade_order o where o.member_id = m.id), 0)::bigint as paid_from_balance,
         (select count(*)::int from trade_order o where o.member_id = m.id and o.pay_status <> 'PAY_YES') as unpaid
       from member m where m.id = any($1::bigint[]) order by m.id`,
      [buyers.map((buyer) => buyer.id)],
    );
    const expected = flows.map((flow) =>
      flow.created
        ? {
            id: flow.buyer.id,
            trades: 1,
            lines: 2,
            twice: 0,
            used: 1,
            spent_on_own: true,
            discounted: 1,
            payments: 1,
            unpaid: 0,
            consistent: true,
          }
        : {
            id: flow.buyer.id,
            trades: 0,
            lines: 2,
            twice: 0,
            used: 0,
            spent_on_own: false,
            discounted: 0,
            payments: 0,
            unpaid: 0,
            consistent: true,
          },
    );
    expect(
      books.map(({ balance, ledger, paid_from_balance, ...row }) => ({
        ...row,
        consistent: Number(balance) === START_BALANCE + Number(ledger) && -Number(ledger) === Number(paid_from_balance),
      })),
    ).toEqual(expected);
    expect(flows.every((flow) => flow.created || flow.refused)).toBe(true);
  },
};
