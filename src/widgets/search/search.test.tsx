import { aSite } from '../../../tests/unit/support/replies';
import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { useFixtureApi } from '../../../tests/unit/support/fixture-api';
import { $config } from '../../core/config';
import { mountWidget, unmountWidget } from '../../core/runtime/mount';
import { $site } from '../../core/stores/site';
import search from './index';

const CATALOGUE = ['tornillo', 'tornillo hexagonal', 'torno de banco', 'tuerca', 'taladro'];
const SUGGEST = '/mallpcapi/goods/suggest';
const mall = (result: unknown) => ({ success: true, code: 200, message: '', result });

const fixture = useFixtureApi();

beforeEach(() => {
  $config.set({ ...$config.get(), storefrontUrl: 'https://shop.example/' });
  $site.set({ status: 'open', site: aSite({ siteon: 1 }) });
  // every section in one reply; the words are those of the keyword's prefix
  fixture().on('GET', SUGGEST, answer);
});
function answer(req: { query: URLSearchParams }) {
  const keyword = req.query.get('keyword') ?? '';
  const words = CATALOGUE.filter((w) => w.startsWith(keyword)).map((words, i) => ({ words, goods_num: 10 * (i + 1) }));
  return { json: mall({ words, categories: [], brands: [], shops: [] }) };
}
afterEach(() => {
  for (const el of Array.from(document.body.children)) {
    unmountWidget(el);
    el.remove();
  }
  vi.restoreAllMocks();
});

/** Each keystroke is its own task in a browser: preact re-renders in between. */
const nextTask = () => new Promise((r) => setTimeout(r, 0));

async function mountSearch(attrs: Record<string, string> = {}) {
  const host = document.createElement('vitrina-search');
  for (const [k, v] of Object.entries(attrs)) host.setAttribute(k, v);
  document.body.append(host);
  await mountWidget(host, search);
  await nextTask();
  const root = host.shadowRoot!;
  const input = root.querySelector('input')!;
  return {
    host,
    input,
    options: () => Array.from(root.querySelectorAll('[role="option"]')),
    async type(value: string) {
      input.focus(); // typing happens in a focused box
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await nextTask();
    },
    async key(key: string) {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      input.dispatchEvent(event);
      await nextTask();
      return event;
    },
  };
}

/** Records `vitrina:navigate` on the document and cancels it, so the page stays where it is. */
function catchNavigation() {
  const seen: { path: string; url: string }[] = [];
  const listener = (e: Event) => {
    e.preventDefault();
    seen.push((e as CustomEvent<{ path: string; url: string }>).detail);
  };
  document.addEventListener('vitrina:navigate', listener);
  return { seen, stop: () => document.removeEventListener('vitrina:navigate', listener) };
}

describe('search widget', () => {
  test('follows its keyword attribute: set on a results page, cleared when it goes away', async () => {
    const { host, input, options } = await mountSearch({ keyword: 'tuerca' });
    expect(input.value).toBe('tuerca');
    expect(options()).toHaveLength(0); // no list pops open for a keyword nobody typed
    host.setAttribute('keyword', 'taladro');
    await vi.waitFor(() => expect(input.value).toBe('taladro'));
    host.removeAttribute('keyword');
    await vi.waitFor(() => expect(input.value).toBe(''));
    expect(fixture().count(SUGGEST)).toBe(0); // a page's keyword asks the server nothing
  });

  test('is a labelled combobox with at most 200 characters (spec §5, §9)', async () => {
    const { input } = await mountSearch();
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('maxlength')).toBe('200');
    expect(input.maxLength).toBe(200);
    expect(input.getAttribute('aria-label')).toBe('Search products');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('placeholder')).toBe('Search products, brands and shops');
  });

  test('the placeholder attribute is a prop', async () => {
    const { input } = await mountSearch({ placeholder: 'Busca aquí' });
    expect(input.getAttribute('placeholder')).toBe('Busca aquí');
  });

  test('typing on keeps the options that still fit, marked, while the answer is on its way (issue 17 §3)', async () => {
    const s = await mountSearch();
    await s.type('t');
    await vi.waitFor(() => expect(s.options()).toHaveLength(5));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    onTestFinished(() => release()); // a failed check must not leave the request hanging for the next test
    fixture().on('GET', SUGGEST, async (req) => {
      await held;
      return answer(req);
    });
    await s.type('tor');
    expect(s.options().map((o) => o.querySelector('.words')?.textContent)).toEqual(['tornillo', 'tornillo hexagonal', 'torno de banco']);
    expect(s.options().map((o) => o.querySelector('mark')?.textContent)).toEqual(['tor', 'tor', 'tor']);
    release();
    await s.type('torno');
    await vi.waitFor(() => expect(s.options().map((o) => o.querySelector('.words')?.textContent)).toEqual(['torno de banco']));
  });

  test('typing shows the server suggestions as options, the typed part marked', async () => {
    const s = await mountSearch();
    await s.type('tor');
    await vi.waitFor(() => expect(s.options()).toHaveLength(3));
    expect(s.options().map((o) => o.querySelector('.words')?.textContent)).toEqual(['tornillo', 'tornillo hexagonal', 'torno de banco']);
    expect(s.options()[0]?.querySelector('mark')?.textContent).toBe('tor');
    expect(s.options()[1]?.querySelector('.count')?.textContent).toBe('20 products');
    expect(s.input.getAttribute('aria-expanded')).toBe('true');
    const [seen] = fixture().seen;
    expect(seen?.query.get('keyword')).toBe('tor');
    expect(seen?.query.get('lang')).toBe('en_US');
  });

  test('a single quote never reaches the box or the server', async () => {
    const s = await mountSearch();
    await s.type("tor'");
    expect(s.input.value).toBe('tor');
    await vi.waitFor(() => expect(s.options()).toHaveLength(3));
    expect(fixture().seen.map((x) => x.query.get('keyword'))).toEqual(['tor']);
  });

  test('ArrowDown sets aria-activedescendant and aria-selected; ArrowUp moves back', async () => {
    const s = await mountSearch();
    await s.type('tor');
    await vi.waitFor(() => expect(s.options()).toHaveLength(3));
    expect(s.input.hasAttribute('aria-activedescendant')).toBe(false);

    expect((await s.key('ArrowDown')).defaultPrevented).toBe(true);
    await s.key('ArrowDown');
    const [first, second] = s.options();
    expect(s.input.getAttribute('aria-activedescendant')).toBe(second?.id);
    expect(second?.getAttribute('aria-selected')).toBe('true');
    expect(first?.getAttribute('aria-selected')).toBe('false');
    expect(s.host.shadowRoot?.getElementById(second!.id)).toBe(second);

    await s.key('ArrowUp');
    expect(s.input.getAttribute('aria-activedescendant')).toBe(first?.id);
    expect(first?.getAttribute('aria-selected')).toBe('true');
  });

  test('Enter on an active option dispatches a cancelable vitrina:navigate to /search?keyword=…', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const nav = catchNavigation();
    const s = await mountSearch();
    await s.type('tor');
    await vi.waitFor(() => expect(s.options()).toHaveLength(3));
    await s.key('ArrowDown');
    await s.key('ArrowDown');
    await s.key('Enter');
    nav.stop();
    expect(nav.seen).toEqual([
      { path: '/search?keyword=tornillo%20hexagonal', url: 'https://shop.example/search?keyword=tornillo%20hexagonal' },
    ]);
    expect(assign).not.toHaveBeenCalled();
    expect(s.input.getAttribute('aria-expanded')).toBe('false');
  });

  test('Enter with no active option searches for what was typed, trimmed', async () => {
    vi.spyOn(location, 'assign').mockImplementation(() => {});
    const nav = catchNavigation();
    const s = await mountSearch();
    await s.type(' llave  inglesa ');
    await s.key('Enter');
    nav.stop();
    expect(nav.seen.map((n) => n.path)).toEqual(['/search?keyword=llave%20%20inglesa']);
  });

  test('the navigate event crosses the shadow boundary from the host element', async () => {
    const s = await mountSearch();
    const seen: EventTarget[] = [];
    s.host.addEventListener('vitrina:navigate', (e) => {
      e.preventDefault();
      seen.push(e.target!);
      expect(e.bubbles && e.composed && e.cancelable).toBe(true);
    });
    await s.type('x');
    await s.key('Enter');
    expect(seen).toEqual([s.host]);
  });

  test('when nobody cancels the event the storefront URL is opened', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const s = await mountSearch();
    await s.type('tuerca');
    await s.key('Enter');
    expect(assign).toHaveBeenCalledWith('https://shop.example/search?keyword=tuerca');
  });

  test('the search button submits the typed keyword', async () => {
    vi.spyOn(location, 'assign').mockImplementation(() => {});
    const nav = catchNavigation();
    const s = await mountSearch();
    await s.type('taladro');
    s.host.shadowRoot?.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    nav.stop();
    expect(nav.seen.map((n) => n.path)).toEqual(['/search?keyword=taladro']);
  });

  test('Escape closes the list; a second Escape clears the box', async () => {
    const s = await mountSearch();
    await s.type('tor');
    await vi.waitFor(() => expect(s.input.getAttribute('aria-expanded')).toBe('true'));
    await s.key('ArrowDown');
    await s.key('Escape');
    expect(s.input.getAttribute('aria-expanded')).toBe('false');
    expect(s.input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(s.input.value).toBe('tor');
    await s.key('Escape');
    expect(s.input.value).toBe('');
  });

  test("the keyword attribute fills the box; focusing it shows that keyword's suggestions", async () => {
    const s = await mountSearch({ keyword: 'tuerca' });
    expect(s.input.value).toBe('tuerca');
    await new Promise((r) => setTimeout(r, 100));
    expect(fixture().seen).toHaveLength(0); // nothing asked on load
    expect(s.input.getAttribute('aria-expanded')).toBe('false');
    s.input.focus();
    await vi.waitFor(() => expect(s.input.getAttribute('aria-expanded')).toBe('true'));
    expect(fixture().seen.map((x) => x.query.get('keyword'))).toEqual(['tuerca']);
  });

  test('two search boxes on one page keep their own state', async () => {
    const a = await mountSearch();
    const b = await mountSearch();
    await a.type('tor');
    await vi.waitFor(() => expect(a.options()).toHaveLength(3));
    expect(b.options()).toHaveLength(0);
    expect(b.input.value).toBe('');
    await b.type('tu');
    await vi.waitFor(() => expect(b.options()).toHaveLength(1));
    expect(a.options()).toHaveLength(3);
  });

  test('a failing suggestion call leaves the box usable and the list closed', async () => {
    fixture().on('GET', SUGGEST, () => ({ status: 500, json: { code: '500', message: 'down' } }));
    vi.spyOn(location, 'assign').mockImplementation(() => {});
    const nav = catchNavigation();
    const s = await mountSearch();
    await s.type('tor');
    await vi.waitFor(() => expect(fixture().seen).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(s.options()).toHaveLength(0);
    expect(s.input.getAttribute('aria-expanded')).toBe('false');
    await s.key('Enter');
    nav.stop();
    expect(nav.seen.map((n) => n.path)).toEqual(['/search?keyword=tor']);
  });

  describe('sections (issue 17 §2)', () => {
    beforeEach(() => {
      fixture().on('GET', SUGGEST, () => ({
        json: mall({
          words: [{ words: 'electrónica para auto', goods_num: 4 }],
          categories: [
            { id: 3, grandId: 3, name: 'Electrónica', path: ['Electrónica'], goodsCount: 197 },
            { id: 31, grandId: 3, name: 'Electrodomésticos', path: ['Hogar', 'Electrodomésticos'], goodsCount: 12 },
          ],
          brands: [{ id: 7, name: 'Electra', logo: 'https://shop.example/uploads/generated/brand/7.svg', goodsCount: 73 }],
          shops: [{ id: 9, name: 'Electro Hua', logo: 'https://shop.example/uploads/generated/shop/9.svg' }],
        }),
      }));
    });

    test('one listbox of labelled groups; arrows cross them; Enter goes where each option leads', async () => {
      vi.spyOn(location, 'assign').mockImplementation(() => {});
      const s = await mountSearch();
      await s.type('electro');
      await vi.waitFor(() => expect(s.options()).toHaveLength(5));
      const root = s.host.shadowRoot!;
      const listbox = root.querySelector('[role="listbox"]')!;
      expect(s.input.getAttribute('aria-controls')).toBe(listbox.id);
      const groups = Array.from(listbox.querySelectorAll('[role="group"]'));
      expect(groups.map((g) => root.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
        'Suggestions',
        'Categories',
        'Brands',
        'Shops',
      ]);
      // accents and case ignored in the mark; a category's parents before its name; logos and counts
      expect(s.options().map((o) => o.querySelector('mark')?.textContent)).toEqual(['electró', 'Electró', 'Electro', undefined, 'Electro']); // Electra is a typo away: no mark
      expect(s.options()[2]?.querySelector('.words')?.textContent).toBe('Hogar › Electrodomésticos');
      expect(s.options()[1]?.querySelector('.count')?.textContent).toBe('197 products');
      expect(s.options()[3]?.querySelector('img')?.getAttribute('src')).toBe('https://shop.example/uploads/generated/brand/7.svg');

      const nav = catchNavigation();
      const paths: string[] = [];
      for (const steps of [2, 3, 4, 5]) {
        await s.type('electro');
        await vi.waitFor(() => expect(s.options()).toHaveLength(5));
        for (let i = 0; i < steps; i++) await s.key('ArrowDown');
        expect(s.input.getAttribute('aria-activedescendant')).toBe(s.options()[steps - 1]?.id);
        await s.key('Enter');
        paths.push(nav.seen.at(-1)?.path ?? '');
      }
      nav.stop();
      expect(paths).toEqual([
        '/search?productCateGrandId=3',
        '/search?productCateGrandId=3&productCateId=31',
        '/goods?brandId=7',
        '/shop/9',
      ]);
      expect(fixture().count(SUGGEST)).toBe(1); // the same query again is answered from the cache
    });

    test('the sections attribute chooses the sections and their order', async () => {
      const s = await mountSearch({ sections: 'shops brands nonsense' });
      await s.type('electro');
      await vi.waitFor(() => expect(s.options()).toHaveLength(2));
      expect(s.options().map((o) => o.textContent)).toEqual(['Electro Hua', 'Electra73 products']);
    });
  });
});
