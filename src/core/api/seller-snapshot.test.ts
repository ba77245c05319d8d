// The seller-side snapshot goes through the client with the seller's base and token, and a refusal
// there is not the buyer's "session gone".
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { javashopError } from '../../../tests/unit/support/api-fixture';
import { useFixtureApi } from '../../../tests/unit/support/fixture-api';
import { cookieNames, setCookie } from '../../../tests/unit/support/page';
import { $config } from '../config';
import { ApiError } from '../errors';
import { initSession } from '../stores/user';
import { $toasts } from '../toasts';
import { fetchSellerSnapshot, NO_SELLER } from './seller-snapshot';

const fixture = useFixtureApi();
beforeAll(() => {
  initSession();
});

beforeEach(() => {
  $toasts.set([]);
  $config.set({ ...$config.get(), sellerApi: `${fixture().api}/seller` });
});

const PATH = '/seller/trade/snapshots/7';
const snapshot = {
  snapshot_id: 7,
  order_sn: 'S1',
  num: 2,
  create_time: 1,
  goods_id: 3,
  sku_id: 4,
  sn: 'G3',
  goods_name: 'Tornillo',
  thumbnail: '/t.png',
  brand_name: 'B',
  category_name: 'C',
  seller_id: 1,
  seller_name: 'Shop',
  price: 1.5,
  original_price: 2,
  package_unit: 10,
  weight_g: 5,
  spec_list: [],
  price_tiers: [],
};

describe('fetchSellerSnapshot', () => {
  test('asks the seller API with the seller token, lang and the device id, and checks the reply', async () => {
    setCookie('seller_access_token', 'seller-tok');
    setCookie('access_token', 'buyer-tok');
    fixture().on('GET', PATH, () => ({ json: snapshot }));
    await expect(fetchSellerSnapshot(7)).resolves.toEqual(snapshot);
    const [seen] = fixture().seen;
    expect(seen?.headers.authorization).toBe('seller-tok');
    expect(seen?.query.get('lang')).toBe('en_US');
    expect(seen?.headers.uuid).toBeTruthy();
  });

  test('without a seller session nothing is sent: NO_SELLER, status 403, no message of its own', async () => {
    const error = await fetchSellerSnapshot(7).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: NO_SELLER, message: '', url: `${fixture().api}/seller/trade/snapshots/7?lang=en_US` });
    expect(fixture().seen).toEqual([]);
  });

  test.each([
    { status: 403, code: '403', message: 'Not your shop', expected: 'Not your shop' },
    { status: 404, code: '003', message: '', expected: 'Network error, please try again later' },
    { status: 500, code: '452', message: '', expected: 'Submission failed, please try again later' },
  ])(
    'HTTP $status → ApiError with the server message or a translated one; the buyer session stays',
    async ({ status, code, message, expected }) => {
      setCookie('seller_access_token', 'seller-tok');
      setCookie('access_token', 'buyer-tok');
      setCookie('refresh_token', 'buyer-ref');
      fixture().on('GET', PATH, () => javashopError(status, code, message));
      const error = await fetchSellerSnapshot(7).catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'ApiError', status, code, message: expected });
      expect(cookieNames()).toEqual(expect.arrayContaining(['access_token', 'refresh_token']));
      expect($toasts.get()).toEqual([]);
    },
  );

  test('a reply of another shape fails loudly', async () => {
    setCookie('seller_access_token', 'seller-tok');
    fixture().on('GET', PATH, () => ({ json: { ...snapshot, price: 'free' } }));
    await expect(fetchSellerSnapshot(7)).rejects.toMatchObject({ code: 'SHAPE', status: 200 });
  });

  test('a caller that cancels gets its own reason', async () => {
    setCookie('seller_access_token', 'seller-tok');
    fixture().on('GET', PATH, () => ({ hang: true }));
    const arrived = fixture().next('GET', PATH);
    const controller = new AbortController();
    const pending = fetchSellerSnapshot(7, controller.signal).catch((e: unknown) => e);
    await arrived;
    controller.abort(new DOMException('left the page', 'AbortError'));
    expect(await pending).toMatchObject({ name: 'AbortError', message: 'left the page' });
  });
});
