// The after-sale pages inside the member centre widget against a fixture API: the apply form sends
// what the buyer chose and never an amount, refuses an empty choice itself, and shows the server's
// refusal; the records show their empty, error and filled states.
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { mountMemberCentre, unmountAll, waitFor } from '../../../../../tests/unit/support/member-pages';
import { javashopError } from '../../../../../tests/unit/support/api-fixture';
import { useFixtureApi } from '../../../../../tests/unit/support/fixture-api';
import { setCookie } from '../../../../../tests/unit/support/page';
import { aSite, aUser } from '../../../../../tests/unit/support/replies';
import { unmountWidget } from '../../../../core/runtime/mount';
import { $site } from '../../../../core/stores/site';
import { $user } from '../../../../core/stores/user';

const fixture = useFixtureApi('en_US');

const page = (data: unknown[]) => ({ json: { data, page_no: 1, page_size: 10, data_total: data.length } });
const applyInfo = {
  order_sn: 'O1',
  seller_name: 'Ferretería Roma',
  allowed_types: ['RETURN_GOODS', 'CHANGE_GOODS'],
  reasons: ['DAMAGED', 'OTHER'],
  lines: [
    { sku_id: 7, goods_id: 3, name: 'Tornillo', goods_image: '/t.png', spec_text: '', price: 1.5, num: 10, in_service: 4, can_apply: 6 },
  ],
  pay_money: 15,
  refunded: 0,
};

beforeEach(() => {
  $site.set({ status: 'open', site: aSite({ siteon: 1 }) });
  setCookie('access_token', 'acc');
  setCookie('refresh_token', 'ref');
  $user.set(aUser({ id: 1, userName: 'ana' }));
  fixture().on('GET', '/buyer/members/member-nocice-logs/number', () => ({ json: { total: 0, read: 0, unread: 0 } }));
});
afterEach(unmountAll);

const mountPage = (page: string, item?: string) => mountMemberCentre({ page, item });

describe('after-sale pages', () => {
  test('the apply form: what is left per line, an empty choice refused without a request, the choice sent without an amount', async () => {
    fixture().on('GET', '/buyer/after-sales/apply/O1', () => ({ json: applyInfo }));
    const root = await mountPage('apply-service', 'O1');
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('[data-testid=apply-service]'));
    expect(form.textContent).toContain('You bought 10 · available 6');
    expect([...form.querySelectorAll<HTMLInputElement>('input[name=service_type]')].map((r) => [r.value, r.checked])).toEqual([
      ['RETURN_GOODS', true],
      ['CHANGE_GOODS', false],
    ]);
    form.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
    // every missing choice at once, each under its field, focus on the first quantity (issue 16 §6)
    await waitFor(() => form.querySelectorAll('.field-error').length === 2 || null);
    expect([...form.querySelectorAll('.field-error')].map((el) => el.textContent)).toEqual([
      'Enter at least one quantity above zero',
      'Choose a reason',
    ]);
    expect([...form.querySelectorAll('[aria-invalid=true]')].map((el) => el.getAttribute('name') ?? el.tagName)).toEqual([
      'FIELDSET',
      'reason',
    ]);
    expect((root.activeElement as HTMLInputElement | null)?.name).toBe('num-7');
    expect(fixture().count('/buyer/after-sales/apply')).toBe(0);

    const sent = fixture().next('POST', '/buyer/after-sales/apply');
    fixture().on('POST', '/buyer/after-sales/apply', () => ({ json: { sn: 'S9' } }));
    const num = form.querySelector<HTMLInputElement>('input[type=number]');
    if (!num) throw new Error('no quantity');
    const reason = form.querySelector<HTMLSelectElement>('#as-reason');
    if (!reason) throw new Error('no reason');
    // act: the form renders what was typed before the submit reads it
    act(() => {
      num.value = '2';
      num.dispatchEvent(new Event('input', { bubbles: true }));
      reason.value = 'DAMAGED';
      reason.dispatchEvent(new Event('change', { bubbles: true }));
    });
    form.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
    const seen = await sent;
    expect(Object.fromEntries(seen.form)).toEqual({
      order_sn: 'O1',
      service_type: 'RETURN_GOODS',
      sku_id: '7',
      num: '2',
      reason: 'DAMAGED',
    });
    const done = await waitFor(() => root.querySelector('[data-testid=service-created] a'));
    expect(done.getAttribute('href')).toBe('/member/service-detail?sn=S9');
  });

  test('a refusal of the server is shown on the form', async () => {
    fixture().on('GET', '/buyer/after-sales/apply/O1', () => ({ json: applyInfo }));
    fixture().on('POST', '/buyer/after-sales/apply', () =>
      javashopError(400, '004', 'The field num of "Tornillo" allows at most 6 (you bought 10, 4 are already in service)'),
    );
    const root = await mountPage('apply-service', 'O1');
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('[data-testid=apply-service]'));
    const num = form.querySelector<HTMLInputElement>('input[type=number]');
    const reason = form.querySelector<HTMLSelectElement>('#as-reason');
    if (!num || !reason) throw new Error('no fields');
    act(() => {
      num.value = '6';
      num.dispatchEvent(new Event('input', { bubbles: true }));
      reason.value = 'OTHER';
      reason.dispatchEvent(new Event('change', { bubbles: true }));
    });
    form.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
    await waitFor(() => root.querySelector('.form-error')?.textContent?.includes('allows at most 6') || null);
  });

  test('an exchange whose replacement is on its way: its tracking, and confirming receipt completes it', async () => {
    const service = (status: string) => ({
      sn: 'S7',
      order_sn: 'O1',
      seller_id: 1,
      seller_name: 'Ferretería Roma',
      service_type: 'CHANGE_GOODS',
      status,
      reason: 'DAMAGED',
      description: '',
      images: [],
      lines: [{ sku_id: 7, goods_id: 3, name: 'Tornillo', goods_image: '/t.png', spec_text: '', price: 1.5, num: 2 }],
      logi_id: 1,
      logi_name: 'Estafeta',
      ship_no: 'EST-1234',
      seller_remark: '',
      out_logi_id: 2,
      out_logi_name: 'DHL Express',
      out_ship_no: 'DHL-5566',
      create_time: 1_780_000_000,
      allow_ship: false,
      allow_close: false,
      allow_receive: status === 'RESHIPPED',
      refund: null,
      logs: [{ status, remark: '', time: 1_780_000_000 }],
    });
    let received = false;
    fixture().on('GET', '/buyer/after-sales/detail/S7', () => ({ json: service(received ? 'COMPLETED' : 'RESHIPPED') }));
    fixture().on('POST', '/buyer/after-sales/detail/S7/receive', () => {
      received = true;
      return { status: 200, empty: true as const };
    });
    const root = await mountPage('service-detail', 'S7');
    const tracking = await waitFor(() => root.querySelector('[data-testid=replacement-tracking]'));
    expect(tracking.textContent).toBe('Replacement: DHL Express · tracking DHL-5566');
    expect(root.querySelector('.as-badge')?.textContent).toBe('Replacement shipped');
    const confirm = await waitFor(() =>
      Array.from(root.querySelectorAll<HTMLButtonElement>('button')).find((b) => b.textContent === 'I received the replacement'),
    );
    confirm.click();
    await waitFor(() => (root.querySelector('.as-badge')?.textContent === 'Completed' ? true : null));
    expect(received).toBe(true);
    expect(Array.from(root.querySelectorAll('button')).some((b) => b.textContent === 'I received the replacement')).toBe(false);
  });

  test('withdrawing an application asks once in the confirm dialog: going back sends nothing, the action closes it', async () => {
    const service = {
      sn: 'S9',
      order_sn: 'O1',
      seller_id: 2,
      seller_name: 'Ferretería Roma',
      service_type: 'RETURN_GOODS',
      status: 'APPLY',
      reason: 'DAMAGED',
      description: '',
      images: [],
      lines: [],
      logi_id: 0,
      logi_name: '',
      ship_no: '',
      seller_remark: '',
      out_logi_id: 0,
      out_logi_name: '',
      out_ship_no: '',
      create_time: 1_780_000_000,
      allow_ship: false,
      allow_close: true,
      allow_receive: false,
      refund: null,
      logs: [],
    };
    fixture().on('GET', '/buyer/after-sales/detail/S9', () => ({ json: service }));
    fixture().on('POST', '/buyer/after-sales/detail/S9/close', () => ({ json: {} }));
    const root = await mountPage('service-detail', 'S9');
    const withdraw = await waitFor(() =>
      [...root.querySelectorAll<HTMLButtonElement>('[data-testid=service-detail] button')].find(
        (b) => b.textContent === 'Withdraw application',
      ),
    );
    const reply = (name: string) =>
      waitFor(() => [...root.querySelectorAll<HTMLButtonElement>('[data-testid=confirm] button')].find((b) => b.textContent === name));
    withdraw.click();
    const dialog = await waitFor(() => root.querySelector('[data-testid=confirm]'));
    expect(dialog.querySelector('h2')?.textContent).toBe('Withdraw application S9?');
    (await reply('Go back')).click();
    await waitFor(() => (root.querySelector('[data-testid=confirm]') ? null : true));
    expect(fixture().count('/buyer/after-sales/detail/S9/close')).toBe(0);
    withdraw.click();
    (await reply('Withdraw application')).click();
    await waitFor(() => fixture().count('/buyer/after-sales/detail/S9/close') === 1 || null);
  });

  test('the records: empty, then an error with a retry that loads the rows', async () => {
    fixture().on('GET', '/buyer/after-sales', () => page([]));
    const empty = await mountPage('service-record');
    await waitFor(() => empty.textContent?.includes('You have no after-sale services yet') || null);
    for (const el of Array.from(document.body.children)) {
      unmountWidget(el);
      el.remove();
    }

    let calls = 0;
    fixture().on('GET', '/buyer/after-sales/refunds', () => {
      calls += 1;
      return calls === 1
        ? javashopError(500, '500', 'Server error')
        : page([
            {
              service_sn: 'S9',
              order_sn: 'O1',
              refund_price: 13.5,
              balance_price: 13.5,
              gateway_price: 0,
              point: 0,
              status: 'COMPLETED',
              create_time: 1_780_000_000,
              complete_time: 1_780_000_000,
            },
          ]);
    });
    const root = await mountPage('refund-record');
    const retry = await waitFor(() => root.querySelector<HTMLButtonElement>('.state.error button'));
    retry.click();
    const row = await waitFor(() => root.querySelector('[data-testid=refund-row]'));
    expect(row.textContent).toContain('Service S9');
    expect(row.textContent).toContain('Refunded');
  });
});
