import { afterEach, expect, test, vi } from 'vitest';
import { javashopError, wrapped, wrappedFail } from '../../../tests/unit/support/api-fixture';
import { useFixtureApi } from '../../../tests/unit/support/fixture-api';
import { setCookie } from '../../../tests/unit/support/page';
import { aUser } from '../../../tests/unit/support/replies';
import { $user } from '../../core/stores/user';
import type { FailureDetail } from '../../core/ui/failure';
import { mountWidget, unmountWidget } from '../../core/runtime/mount';
import detailWidget from './index';

// Issue 11 §7: bad input from the host page gets a developer's warning and nothing sent that the
// API would refuse; the buyer sees the product is not there.
const fixture = useFixtureApi();
afterEach(() => {
  for (const el of Array.from(document.body.children)) {
    unmountWidget(el);
    el.remove();
  }
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  $user.set(null);
});

test.each(['abc', '12abc', '-3', '0', '1.5', '99999999999999999'])(
  'goods-id="%s" asks nothing and shows the not-found page',
  async (goodsId) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = document.createElement('vitrina-product-detail');
    host.setAttribute('goods-id', goodsId);
    document.body.append(host);
    await mountWidget(host, detailWidget);
    await vi.waitFor(() => expect(host.shadowRoot?.querySelector('.pd-missing h1')?.textContent).toBe('This product is not available'));
    expect(fixture().count('/mallpcapi/product/productDetail')).toBe(0);
    // reported to the host page (issue 16 §2), in production too: a warning and a vitrina:error
    expect(warn).toHaveBeenCalledWith('vitrina: bad-argument (product-detail)', `goods-id "${goodsId}" is not a goods id`);
  },
);

// Issue 13 §5: each failure the product detail shows in its own words is told to the host page once.
const goods = {
  goodsId: 7,
  name: 'Tornillo 1/4',
  images: ['/t.png'],
  price: 0.5,
  originalPrice: 0.5,
  packageUnit: 10,
  stock: 500,
  sales: 3,
  weight: 1,
  brandId: 1,
  brandName: 'Truper',
  grandId: 1,
  categoryId: 2,
  categoryName: 'Tornillos',
  defaultSkuId: 70,
  specs: [],
  skus: [{ skuId: 70, sn: 'T-14', specValueIds: [], price: 0.5, dropshipPrice: 0.6, stock: 500 }],
  tiers: [{ minNum: 10, rate: 1, price: 0.5 }],
  intro: '<p>Acero</p>',
  shop: { shopId: 3, shopName: 'Ferretería Díaz', logo: '', city: 'Monterrey', state: 'NL', goodsCount: 1, createTime: 0 },
  commentCount: 0,
  goodRate: 100,
};

test('a load that fails, a retry that fails again, related goods and sales records that fail and a refused add are each reported once', async () => {
  setCookie('access_token', 'acc');
  setCookie('refresh_token', 'ref');
  $user.set(aUser({ id: 1, userName: 'ana' }));
  vi.stubGlobal('IntersectionObserver', undefined); // the related goods load at once, as where there is none
  let detailFails = 2;
  fixture().on('GET', '/mallpcapi/product/productDetail', () =>
    detailFails-- > 0 ? javashopError(503, '503', 'Service unavailable') : wrapped(goods),
  );
  fixture().on('GET', '/mallpcapi/product/productGoods', () => javashopError(503, '503', 'Service unavailable'));
  fixture().on('POST', '/mallpcapi/orderCart/addtocart', () => wrappedFail('Only 5 left in stock', 500));
  fixture().on('GET', '/buyer/trade/goods/7/sales', () => javashopError(503, '503', 'Service unavailable'));
  const host = document.createElement('vitrina-product-detail');
  host.setAttribute('goods-id', '7');
  document.body.append(host);
  const heard: FailureDetail[] = [];
  host.addEventListener('vitrina:error', (e) => heard.push((e as CustomEvent<FailureDetail>).detail));
  await mountWidget(host, detailWidget);
  const root = host.shadowRoot;
  if (!root) throw new Error('not mounted');
  const ours = (path: string) => heard.filter((h) => h.detail.url?.includes(path));

  await vi.waitFor(() => expect(ours('productDetail')).toHaveLength(1));
  const shown = root.querySelector('.pd-error p')?.textContent;
  expect(ours('productDetail')[0]).toEqual({
    code: 'load-failed',
    widget: 'product-detail',
    detail: expect.objectContaining({ message: shown, status: 503 }),
  });
  root.querySelector<HTMLButtonElement>('.pd-error button')?.click(); // fails again: a new report
  await vi.waitFor(() => expect(ours('productDetail')).toHaveLength(2));
  root.querySelector<HTMLButtonElement>('.pd-error button')?.click(); // loads
  await vi.waitFor(() => expect(root.querySelector('h1.name')?.textContent).toBe('Tornillo 1/4'));

  await vi.waitFor(() => expect(ours('productGoods')).toHaveLength(1));
  expect(ours('productGoods')[0]).toMatchObject({ code: 'load-failed', widget: 'product-detail', detail: { status: 503 } });
  expect(root.querySelector('.related-note .error')?.textContent).toBe(ours('productGoods')[0]?.detail.message);

  root.querySelector<HTMLButtonElement>('.buy-box button.primary')?.click();
  await vi.waitFor(() => expect(heard.filter((h) => h.code === 'action-refused')).toHaveLength(1));
  expect(heard.filter((h) => h.code === 'action-refused')).toEqual([
    { code: 'action-refused', widget: 'product-detail', detail: expect.objectContaining({ message: 'Only 5 left in stock' }) },
  ]);
  expect(root.querySelector('.buy-box [role=alert]')?.textContent).toBe('Only 5 left in stock');
  // a list under the details (here the sales records) that cannot load
  [...root.querySelectorAll<HTMLButtonElement>('[role=tab]')].find((tab) => tab.textContent === 'Sales records')?.click();
  await vi.waitFor(() => expect(ours('/sales')).toHaveLength(1));
  expect(ours('/sales')[0]).toMatchObject({ code: 'load-failed', widget: 'product-detail', detail: { status: 503 } });
  expect(root.querySelector('.tabpanel .error')?.textContent).toBe(ours('/sales')[0]?.detail.message);
  // nothing else the widget showed failed, and nothing was reported twice
  expect(heard).toHaveLength(5);
});
