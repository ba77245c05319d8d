import { aSite, aUser } from '../../../tests/unit/support/replies';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { wrapped } from '../../../tests/unit/support/api-fixture';
import { useFixtureApi } from '../../../tests/unit/support/fixture-api';
import { $config } from '../../core/config';
import { $locale } from '../../core/locale';
import { mountWidget, unmountWidget } from '../../core/runtime/mount';
import { $site } from '../../core/stores/site';
import { $user } from '../../core/stores/user';
import header from './index';
import { defineNested } from './nested-elements';

const fixture = useFixtureApi();

// The nested search and mini cart, defined as the loader would have (nested-elements.test.tsx
// covers the header defining them itself): empty widgets, so no chunk is fetched here.
beforeAll(() => defineNested(async (name) => ({ default: { name, Component: () => null, css: '' } })));

beforeEach(() => {
  $site.set({ status: 'open', site: aSite({ siteon: 1 }) });
  $user.set(null);
  fixture().on('GET', '/mallpcapi/productCate/queryAllGrandCate', () =>
    wrapped([
      {
        grandId: 7,
        cn: '工具',
        en: 'Tools',
        mx: 'Herramientas',
        image: '',
        children: [{ cateId: 71, cn: '钳子', en: 'Pliers', mx: 'Pinzas' }],
      },
    ]),
  );
  fixture().on('GET', '/buyer/pages/site-navigations/PC', () => ({
    json: [
      { navigation_id: 1, navigation_name: 'Deals', url: '/promotions', sort: 1 },
      { navigation_id: 2, navigation_name: 'Blog', url: 'https://blog.example/', sort: 2 },
    ],
  }));
  fixture().on('GET', '/mallpcapi/ytConfig/getNoticePhone', () => wrapped('55 1234 5678'));
});
afterEach(() => {
  for (const el of Array.from(document.body.children)) {
    unmountWidget(el);
    el.remove();
  }
  vi.restoreAllMocks();
});

const until = async (fn: () => unknown) => {
  for (let i = 0; i < 50 && !fn(); i++) await new Promise((r) => setTimeout(r, 10));
};

async function mountHeader(attrs: Record<string, string> = {}) {
  const host = document.createElement('vitrina-header');
  for (const [k, v] of Object.entries(attrs)) host.setAttribute(k, v);
  document.body.append(host);
  await mountWidget(host, header);
  const root = host.shadowRoot as ShadowRoot;
  return { host, root, $: <E extends Element = HTMLElement>(s: string) => root.querySelector<E>(s) };
}

/** The paths of `vitrina:navigate` events while `fn` runs, each one canceled as a partner would. */
async function navigations(fn: () => unknown): Promise<string[]> {
  const seen: string[] = [];
  const listener = (e: Event) => {
    e.preventDefault();
    seen.push((e as CustomEvent<{ path: string }>).detail.path);
  };
  document.addEventListener('vitrina:navigate', listener);
  await fn();
  document.removeEventListener('vitrina:navigate', listener);
  return seen;
}

describe('header parts', () => {
  test('absent: logo, search, account, cart, categories, nav links, language and contact', async () => {
    const h = await mountHeader();
    await until(() => h.$('.navlinks') && h.$('.phone'));
    expect(h.$('.logo')?.getAttribute('aria-label')).toBe('Vitrina, go to the home page');
    expect(h.$('vitrina-search')).not.toBeNull();
    expect(h.$('vitrina-mini-cart')).not.toBeNull();
    expect(h.$('.cat-button')?.textContent).toBe('Categories');
    expect([...h.root.querySelectorAll('.navlinks a')].map((a) => a.textContent)).toEqual(['Deals', 'Blog']);
    expect(h.$('.navlinks a[target=_blank]')?.getAttribute('href')).toBe('https://blog.example/');
    expect(h.$('.locale select')).not.toBeNull();
    expect(h.$('.phone')?.getAttribute('href')).toBe('tel:5512345678');
    expect(h.$('nav')?.getAttribute('aria-label')).toBe('Main navigation');
  });

  test('"search cart" leaves the rest out', async () => {
    const h = await mountHeader({ parts: 'search cart' });
    expect(h.$('vitrina-search')).not.toBeNull();
    expect(h.$('vitrina-mini-cart')).not.toBeNull();
    for (const gone of ['.logo', '.topbar', '.navbar', '.locale', '.action']) expect(h.$(gone)).toBeNull();
  });

  test('one part alone is drawn bare, for a row of the host', async () => {
    const h = await mountHeader({ parts: 'locale' });
    expect(h.$('.bare > .locale select')).not.toBeNull();
    expect(h.$('header')).toBeNull();
  });

  test.each([
    ['search basket', ['vitrina-search'], ['.logo', '.navbar'], 'basket'],
    ['basket', ['vitrina-search', '.logo', '.navbar', '.locale'], [], 'basket'],
  ])('%j warns of what is not a part and draws the rest (or all)', async (parts, present, absent, named) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const h = await mountHeader({ parts });
    for (const s of present) expect(h.$(s)).not.toBeNull();
    for (const s of absent) expect(h.$(s)).toBeNull();
    await until(() => warn.mock.calls.length);
    expect(String(warn.mock.calls[0]?.[1])).toContain(named);
    expect(warn.mock.calls[0]?.[0]).toBe('vitrina: bad-argument (header)'); // reported to the host page, in production too
  });

  test('a change of the attribute re-renders', async () => {
    const h = await mountHeader({ parts: 'logo search' });
    expect(h.$('vitrina-mini-cart')).toBeNull();
    h.host.setAttribute('parts', 'cart');
    await until(() => h.$('vitrina-mini-cart'));
    expect(h.$('.bare > vitrina-mini-cart')).not.toBeNull();
  });
});

describe('header links', () => {
  test('each goes through the cancelable vitrina:navigate, to the marketplace on a partner page', async () => {
    const h = await mountHeader();
    await until(() => h.$('.navlinks'));
    const login = h.$<HTMLAnchorElement>('.action');
    expect(login?.href).toMatch(/^http:\/\/[^/]+\/login\?forward=/);
    const seen = await navigations(() => {
      h.$<HTMLAnchorElement>('.logo')?.click();
      login?.click();
      h.$<HTMLAnchorElement>('.navlinks a:not([target])')?.click();
    });
    expect(seen).toEqual(['/', `/login?forward=${encodeURIComponent(location.pathname + location.search)}`, '/promotions']);
  });

  test('in full-page mode the hrefs stay paths, as the storefront’s own links', async () => {
    const was = $config.get();
    $config.set({ ...was, mode: 'full' });
    try {
      const h = await mountHeader({ here: '/help' });
      await until(() => h.$('.navlinks'));
      expect(h.$('.logo')?.getAttribute('href')).toBe('/');
      expect(h.$('.action')?.getAttribute('href')).toBe('/login?forward=%2Fhelp');
      expect(h.$('.navlinks a:not([target])')?.getAttribute('href')).toBe('/promotions');
    } finally {
      $config.set(was);
    }
  });

  test('here marks the current page and carries the login forward', async () => {
    const h = await mountHeader({ here: '/search?productCateGrandId=7&productCateId=71' });
    await until(() => h.$('.cat-groups'));
    expect(h.$('.cat-panel a[aria-current=page]')?.textContent).toBe('Pliers');
    const seen = await navigations(() => h.$<HTMLAnchorElement>('.action')?.click());
    expect(seen).toEqual(['/login?forward=%2Fsearch%3FproductCateGrandId%3D7%26productCateId%3D71']);
  });

  test('the category menu opens and closes; a category link closes it as it navigates', async () => {
    const h = await mountHeader();
    await until(() => h.$('.cat-groups'));
    const button = h.$<HTMLButtonElement>('.cat-button') as HTMLButtonElement;
    button.click();
    await until(() => !h.$('#categories')?.hidden);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const seen = await navigations(() => h.$<HTMLAnchorElement>('.cat-group ul a')?.click());
    expect(seen).toEqual(['/search?productCateGrandId=7&productCateId=71']);
    await until(() => h.$('#categories')?.hidden);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('header account and language', () => {
  test('a member gets the menu: member centre, orders, log out; logout-path is followed first', async () => {
    $user.set(aUser({ id: 1, userName: 'ana' }));
    const h = await mountHeader({ 'logout-path': '/' });
    expect(h.$('.hello')?.textContent).toBe('Hi, ana');
    h.$<HTMLButtonElement>('.menu button')?.click();
    await until(() => !h.$('#user-menu')?.hidden);
    expect([...h.root.querySelectorAll('#user-menu a')].map((a) => a.textContent)).toEqual(['Member centre', 'My orders']);
    const seen = await navigations(async () => {
      h.$<HTMLButtonElement>('#user-menu button')?.click();
      await until(() => $user.get() === null);
    });
    expect(seen).toEqual(['/']);
    expect($user.get()).toBeNull();
  });

  test('the language switch re-renders the widgets in place (partner page)', async () => {
    const h = await mountHeader();
    const select = h.$<HTMLSelectElement>('.locale select') as HTMLSelectElement;
    select.value = 'es_MX';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => $locale.get() === 'es_MX' && h.$('.cat-button')?.textContent === 'Categorías');
    expect(h.$('.cat-button')?.textContent).toBe('Categorías');
    $locale.set('en_US');
  });
});
