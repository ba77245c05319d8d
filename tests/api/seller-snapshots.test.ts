// `GET /seller/trade/snapshots/{id}`: a shop's keeper reads the snapshot of a line of an order
// placed with THEIR shop; nobody else does. Keepers are configured (SELLER_ACCOUNTS, read when the
// app is created) and sign in as members.
import { expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/contract/types';
import { createSessions } from '../../server/src/services/auth/sessions';
import { parseSellerAccounts } from '../../server/src/services/trade/seller-accounts';
import { describeBackends, type ApiHarness } from './support/backends';
import { newBuyer } from './support/buyers';
import { form, FORM, json } from './support/client';

const KEEPERS = { one: `keeper-one-${process.pid}`, two: `keeper-two-${process.pid}` };
process.env.SELLER_ACCOUNTS = `${KEEPERS.one}:1, ${KEEPERS.two}:2`;

interface Snapshot {
  snapshot_id: number;
  order_sn: string;
  seller_id: number;
  goods_name: string;
  price: number;
}
interface OrderLine {
  sn: string;
  seller_id: number;
  sku_list: { snapshot_id: number }[];
}

describeBackends('seller snapshots', (api: ApiHarness) => {
  const get = (url: string, token?: string) =>
    api.inject({ method: 'GET', url: `/api${url}`, headers: token ? { authorization: token } : {} });
  const post = (url: string, token: string, body: Record<string, string> = {}) =>
    api.inject({ method: 'POST', url: `/api${url}`, headers: { ...FORM, authorization: token }, payload: form(body) });

  /** A member with a session, named `username` (the keeper of a shop when SELLER_ACCOUNTS says so). */
  async function member(username: string): Promise<string> {
    const { rows } = await api.db.query<{ id: number }>(
      `insert into member (id, username, password_hash, mobile, created_at) values (nextval('member_id_seq'), $1, 'x', null, 0)
       on conflict ((lower(username))) do update set username = excluded.username returning id`,
      [username],
    );
    return createSessions(api.db, Date.now).login(Number(rows[0]?.id), null);
  }

  /** A fresh buyer's order of one package of a sku sold by shop 1; its first line's snapshot. */
  async function shopOneSnapshot(): Promise<{ buyer: string; snapshotId: number; sn: string }> {
    const { rows } = await api.db.query<{ sku_id: number; package_unit: number }>(
      `select s.id as sku_id, g.package_unit from sku s join goods g on g.id = s.goods_id
       where g.shop_id = 1 and g.market_enable = 1 and s.quantity >= g.package_unit * 2 order by s.id limit 1`,
    );
    const sku = rows[0];
    if (!sku) throw new Error('shop 1 sells nothing in stock');
    const buyer = await newBuyer(api);
    await post('/buyer/members/address', buyer.token, {
      name: 'Ana',
      mobile: '5512345678',
      country: '1',
      county_id: '900602',
      addr: 'Colima 1',
      zip: '06700',
    });
    await post('/buyer/trade/carts', buyer.token, { sku_id: String(sku.sku_id), num: String(sku.package_unit) });
    await post('/buyer/trade/checkout-params/payment-type', buyer.token, { payment_type: 'ONLINE' });
    const trade = json<{ order_list: { sn: string }[] }>(
      await post('/buyer/trade/create', buyer.token, { idempotency_key: `seller-snap-${buyer.id}` }),
    );
    const sn = trade.order_list[0]?.sn ?? '';
    const order = json<OrderLine>(await get(`/buyer/trade/orders/${sn}`, buyer.token));
    expect(order.seller_id).toBe(1);
    return { buyer: buyer.token, snapshotId: order.sku_list[0]?.snapshot_id ?? 0, sn };
  }

  it('shows the keeper of the order’s shop the same snapshot the buyer sees, in the asked language', async () => {
    const { buyer, snapshotId, sn } = await shopOneSnapshot();
    const keeper = await member(KEEPERS.one);
    for (const lang of ['es_MX', 'en_US', 'zh_CN']) {
      const asBuyer = json<Snapshot>(await get(`/buyer/trade/snapshots/${snapshotId}?lang=${lang}`, buyer));
      const asSeller = await get(`/seller/trade/snapshots/${snapshotId}?lang=${lang}`, `Bearer ${keeper}`);
      expect(asSeller.statusCode).toBe(200);
      expect(json<Snapshot>(asSeller)).toEqual(asBuyer);
    }
    expect(json<Snapshot>(await get(`/seller/trade/snapshots/${snapshotId}`, keeper))).toMatchObject({
      snapshot_id: snapshotId,
      order_sn: sn,
      seller_id: 1,
    });
  });

  const refusals: [string, (ids: { buyer: string; other: string }) => string | undefined, number, string][] = [
    ['the keeper of another shop', ({ other }) => other, 404, 'This product snapshot is not among your shop’s orders'],
    ['the buyer, who keeps no shop', ({ buyer }) => buyer, 403, 'Sign in with a shop’s seller account'],
    ['a caller without a token', () => undefined, 403, 'please login'],
    ['an unknown token', () => 'not-a-token', 403, 'please login'],
  ];
  it.each(refusals)('refuses %s', async (_, who, status, message) => {
    const { buyer, snapshotId } = await shopOneSnapshot();
    const other = await member(KEEPERS.two);
    const reply = await get(`/seller/trade/snapshots/${snapshotId}?lang=en_US`, who({ buyer, other }));
    expect([reply.statusCode, json<ApiErrorBody>(reply).message]).toEqual([status, message]);
  });

  it('refuses an id that is not a number, naming it, and answers 404 for a snapshot that does not exist', async () => {
    const keeper = await member(KEEPERS.one);
    const bad = await get('/seller/trade/snapshots/abc?lang=en_US', keeper);
    expect(bad.statusCode).toBe(400);
    expect(json<ApiErrorBody>(bad).message).toContain('id');
    expect((await get('/seller/trade/snapshots/999999999', keeper)).statusCode).toBe(404);
  });

  const configs: [string, string | undefined, [string, number][] | string][] = [
    ['nothing', undefined, []],
    [
      'two keepers, spaces ignored',
      ' ana:3 , beto:12 ',
      [
        ['ana', 3],
        ['beto', 12],
      ],
    ],
    ['a shop that is not a number', 'ana:tres', 'SELLER_ACCOUNTS: "ana:tres" is not username:shopId'],
    ['shop 0', 'ana:0', 'SELLER_ACCOUNTS: "ana:0" is not username:shopId'],
  ];
  it.each(configs)('reads SELLER_ACCOUNTS: %s', (_, text, expected) => {
    if (typeof expected === 'string') expect(() => parseSellerAccounts(text)).toThrow(expected);
    else expect([...parseSellerAccounts(text)]).toEqual(expected);
  });
});
