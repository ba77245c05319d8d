import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { aCartShop, aCartSku, aCartView, aSite, aUser } from '../../../tests/unit/support/replies';
import { javashopError } from '../../../tests/unit/support/api-fixture';
import { useFixtureApi } from '../../../tests/unit/support/fixture-api';
import { setCookie } from '../../../tests/unit/support/page';
import type { Cashier } from '../../core/api/payment';
import type { FailureDetail } from '../../core/ui/failure';
import { mountWidget, unmountWidget } from '../../core/runtime/mount';
import { $site } from '../../core/stores/site';
import { $user } from '../../core/stores/user';
import checkout from './index';

const fixture = useFixtureApi();

const aCashier = (over: Partial<Cashier> = {}): Cashier => ({
  ship_name: 'Ana',
  ship_addr: 'Colima 1',
  ship_mobile: '5512345678',
  ship_province: 'Ciudad de México',
  ship_city: 'Cuauhtémoc',
  ship_county: 'Roma Norte',
  need_pay_price: 120,
  pay_type_text: 'ONLINE',
  pay_state: 'UNPAID',
  order_price: 120,
  balance_price: 0,
  refund_price: 0,
  transfer: null,
  deposite: { is_used: 0, is_pwd: 0, balance: 0 },
  ...over,
});

beforeEach(() => {
  $site.set({ status: 'open', site: aSite({ siteon: 1 }) });
  $user.set(null);
});
afterEach(() => {
  for (const el of Array.from(document.body.children)) {
    unmountWidget(el);
    el.remove();
  }
});

async function mountCheckout(attributes: Record<string, string> = {}) {
  const host = document.createElement('vitrina-checkout');
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  document.body.append(host);
  await mountWidget(host, checkout);
  const root = host.shadowRoot;
  if (!root) throw new Error('not mounted');
  return { host, root };
}

const until = (check: () => boolean) => expect.poll(check, { timeout: 3000 }).toBe(true);

/** The `vitrina:error`s a widget's host dispatches (issue 13 §5): of a failed API call whose address includes `path`, or of `code`. */
function failuresOf(host: HTMLElement) {
  const heard: FailureDetail[] = [];
  host.addEventListener('vitrina:error', (e) => heard.push((e as CustomEvent<FailureDetail>).detail));
  return (path: string) => heard.filter((h) => h.detail.url?.includes(path) || h.code === path);
}

describe('checkout widget', () => {
  test('a visitor is offered the login (through vitrina:navigate), and nothing is asked of the API', async () => {
    const nav: string[] = [];
    const listener = (e: Event) => (e.preventDefault(), nav.push((e as CustomEvent<{ path: string }>).detail.path));
    document.addEventListener('vitrina:navigate', listener);
    try {
      const { root } = await mountCheckout({ step: 'cashier', sn: 'T1' });
      root.querySelector<HTMLButtonElement>('.state button')?.click();
      expect(nav).toEqual(['/login?forward=%2Fcheckout']);
      expect(fixture().seen).toEqual([]);
    } finally {
      document.removeEventListener('vitrina:navigate', listener);
    }
  });

  test('step + sn open the cashier; the result link moves the widget and emits vitrina:route; a new step attribute moves it back', async () => {
    $user.set(aUser({ id: 1, userName: 'ana' }));
    setCookie('access_token', 'acc');
    setCookie('refresh_token', 'ref');
    fixture().on('GET', '/buyer/trade/orders/cashier', () => ({ json: aCashier({ need_pay_price: 0, pay_state: 'PAID' }) }));
    fixture().on('GET', '/buyer/payment/PC', () => ({ json: [] }));
    const { host, root } = await mountCheckout({ step: 'cashier', sn: 'T1' });
    const routes: unknown[] = [];
    host.addEventListener('vitrina:route', (e) => routes.push((e as CustomEvent).detail));
    const paid: unknown[] = [];
    host.addEventListener('vitrina:paid', (e) => paid.push((e as CustomEvent).detail));

    await until(() => root.querySelector('.state a.btn') !== null);
    expect(root.querySelector('h1')?.textContent).toBe('Cashier');
    root.querySelector<HTMLAnchorElement>('.state a.btn')?.click();
    await until(() => root.querySelector('[data-outcome]') !== null);
    expect(root.querySelector('[data-outcome]')?.getAttribute('data-outcome')).toBe('paid');
    expect(routes).toEqual([{ widget: 'checkout', step: 'result', sn: 'T1', kind: 'TRADE', path: '/payment-complete?trade_sn=T1' }]);
    await until(() => paid.length > 0);
    expect(paid).toEqual([{ sn: 'T1' }]);

    host.setAttribute('step', 'order');
    host.removeAttribute('sn');
    await until(() => root.querySelector('h1')?.textContent === 'Fill and check order');
  });

  test('an invoice step opens inside the widget on a partner page, saves, and goes back to the order form without leaving it', async () => {
    $user.set(aUser({ id: 1, userName: 'ana' }));
    setCookie('access_token', 'acc');
    setCookie('refresh_token', 'ref');
    fixture().on('GET', '/buyer/trade/checkout-params', () => ({
      json: {
        address_id: null,
        payment_type: 'ONLINE',
        receipt: null,
        receive_time: 'any time',
        remark: '',
        client_type: 'PC',
        mc_id: [],
        free_freight_price: 0,
      },
    }));
    // the saved titles cannot load: the form works without them, and says so (a note with a retry)
    fixture().on('GET', '/buyer/members/receipt/ELECTRO', () => javashopError(503, '503', 'Service unavailable'));
    // the server names every problem it finds (here two the form's rules let through), then is
    // unavailable once, then takes the invoice
    let saves = 0;
    fixture().on('POST', '/buyer/trade/checkout-params/receipt', () =>
      (saves += 1) === 2
        ? javashopError(503, '503', 'Service unavailable')
        : saves === 1
          ? {
              status: 400,
              json: {
                code: '004',
                message: 'The field fiscal_zip is not in a valid format (06700)',
                data: {
                  fields: [
                    { field: 'fiscal_zip', message: 'The field fiscal_zip is not in a valid format (06700)' },
                    { field: 'member_email', message: 'The field member_email is not in a valid format (ana@example.com)' },
                  ],
                },
              },
            }
          : { json: {} },
    );
    const nav: string[] = [];
    const listener = (e: Event) => (e.preventDefault(), nav.push((e as CustomEvent<{ path: string }>).detail.path));
    document.addEventListener('vitrina:navigate', listener);
    try {
      const { host, root } = await mountCheckout({ step: 'invoice', invoice: 'ELECTRO', way: 'BUY_NOW' });
      const failures = failuresOf(host);
      const routes: { step: string; path: string }[] = [];
      host.addEventListener('vitrina:route', (e) => routes.push((e as CustomEvent).detail));
      await until(() => root.querySelector('form.co-invoice') !== null);
      expect(root.querySelector('h1')?.textContent).toBe('Electronic invoice');
      await until(() => failures('/receipt/ELECTRO').length === 1);
      expect(failures('/receipt/ELECTRO')).toEqual([
        {
          code: 'load-failed',
          widget: 'checkout',
          detail: expect.objectContaining({ message: root.querySelector('.ib-note.warn')?.firstChild?.textContent, status: 503 }),
        },
      ]);
      // a host that mirrors only the step (the partner example's URL) keeps the invoice the widget is at
      await act(async () => {
        host.removeAttribute('invoice');
        await Promise.resolve(); // the attribute observer's repaint
      });
      expect(root.querySelector('h1')?.textContent).toBe('Electronic invoice');
      // buying now: no "my cart" step
      expect([...root.querySelectorAll('.steps li')].map((li) => li.textContent)).toEqual(['1Fill in and check order', '2Order submitted']);
      // the back link names the order form's storefront address (a new tab), a plain click stays here
      expect(root.querySelector('form.co-invoice a.btn')?.getAttribute('href')).toMatch(/\/checkout\?way=BUY_NOW$/);

      const form = root.querySelector<HTMLFormElement>('form.co-invoice');
      const input = (name: string) => {
        const found = root.querySelector<HTMLInputElement & HTMLSelectElement>(`[name=${name}]`);
        if (!found) throw new Error(`no field ${name}`);
        return found;
      };
      const type = async (name: string, value: string) => {
        await act(async () => {
          const field = input(name);
          field.value = value;
          field.dispatchEvent(new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
        });
      };
      const optionsOf = (name: string) => [...input(name).options].map((o) => o.value).filter(Boolean);
      // a CFDI asks for all of it: every refusal at once, under its field, focus on the first
      await type('receipt_title', 'Ferretería Ana');
      await act(async () => form?.requestSubmit());
      await until(() => root.querySelector('.inv-error') !== null);
      expect([...root.querySelectorAll('[aria-invalid=true]')].map((el) => el.getAttribute('name'))).toEqual([
        'tax_no',
        'fiscal_zip',
        'tax_regime',
        'cfdi_use',
        'member_email',
      ]);
      expect(root.querySelector('[role=alert]')?.textContent).toBe('Check 5 fields');
      expect(root.activeElement?.getAttribute('name')).toBe('tax_no');
      // a company's RFC (12 characters) narrows the regimes to companies'; the regime narrows the uses
      await type('tax_no', 'sat970701nn3');
      expect(optionsOf('tax_regime')).toEqual(['601', '603', '610', '620', '622', '623', '624', '626']);
      await type('tax_regime', '601');
      expect(optionsOf('cfdi_use')).not.toContain('D01');
      await type('cfdi_use', 'G01');
      await type('fiscal_zip', '06300');
      await type('member_email', 'compras@example.com');
      await act(async () => form?.requestSubmit());
      // the server's refusal: both fields marked, each with its own words (no API names), focus on the first
      await until(() => root.querySelectorAll('[aria-invalid=true]').length === 2);
      expect([...root.querySelectorAll('[aria-invalid=true]')].map((el) => el.getAttribute('name'))).toEqual([
        'fiscal_zip',
        'member_email',
      ]);
      expect(root.querySelector('#co-invoice-fiscal_zip-error, [id$=fiscal_zip-error]')?.textContent).toBe(
        'The field is not in a valid format (06700)',
      );
      expect(root.activeElement?.getAttribute('name')).toBe('fiscal_zip');
      expect(routes).toEqual([]);
      // a save that fails outright is said under the form and told to the host page, once
      await act(async () => form?.requestSubmit());
      await until(() => failures('action-refused').length === 1);
      expect(failures('action-refused')).toEqual([
        { code: 'action-refused', widget: 'checkout', detail: { message: 'Service unavailable' } },
      ]);
      expect(root.querySelector('#co-invoice-error')?.textContent).toBe('Service unavailable');
      await act(async () => form?.requestSubmit());
      await until(() => routes.length > 0);
      expect(failures('action-refused')).toHaveLength(1);
      expect(routes.map((r) => [r.step, r.path])).toEqual([['order', '/checkout?way=BUY_NOW']]);
      const saved = fixture().seen.find((r) => r.method === 'POST' && r.path === '/buyer/trade/checkout-params/receipt');
      expect(saved?.form.get('receipt_type')).toBe('ELECTRO');
      expect(saved?.form.get('receipt_title')).toBe('Ferretería Ana');
      expect([...['tax_no', 'tax_regime', 'cfdi_use', 'fiscal_zip'].map((name) => saved?.form.get(name))]).toEqual([
        'sat970701nn3',
        '601',
        'G01',
        '06300',
      ]);
      expect(nav).toEqual([]);
      expect(failures('/receipt/ELECTRO')).toHaveLength(1); // shown once, told once
    } finally {
      document.removeEventListener('vitrina:navigate', listener);
    }
  });

  test('the order form: a trade the server refuses for its payment type shows the refusal by the choice, none chosen, focus there', async () => {
    $user.set(aUser({ id: 1, userName: 'ana' }));
    setCookie('access_token', 'acc');
    setCookie('refresh_token', 'ref');
    const address = {
      ...{ addr_id: 7, member_id: 1, name: 'Ana', mobile: '5512345678', country: 1, province_id: 9, city_id: 9006, county_id: 900602 },
      ...{ province: 'Ciudad de México', city: 'Cuauhtémoc', county: 'Roma Norte', addr: 'Colima 1', zip: '06700', def_addr: 1 },
    };
    fixture().on('GET', '/buyer/trade/carts/checked', () => ({
      json: aCartView([aCartShop(1, [aCartSku(11)])], { total_price: 60.6, exchange_point: 100 }),
    }));
    // the discount cards and the member's points cannot load: each part says so in its own words
    fixture().on('GET', '/buyer/trade/checkout-params/discount-cards', () => javashopError(503, '503', 'Service unavailable'));
    fixture().on('GET', '/buyer/members/points/current', () => javashopError(503, '503', 'Service unavailable'));
    fixture().on('GET', '/buyer/members/addresses', () => ({ json: [address] }));
    fixture().on('GET', '/buyer/trade/checkout-params', () => ({
      json: {
        address_id: 7,
        payment_type: null,
        receipt: null,
        receive_time: 'any time',
        remark: '',
        client_type: 'PC',
        mc_id: [],
        free_freight_price: 0,
      },
    }));
    fixture().on('POST', '/buyer/trade/checkout-params/payment-type', () => ({ json: {} }));
    // another checkout of this buyer used the choice up meanwhile
    const refusal = 'Choose how to pay for this order (online or cash on delivery)';
    fixture().on('POST', '/buyer/trade/create', () => ({
      status: 400,
      json: { code: '004', message: refusal, data: { fields: [{ field: 'payment_type', message: refusal }] } },
    }));
    const { host, root } = await mountCheckout({ step: 'order' });
    const failures = failuresOf(host);
    await until(() => root.querySelector('#co-payment-type input') !== null);
    await until(() => failures('/discount-cards').length === 1 && failures('/points/current').length === 1);
    const shown = (selector: string) => root.querySelector(selector)?.firstChild?.textContent;
    expect([...failures('/discount-cards'), ...failures('/points/current')]).toEqual([
      {
        code: 'load-failed',
        widget: 'checkout',
        detail: expect.objectContaining({ message: shown('[data-testid=discount-card] p'), status: 503 }),
      },
      {
        code: 'load-failed',
        widget: 'checkout',
        detail: expect.objectContaining({ message: shown('.buy-points[role=alert]'), status: 503 }),
      },
    ]);
    const submit = () => root.querySelector<HTMLButtonElement>('.buy-go');
    expect(submit()?.disabled).toBe(true);
    await act(async () => root.querySelector<HTMLInputElement>('#co-payment-type input[value=COD]')?.click());
    await until(() => submit()?.disabled === false);
    await act(async () => submit()?.click());
    await until(() => root.querySelector('[data-testid=payment-error]') !== null);
    expect(root.querySelector('[data-testid=payment-error]')?.textContent).toBe(refusal);
    expect(root.querySelector('#co-payment-type')?.getAttribute('aria-describedby')).toBe('co-payment-error');
    expect([...root.querySelectorAll<HTMLInputElement>('#co-payment-type input')].filter((input) => input.checked)).toEqual([]);
    expect(submit()?.disabled).toBe(true);
    await until(() => (root.activeElement as HTMLInputElement | null)?.name === 'payment_type');
    // picking again clears the refusal
    await act(async () => root.querySelector<HTMLInputElement>('#co-payment-type input[value=ONLINE]')?.click());
    await until(() => root.querySelector('[data-testid=payment-error]') === null);
    expect(fixture().seen.filter((r) => r.path === '/buyer/trade/create')).toHaveLength(1);
  });
});
