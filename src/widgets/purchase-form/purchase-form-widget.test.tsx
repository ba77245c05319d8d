import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { aSite, aUser } from '../../../tests/unit/support/replies';
import { wrapped } from '../../../tests/unit/support/api-fixture';
import { useFixtureApi } from '../../../tests/unit/support/fixture-api';
import { setCookie } from '../../../tests/unit/support/page';
import { mountWidget, unmountWidget } from '../../core/runtime/mount';
import { $site } from '../../core/stores/site';
import { $user } from '../../core/stores/user';
import purchaseForm from './index';

const fixture = useFixtureApi();

beforeEach(() => {
  $site.set({ status: 'open', site: aSite({ siteon: 1 }) });
  $user.set(null);
  fixture().on('GET', '/mallpcapi/productCate/queryAllGrandCate', () => wrapped([]));
  fixture().on('GET', '/base/regions/0/children', () => ({ json: [] }));
});
afterEach(() => {
  for (const el of Array.from(document.body.children)) {
    unmountWidget(el);
    el.remove();
  }
});

/** The widget's events on its host, in order: `name detail`. */
function record(host: Element, names: string[]): string[] {
  const seen: string[] = [];
  for (const name of names)
    host.addEventListener(`vitrina:${name}`, (e) => seen.push(`${name} ${JSON.stringify((e as CustomEvent).detail)}`));
  return seen;
}

async function mountForm(attributes: Record<string, string> = {}) {
  const host = document.createElement('vitrina-purchase-form');
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  document.body.append(host);
  await mountWidget(host, purchaseForm);
  const root = host.shadowRoot;
  if (!root) throw new Error('not mounted');
  return { host, root };
}

describe('purchase form widget', () => {
  test('a visitor is offered the login, which goes to the marketplace form (a partner path means nothing there)', async () => {
    const nav: string[] = [];
    const listener = (e: Event) => (e.preventDefault(), nav.push((e as CustomEvent<{ path: string }>).detail.path));
    document.addEventListener('vitrina:navigate', listener);
    try {
      const { root } = await mountForm();
      expect(root.querySelector('.pur-login p')?.textContent).toBe('Log in to publish a purchase request.');
      expect(root.querySelector('form')).toBeNull();
      root.querySelector<HTMLButtonElement>('.pur-login button')?.click();
      expect(nav).toEqual(['/login?forward=%2Fpurchase%2Fadd']);
    } finally {
      document.removeEventListener('vitrina:navigate', listener);
    }
  });

  test('regions that fail to load say so, and Retry loads them (nothing thrown into the page)', async () => {
    setCookie('access_token', 'acc');
    setCookie('refresh_token', 'ref');
    $user.set(aUser({ id: 1, userName: 'ana' }));
    let fail = true;
    fixture().on('GET', '/base/regions/0/children', () =>
      fail
        ? { status: 500, json: { code: 'E500', message: 'down' } }
        : { json: [{ id: 9, parent_id: 0, region_path: ',9,', region_grade: 1, local_name: 'Jalisco', zipcode: '' }] },
    );
    const { root } = await mountForm();
    const alerts = () => [...root.querySelectorAll('[data-field] [role=alert]')];
    // both region fields (where the goods ship, where the seller is) say so
    await vi.waitFor(() => expect(alerts().map((a) => a.textContent)).toEqual(Array(2).fill('The regions could not be loaded. Retry')));
    fail = false;
    for (const alert of alerts()) alert.querySelector('button')?.click();
    await vi.waitFor(() =>
      expect([...root.querySelectorAll('select[name$=-state] option[value="9"]')].map((o) => o.textContent)).toEqual([
        'Jalisco',
        'Jalisco',
      ]),
    );
    expect(alerts()).toEqual([]);
  });

  test('a member gets the form; typing says it holds unsaved input, and the host-labelled button says so too', async () => {
    setCookie('access_token', 'acc');
    setCookie('refresh_token', 'ref');
    $user.set(aUser({ id: 1, userName: 'ana' }));
    const { host, root } = await mountForm({ 'cancel-label': 'Back to the shop' });
    const seen = record(host, ['draft', 'cancel']);
    const cancel = root.querySelector<HTMLButtonElement>('.pur-actions button[type=button]');
    expect(cancel?.textContent).toBe('Back to the shop');
    cancel?.click();

    const title = root.querySelector<HTMLInputElement>('#pur-title');
    if (!title) throw new Error('no title field');
    title.value = 'Cables';
    title.dispatchEvent(new Event('input', { bubbles: true }));
    await vi.waitFor(() => expect(seen).toContain('draft {"dirty":true}'));
    cancel?.click();
    expect(seen).toEqual(['cancel {"dirty":false}', 'draft {"dirty":true}', 'cancel {"dirty":true}']);
  });

  test('without cancel-label there is no such button', async () => {
    setCookie('access_token', 'acc');
    setCookie('refresh_token', 'ref');
    $user.set(aUser({ id: 1, userName: 'ana' }));
    const { root } = await mountForm();
    expect(root.querySelectorAll('.pur-actions button').length).toBe(1);
    expect(root.querySelector('.pur-actions button')?.getAttribute('type')).toBe('submit');
  });
});
