import { afterEach, expect, test, vi } from 'vitest';
import { useFixtureApi } from '../../../tests/unit/support/fixture-api';
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
