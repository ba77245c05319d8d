import { aCartShop, aCartSku, aCartView, aSite, aUser } from '../../../tests/unit/support/replies';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { javashopError, wrapped } from '../../../tests/unit/support/api-fixture';
import { useFixtureApi } from '../../../tests/unit/support/fixture-api';
import { setCookie } from '../../../tests/unit/support/page';
import { mountWidget, unmountWidget } from '../../core/runtime/mount';
import { $cart, $countReply, refreshCartCount } from '../../core/cart/store';
import { $site } from '../../core/stores/site';
import { $user } from '../../core/stores/user';
import miniCart from './index';

const fixture = useFixtureApi();
let count = 0;

beforeEach(() => {
  $site.set({ status: 'open', site: aSite({ siteon: 1 }) });
  $user.set(null);
  $cart.set(null);
  $countReply.set(0);
  fixture().on('POST', '/mallpcapi/orderCart/cartcount', () => wrapped(count));
  fixture().on('GET', '/buyer/trade/carts/all', () => ({
    json: aCartView(
      [
        aCartShop(
          3,
          [
            aCartSku(11, { goods_id: 1, name: 'Tornillo 1/4', goods_image: '/t.png', num: 100, purchase_price: 0.5, subtotal: 50 }),
            // the same sku again, shipped piece by piece to the buyer's customer
            aCartSku(11, {
              goods_id: 1,
              name: 'Tornillo 1/4',
              goods_image: '/t.png',
              num: 3,
              purchase_price: 0.55,
              subtotal: 1.65,
              shipment_type: 2,
              package_unit: 1,
            }),
            aCartSku(12, { goods_id: 2, name: 'Tuerca', goods_image: '/u.png', num: 10, purchase_price: 1, subtotal: 10, invalid: 1 }),
          ],
          { seller_name: 'Ferretería Díaz' },
        ),
      ],
      { total_price: 50 },
    ),
  }));
});
afterEach(() => {
  for (const el of Array.from(document.body.children)) {
    unmountWidget(el);
    el.remove();
  }
  vi.restoreAllMocks();
});

const nextTask = () => new Promise((r) => setTimeout(r, 0));

async function mountMiniCart() {
  const host = document.createElement('vitrina-mini-cart');
  document.body.append(host);
  await mountWidget(host, miniCart);
  await nextTask();
  const root = host.shadowRoot!;
  return {
    host,
    root,
    badge: () => root.querySelector('[part="badge"]'),
    trigger: () => root.querySelector<HTMLButtonElement>('button.trigger')!,
  };
}

function logIn() {
  setCookie('access_token', 'acc');
  setCookie('refresh_token', 'ref');
  $user.set(aUser({ id: 1, userName: 'ana' }));
}

describe('mini cart badge (spec §2)', () => {
  test('a visitor sees no badge, whatever the count store says', async () => {
    $countReply.set(5);
    const m = await mountMiniCart();
    expect(m.badge()).toBeNull();
    expect(m.trigger().getAttribute('aria-label')).toBe('Shopping cart');
  });

  test.each([
    [0, null],
    [1, '1'],
    [7, '7'],
    [99, '99'],
    [100, '99+'],
    [250, '99+'],
  ])('a member with %i in the cart (from the server) sees %s', async (n, shown) => {
    logIn();
    count = n;
    const m = await mountMiniCart();
    await refreshCartCount();
    await nextTask();
    expect(fixture().count('/mallpcapi/orderCart/cartcount')).toBe(1);
    expect(m.badge()?.textContent ?? null).toBe(shown);
    if (shown) expect(m.trigger().getAttribute('aria-label')).toBe(`Cart: ${shown} ${n === 1 ? 'item' : 'items'}`);
  });

  test('the badge follows the shared count store and goes when the member logs out', async () => {
    logIn();
    const m = await mountMiniCart();
    $countReply.set(3);
    await nextTask();
    expect(m.badge()?.textContent).toBe('3');
    $user.set(null);
    await nextTask();
    expect(m.badge()).toBeNull();
  });
});

describe('mini cart panel', () => {
  test('opening it as a member loads the cart: lines by shop, invalid lines marked, total in MXN', async () => {
    logIn();
    const m = await mountMiniCart();
    m.trigger().click();
    await vi.waitFor(() => expect(m.root.querySelector('footer')).not.toBeNull());
    expect(m.trigger().getAttribute('aria-expanded')).toBe('true');
    expect(m.root.querySelector('h3')?.textContent).toBe('Ferretería Díaz');
    const lines = Array.from(m.root.querySelectorAll('li.line'));
    expect(lines.map((l) => l.className)).toEqual(['line', 'line', 'line invalid']);
    expect(lines[0]?.querySelector('.meta')?.textContent).toBe('100 × MXN 0.50');
    expect(lines[0]?.querySelector('.tag')).toBeNull();
    expect(lines[1]?.querySelector('.meta')?.textContent).toBe('3 × MXN 0.55');
    expect(lines[1]?.querySelector('.tag')?.textContent).toBe('Dropshipping');
    expect(lines[2]?.querySelector('.warn')?.textContent).toBe('The product does not exist or has been removed from the market');
    expect(m.root.querySelector('footer strong')?.textContent).toBe('MXN 50.00');
    expect(fixture().seen.find((s) => s.path === '/buyer/trade/carts/all')?.headers.authorization).toBe('acc');
  });

  test('a cart that cannot load shows a retry in the panel and is told to the host page once per failed load', async () => {
    fixture().on('GET', '/buyer/trade/carts/all', () => javashopError(503, '503', 'Service unavailable'));
    logIn();
    const m = await mountMiniCart();
    const heard: unknown[] = [];
    m.host.addEventListener('vitrina:error', (e) => heard.push((e as CustomEvent).detail));
    m.trigger().click();
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(m.root.querySelector('[role=alert] p')?.textContent).toBe('Network error, please try again later');
    const failure = { code: 'load-failed', widget: 'mini-cart', detail: { message: 'Network error, please try again later', status: 503 } };
    expect(heard).toEqual([expect.objectContaining({ ...failure, detail: expect.objectContaining(failure.detail) })]);
    // the retry fails again: a new failure shown, a new report
    m.root.querySelector<HTMLButtonElement>('[role=alert] button')?.click();
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(fixture().count('/buyer/trade/carts/all')).toBe(2);
  });

  test('"view cart" focuses a vitrina-cart on the page and navigates nowhere; with none it goes to /cart', async () => {
    logIn();
    const nav: string[] = [];
    const listener = (e: Event) => {
      e.preventDefault();
      nav.push((e as CustomEvent<{ path: string }>).detail.path);
    };
    document.addEventListener('vitrina:navigate', listener);
    const m = await mountMiniCart();
    const view = () => m.root.querySelector<HTMLButtonElement>('footer button.primary');
    m.trigger().click();
    await vi.waitFor(() => expect(view()).not.toBeNull());
    view()?.click();
    expect(nav).toEqual(['/cart']);

    // a cart on the page (its widget renders a focusable .buy region in its shadow root)
    const cart = document.createElement('vitrina-cart');
    const region = document.createElement('div');
    region.className = 'buy';
    region.tabIndex = -1;
    cart.attachShadow({ mode: 'open' }).append(region);
    document.body.append(cart);
    const scrolled = vi.fn();
    cart.scrollIntoView = scrolled;
    m.trigger().click();
    await vi.waitFor(() => expect(view()).not.toBeNull());
    view()?.click();
    document.removeEventListener('vitrina:navigate', listener);
    expect(nav).toEqual(['/cart']);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(cart.shadowRoot?.activeElement).toBe(region);
    await vi.waitFor(() => expect(m.trigger().getAttribute('aria-expanded')).toBe('false'));
  });

  test('a visitor opening it is offered the login, which navigates to /login?forward=/cart', async () => {
    const nav: string[] = [];
    const listener = (e: Event) => {
      e.preventDefault();
      nav.push((e as CustomEvent<{ path: string }>).detail.path);
    };
    document.addEventListener('vitrina:navigate', listener);
    const m = await mountMiniCart();
    m.trigger().click();
    await nextTask();
    expect(m.root.querySelector('.empty p')?.textContent).toBe('Log in to see your cart');
    m.root.querySelector<HTMLButtonElement>('.empty button')?.click();
    document.removeEventListener('vitrina:navigate', listener);
    expect(nav).toEqual(['/login?forward=%2Fcart']);
    expect(fixture().seen).toEqual([]);
  });
});
