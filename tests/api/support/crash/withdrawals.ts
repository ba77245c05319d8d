/**
 * kill -9 during a withdrawal burst (issue 12 §5). Distributors ask for more withdrawals than their
 * settled commission covers, several at once, and the process is SIGKILLed mid-burst. Right after
 * the kill, each distributor's books agree: every withdrawal row has its one ledger row, the
 * available money is the ledger's sum and never below zero, and what was withdrawn plus what is
 * left is what was settled. After a restart they withdraw again and the same holds, with every
 * centavo that could be withdrawn withdrawn.
 */
import { expect } from 'vitest';
import type { Db } from '../../../../server/src/db/open';
import { createSessions } from '../../../../server/src/services/auth/sessions';
import { membersWithTrades, queuedBurst, type CrashScenario } from './scenario';

const DISTRIBUTORS = 30;
/** withdrawal calls on their way at once */
const IN_FLIGHT = 12;
/** withdrawals each distributor asks for in the burst: more than its money covers */
const CALLS = 5;
/** each one's settled commission, and each withdrawal: three fit, the fourth does not */
const SETTLED = 35_000;
const AMOUNT = 10_000;
const CLABE = '032180000118359719';

/** Approved distributors, each with one settled commission (its order, commission and ledger row) and a bank account. */
async function arrange(db: Db, _taken: Set<number>) {
  const { ids, sns } = await membersWithTrades(db, 'dscrash', DISTRIBUTORS);
  await db.query(
    `insert into merchant_apply (member_id, apply_type, main_sales_channels, purchase_amount, attachment, status, created_at)
     select id, 1, 'tienda', '1', 'x', 1, 0 from unnest($1::bigint[]) as t(id)`,
    [ids],
  );
  await db.query(
    `insert into distributor (member_id, referral_code, available_cents, clabe, bank_name, account_holder, created_at)
     select id, 'C' || lpad(id::text, 7, '0'), $2, $3, 'BBVA', 'Ana', 0 from unnest($1::bigint[]) as t(id)`,
    [ids, SETTLED, CLABE],
  );
  // the order each commission was earned on (bought by the distributor's own downline: here, itself, for brevity)
  await db.query(
    `insert into trade_order (sn, trade_sn, member_id, seller_id, seller_name, order_status, pay_status, ship_status, payment_type,
       goods_cents, freight_cents, order_cents, balance_cents, paid_cents, ship_name, ship_mobile, ship_province, ship_city, ship_county,
       ship_addr, ship_zip, created_at, cancel_deadline)
     select sn, 'T' || sn, id, 1, 'Shop', 'ROG', 'PAY_YES', 'SHIP_ROG', 'ONLINE', $3, 0, $3, 0, $3, 'Ana', '5512345678', 'CDMX', 'CDMX',
       'Roma', 'Colima 1', '06700', 0, 0
     from unnest($1::bigint[], $2::text[]) as t(id, sn)`,
    [ids, sns, SETTLED * 20],
  );
  await db.query(
    `with c as (
       insert into distribution_commission (order_sn, buyer_id, distributor_id, level, rate_bp, base_cents, amount_cents, settled_cents,
         status, created_at, settled_at)
       select sn, id, id, 1, 500, $3, $4, $4, 'SETTLED', 0, 0 from unnest($1::bigint[], $2::text[]) as t(id, sn) returning id, distributor_id
     )
     insert into distribution_ledger (member_id, kind, cents, commission_id, period, created_at)
     select distributor_id, 'COMMISSION', $4, id, '2026-11', 0 from c`,
    [ids, sns, SETTLED * 20, SETTLED],
  );
  const tokens = await Promise.all(ids.map((id) => createSessions(db, Date.now).login(id, null)));
  return { ids, tokens };
}

/** Each distributor's books. */
async function books(db: Db, ids: readonly number[]) {
  const { rows } = await db.query<{
    id: number;
    available: number;
    ledger: number;
    withdrawals: number;
    withdrawn: number;
    ledger_rows: number;
    unmatched: number;
  }>(
    `select d.member_id::int as id, d.available_cents::int as available,
       (select coalesce(sum(cents), 0)::int from distribution_ledger l where l.member_id = d.member_id) as ledger,
       (select count(*)::int from distribution_withdrawal w where w.member_id = d.member_id) as withdrawals,
       (select coalesce(sum(amount_cents), 0)::int from distribution_withdrawal w where w.member_id = d.member_id) as withdrawn,
       (select count(*)::int from distribution_ledger l where l.member_id = d.member_id and l.kind = 'WITHDRAWAL') as ledger_rows,
       (select count(*)::int from distribution_withdrawal w where w.member_id = d.member_id
          and not exists (select 1 from distribution_ledger l where l.withdrawal_id = w.id and l.kind = 'WITHDRAWAL' and l.cents = -w.amount_cents)) as unmatched
     from distributor d where d.member_id = any($1::bigint[]) order by d.member_id`,
    [ids],
  );
  return rows;
}

const withdraw = (url: string, token: string) =>
  fetch(`${url}/api/buyer/distribution/withdrawals?lang=en_US`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
    body: `amount=${(AMOUNT / 100).toFixed(2)}`,
  });

const consistent = (row: Awaited<ReturnType<typeof books>>[number]) =>
  row.available === row.ledger &&
  row.ledger === SETTLED - row.withdrawn &&
  row.available >= 0 &&
  row.withdrawals === row.ledger_rows &&
  row.unmatched === 0 &&
  row.withdrawn === row.withdrawals * AMOUNT;

type State = Awaited<ReturnType<typeof arrange>>;

export const withdrawals: CrashScenario<State> = {
  calls: 'withdrawals',
  arrange,
  burst: (server, { tokens }) =>
    queuedBurst(
      server,
      tokens.flatMap((token) => Array.from({ length: CALLS }, () => token)),
      IN_FLIGHT,
      (url, token) => withdraw(url, token),
      (reply) => reply.status === 200 || reply.status === 400,
    ),
  async afterKill(db, { ids }) {
    const after = await books(db, ids);
    expect(after.filter((row) => !consistent(row))).toEqual([]);
    expect(
      after.some((row) => row.withdrawals < Math.floor(SETTLED / AMOUNT)),
      'every distributor withdrew all before the kill',
    ).toBe(true);
  },
  async retry(url, { tokens }) {
    const retries = await Promise.all(tokens.flatMap((token) => Array.from({ length: CALLS }, () => withdraw(url, token))));
    expect(retries.every((reply) => reply.status === 200 || reply.status === 400)).toBe(true);
  },
  async verify(db, { ids }) {
    const rows = await books(db, ids);
    expect(rows.filter((row) => !consistent(row))).toEqual([]);
    expect(
      rows.map((row) => [row.withdrawals, row.available]),
      'each distributor withdrew all that fits, once',
    ).toEqual(Array(DISTRIBUTORS).fill([Math.floor(SETTLED / AMOUNT), SETTLED % AMOUNT]));
  },
};
