// The shell rendered for real (preact into happy-dom): step bar, footer, the default layout's
// landmarks.
import { aProduct, aUser } from '../../tests/unit/support/replies';
import { atom } from 'nanostores';
import type { ReactNode } from 'react';
import { render } from 'react-dom';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { coreStrings } from '../core/i18n';
import { loadStrings } from '../core/locale';
import { $user } from '../core/stores/user';
import { App } from './app';
import { StepBar } from './components/step-bar';
import { storefrontStrings } from './i18n';
import { uiStrings } from '../core/ui/i18n';
import { SiteFooter } from './layout/site-footer';
import type { Navigation, ViewState } from './navigation';
import { parseQuery } from './router/query';
import { routes } from './routes';

let host: HTMLElement;
beforeAll(async () => {
  // what start.ts loads before the first page
  await Promise.all([loadStrings(coreStrings, 'es_MX'), loadStrings(storefrontStrings, 'es_MX'), loadStrings(uiStrings, 'es_MX')]);
});
// No test reaches the network: every call gets an empty catalogue unless a test says otherwise.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ success: true, code: 200, result: { list: [], total: 0, pageNo: 1, pageSize: 12 } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
});
afterEach(async () => {
  act(() => void render(null, host));
  host.remove();
  $user.set(null);
  // A page's widgets mount asynchronously (strings, then their lazy chunks): let the imports they
  // began settle while this file's environment is up, or the last test's are still loading (and
  // logging) as the worker tears it down — vitest then fails the whole run on an unhandled error.
  await vi.dynamicImportSettled();
  vi.unstubAllGlobals();
});
function mount(node: ReactNode): HTMLElement {
  host = document.createElement('div');
  document.body.append(host);
  act(() => void render(node, host));
  return host;
}

describe('StepBar', () => {
  const labels = (el: HTMLElement) => [...el.querySelectorAll('li')].map((li) => li.textContent);

  test('three steps for the cart, the current one marked', () => {
    const el = mount(<StepBar current="order" />);
    expect(labels(el)).toEqual(['1Mi carrito', '2Llenar y revisar pedido', '3Pedido enviado']);
    expect(el.querySelector('[aria-current="step"]')?.textContent).toContain('Llenar y revisar pedido');
    expect(el.querySelector('li.done')?.textContent).toContain('Mi carrito');
  });

  test('BUY_NOW hides "my cart"', () => {
    const el = mount(<StepBar current="order" way="BUY_NOW" />);
    expect(labels(el)).toEqual(['1Llenar y revisar pedido', '2Pedido enviado']);
  });
});

describe('SiteFooter', () => {
  const headings = (el: HTMLElement) => [...el.querySelectorAll('.footer-col h2')].map((h) => h.textContent);

  test('a visitor sees no my-account column', () => {
    expect(headings(mount(<SiteFooter />))).toEqual(['Cooperación', 'Ayuda', 'Otros sitios']);
  });

  test('a member does', () => {
    $user.set(aUser({ id: 1, userName: 'ana' }));
    const el = mount(<SiteFooter />);
    expect(headings(el)).toEqual(['Cooperación', 'Ayuda', 'Mi cuenta', 'Otros sitios']);
    expect(el.querySelector('a[href="/member/my-order"]')).not.toBeNull();
  });

  test('the application link opens the dialog widget for a member, and sends a visitor to log in', () => {
    const paths: string[] = [];
    const onNavigate = (e: Event) => (paths.push((e as CustomEvent<{ path: string }>).detail.path), e.preventDefault());
    document.addEventListener('vitrina:navigate', onNavigate);
    try {
      $user.set(null);
      const visitor = mount(<SiteFooter />);
      act(() => visitor.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')!.click());
      expect(visitor.querySelector('vitrina-distributor-dialog')?.hasAttribute('open')).toBe(false);
      expect(paths).toEqual([`/login?forward=${encodeURIComponent(location.pathname + location.search)}`]);

      $user.set(aUser({ id: 1, userName: 'ana' }));
      const el = mount(<SiteFooter />);
      const button = el.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"]')!;
      expect(button.textContent).toBe('Hazte distribuidor, fábrica o vendedor');
      act(() => button.click());
      // the widget's one switch (widgets/distributor-dialog): it shows its dialog while the attribute is there
      expect(el.querySelector('vitrina-distributor-dialog')?.hasAttribute('open')).toBe(true);
    } finally {
      document.removeEventListener('vitrina:navigate', onNavigate);
    }
  });
});

function fakeNav(path: string, name: string): Navigation {
  const url = new URL(path, 'http://x');
  const route = routes.find((r) => r.name === name)!;
  const view: ViewState = {
    status: 'ready',
    route,
    params: {},
    location: { pathname: url.pathname, search: url.search, hash: '', query: parseQuery(url.search), href: path, action: 'load' },
  };
  return { $view: atom(view), $busy: atom(false), revalidate: () => undefined, stop: () => undefined };
}

describe('App in the default layout', () => {
  test('landmarks, skip link, the header widget and title on /404', () => {
    const el = mount(<App nav={fakeNav('/404', 'notFound')} />);
    expect(el.querySelector('a.skip')?.textContent).toBe('Saltar al contenido principal');
    expect(el.querySelector('main#main')).not.toBeNull();
    // the header's own landmarks are in its shadow root (src/widgets/header's tests)
    expect(el.querySelector('vitrina-header')?.getAttribute('here')).toBe('/404');
    expect(el.querySelector('vitrina-header')?.hasAttribute('parts')).toBe(false);
    expect(el.querySelector('footer')).not.toBeNull();
    expect(el.querySelector('h1')?.textContent).toBe('Página no encontrada');
    expect(document.title).toBe('Página no encontrada | Vitrina');
  });

  test('the header carries the current keyword', () => {
    const nav = fakeNav('/search?keyword=audifonos', 'search');
    const el = mount(<App nav={nav} />);
    expect(el.querySelector('vitrina-header')?.getAttribute('keyword')).toBe('audifonos');
  });

  test('logging out from the header on a members-only page goes home first; elsewhere the buyer stays', () => {
    $user.set(aUser({ id: 1, userName: 'ana' }));
    const help = mount(<App nav={fakeNav('/help', 'help')} />);
    expect(help.querySelector('vitrina-header')?.hasAttribute('logout-path')).toBe(false);
    act(() => void render(null, host));
    host.remove();
    const member = mount(<App nav={fakeNav('/goods/snapshot', 'goodsSnapshot')} />);
    expect(member.querySelector('vitrina-header')?.getAttribute('logout-path')).toBe('/');
  });

  test('a member gets the chat shortcut', () => {
    $user.set(aUser({ id: 1, userName: 'ana' }));
    const el = mount(<App nav={fakeNav('/help', 'help')} />);
    expect(el.querySelector('a.fab.chat')?.getAttribute('href')).toBe('/chat');
  });

  test('/return names the document its id selects, in the tab and the document list, before its text arrives', async () => {
    const el = mount(<App nav={fakeNav('/return?id=6908', 'return')} />);
    await vi.waitFor(() => expect(el.querySelector('.doc-links [aria-current=page]')?.textContent).toBe('Política de envíos'), {
      timeout: 5000,
    });
    // the title is set by an effect, which runs after the render that showed the list
    await vi.waitFor(() => expect(document.title).toBe('Política de envíos | Vitrina'), { timeout: 5000 });
  });

  test('the login page uses the minimal full layout', () => {
    const el = mount(<App nav={fakeNav('/login', 'login')} />);
    expect(el.querySelector('.layout.full')).not.toBeNull();
    // the header widget's logo and language alone, in the minimal row
    expect([...el.querySelectorAll('vitrina-header')].map((h) => h.getAttribute('parts'))).toEqual(['logo', 'locale']);
    expect(el.querySelector('footer')).toBeNull();
  });

  test('an invoice route is the checkout widget at its invoice step, buying now', async () => {
    $user.set(aUser({ id: 1, userName: 'ana' }));
    const el = mount(<App nav={fakeNav('/checkout/electro?way=BUY_NOW', 'checkoutElectro')} />);
    // the page loads lazily; the step bar without "my cart" is the widget's own (checkout-widget.test.tsx)
    await vi.waitFor(() => expect(el.querySelector('vitrina-checkout[step=invoice][invoice=ELECTRO][way=BUY_NOW]')).not.toBeNull(), {
      timeout: 5000,
    });
  });
});

describe('home page data states', () => {
  const page = {
    list: [
      aProduct({
        goodsId: 1,
        name: 'Audífonos inalámbricos',
        image: '/i.png',
        price: 89.5,
        originalPrice: 89.5,
        packageUnit: 10,
        sales: 1200,
        shopName: 'Mayoreo Jalisco',
        shopId: 3,
      }),
    ],
    total: 1,
    pageNo: 1,
    pageSize: 12,
  };
  const reply = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 20)));

  test('popular products: an error with retry, then the grid', async () => {
    let fail = true;
    // the first answer waits until the skeleton has been seen (the home page loads lazily)
    let answer: () => void = () => {};
    const held = new Promise<void>((r) => (answer = r));
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.includes('productQuery')) return reply({ success: true, code: 200, result: [] });
      if (fail) await held;
      return fail ? reply({ code: '500', message: 'Error del servidor' }, 500) : reply({ success: true, code: 200, result: page });
    });
    vi.stubGlobal('fetch', fetchMock);
    const el = mount(<App nav={fakeNav('/', 'home')} />);
    const skeletons = () => el.querySelectorAll('[aria-labelledby="home-popular"] .card.skeleton').length;
    await vi.waitFor(async () => {
      await settle();
      expect(skeletons()).toBe(12);
    });
    answer();
    // the reply's body is read and judged asynchronously: wait for what it leads to, however loaded the machine
    const alert = await vi.waitFor(async () => {
      await settle();
      const shown = el.querySelector('[aria-labelledby="home-popular"] [role="alert"]');
      expect(shown?.textContent).toContain('No se pudo cargar esta sección.');
      return shown;
    });
    fail = false;
    act(() => alert!.querySelector('button')!.click());
    const card = await vi.waitFor(async () => {
      await settle();
      const first = el.querySelector('.card:not(.skeleton)');
      expect(first).not.toBeNull();
      return first;
    });
    expect(card?.querySelector('.card-link')?.getAttribute('href')).toBe('/goods/1');
    expect(card?.textContent).toContain('MXN 89.50');
    expect(card?.textContent).toContain('Paquete de 10 pzas');
    expect(fetchMock.mock.calls.filter(([u]) => String(u instanceof Request ? u.url : u).includes('sort=sales')).length).toBe(2);
  });
});
