// The complaint pages inside the member centre widget against a fixture API: the form shows every
// problem at once without a request and sends what the buyer chose; the detail shows the timeline
// and the dialogue, sends a message, and cancels only after the confirm; the list's empty state.
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { mountMemberCentre, unmountAll, waitFor } from '../../../../../tests/unit/support/member-pages';
import { wrapped } from '../../../../../tests/unit/support/api-fixture';
import { useFixtureApi } from '../../../../../tests/unit/support/fixture-api';
import { setCookie } from '../../../../../tests/unit/support/page';
import { aSite, aUser } from '../../../../../tests/unit/support/replies';
import { $site } from '../../../../core/stores/site';
import { $user } from '../../../../core/stores/user';

const fixture = useFixtureApi('en_US');

const line = (sku_id: number, name: string) => ({
  sku_id,
  goods_id: sku_id + 100,
  name,
  goods_image: '/g.png',
  spec_text: '',
  num: 2,
  purchase_price: 10,
  subtotal: 20,
  snapshot_id: 0,
});
const allowed = {
  allow_cancel: false,
  allow_confirm: false,
  allow_pay: false,
  allow_ship: false,
  allow_rog: false,
  allow_comment: false,
  allow_complete: false,
  allow_apply_service: false,
  allow_check_express: false,
};
const order = {
  order_id: '1',
  sn: 'O1',
  trade_sn: 'T1',
  seller_id: 3,
  seller_name: 'Ferretería Roma',
  order_status: 'PAID_OFF',
  order_status_text: 'Paid',
  status_code: 2,
  pay_status: 'PAY_YES',
  ship_status: 'SHIP_NO',
  comment_status: 'UNFINISHED',
  service_status: 'NOT_APPLY',
  payment_type: 'ONLINE',
  payment_name: 'Saldo',
  ship_name: 'Ana',
  ship_mobile: '5512345678',
  ship_province: 'CDMX',
  ship_city: 'CDMX',
  ship_county: 'Cuauhtémoc',
  ship_addr: 'Colima 1',
  create_time: 1_780_000_000,
  order_amount: 40,
  shipping_amount: 0,
  goods_price: 40,
  discount_price: 0,
  pay_money: 40,
  balance: 40,
  sku_list: [line(7, 'Tornillo'), line(8, 'Tuerca')],
  order_sku_list: [line(7, 'Tornillo'), line(8, 'Tuerca')],
  order_operate_allowable_vo: allowed,
  cancel_left_time: 0,
  logi_id: 0,
  logi_name: '',
  ship_no: '',
  cancel_reason: '',
  remark: '',
  need_receipt: 0,
  receipt: null,
};
const detail = (over: Record<string, unknown> = {}) => ({
  complaintId: 5,
  orderSn: 'O1',
  skuId: 7,
  goodsId: 107,
  goodsName: 'Tornillo',
  goodsImage: '/g.png',
  sellerName: 'Ferretería Roma',
  subject: 'QUALITY',
  content: 'Arrived broken, all of them.',
  images: [],
  status: 'COMMUNICATION',
  createTime: 1_780_000_000,
  open: true,
  logs: [
    { status: 'NEW', time: 1_780_000_000 },
    { status: 'COMMUNICATION', time: 1_780_000_100 },
  ],
  messages: [{ role: 'SELLER', content: 'We are looking into it.', time: 1_780_000_050 }],
  ...over,
});

beforeEach(() => {
  $site.set({ status: 'open', site: aSite({ siteon: 1 }) });
  setCookie('access_token', 'acc');
  setCookie('refresh_token', 'ref');
  $user.set(aUser({ id: 1, userName: 'ana' }));
  fixture().on('GET', '/buyer/members/member-nocice-logs/number', () => ({ json: { total: 0, read: 0, unread: 0 } }));
});
afterEach(unmountAll);

const mountAt = (path: string) => mountMemberCentre({ path });

describe('complaint pages', () => {
  test('the form shows every problem at once without a request, then sends the choice', async () => {
    fixture().on('GET', '/buyer/trade/orders/O1', () => ({ json: order }));
    const root = await mountAt('/member/my-complaint/complaint-apply?order_sn=O1');
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('[data-testid=complaint-form]'));
    expect([...form.querySelectorAll<HTMLInputElement>('input[name=cp-sku]')].map((r) => r.checked)).toEqual([false, false]);
    form.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
    const summary = await waitFor(() => root.querySelector('.cp-summary'));
    expect(summary.textContent).toContain('Check the marked fields: 3 to fix');
    expect([...form.querySelectorAll('.form-error')].map((p) => p.textContent)).toEqual([
      'Choose the item you complain about',
      'Choose a subject',
      'Say what happened: at least 10 characters',
    ]);
    expect(form.querySelector('#cp-subject')?.getAttribute('aria-invalid')).toBe('true');
    expect(fixture().count('/mallpcapi/memberComplaint/addComplaint')).toBe(0);

    const sent = fixture().next('POST', '/mallpcapi/memberComplaint/addComplaint');
    fixture().on('POST', '/mallpcapi/memberComplaint/addComplaint', () => wrapped({ complaintId: 5 }));
    const second = form.querySelectorAll<HTMLInputElement>('input[name=cp-sku]')[1];
    const subject = form.querySelector<HTMLSelectElement>('#cp-subject');
    const content = form.querySelector<HTMLTextAreaElement>('#cp-content');
    if (!second || !subject || !content) throw new Error('no fields');
    act(() => {
      second.click();
      subject.value = 'NOT_AS_DESCRIBED';
      subject.dispatchEvent(new Event('change', { bubbles: true }));
      content.value = '  The nuts are the wrong size.  ';
      content.dispatchEvent(new Event('input', { bubbles: true }));
    });
    form.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
    const seen = await sent;
    expect(Object.fromEntries(seen.form)).toEqual({
      orderSn: 'O1',
      skuId: '8',
      subject: 'NOT_AS_DESCRIBED',
      content: 'The nuts are the wrong size.',
    });
    const done = await waitFor(() => root.querySelector('[data-testid=complaint-created] a'));
    expect(done.getAttribute('href')).toBe('/member/my-complaint/detail?id=5');
  });

  test('the detail: timeline and dialogue, a message sent, a cancel only after the confirm', async () => {
    fixture().on('GET', '/mallpcapi/memberComplaint/getComplaintDetail', () => wrapped(detail()));
    const root = await mountAt('/member/my-complaint/detail?id=5');
    const view = await waitFor(() => root.querySelector('[data-testid=complaint-detail]'));
    expect([...view.querySelectorAll('[data-testid=complaint-timeline] .cp-badge')].map((b) => b.textContent)).toEqual([
      'New',
      'In communication',
    ]);
    const answer = view.querySelector('[data-testid=complaint-dialogue] [data-role=SELLER]');
    expect([answer?.querySelector('strong')?.textContent, answer?.querySelector('p')?.textContent]).toEqual([
      'Platform',
      'We are looking into it.',
    ]);

    const said = fixture().next('POST', '/mallpcapi/memberComplaint/addCommunication');
    fixture().on('POST', '/mallpcapi/memberComplaint/addCommunication', () =>
      wrapped(detail({ messages: [...detail().messages, { role: 'BUYER', content: 'Thanks', time: 1_780_000_200 }] })),
    );
    const box = view.querySelector<HTMLTextAreaElement>('#cp-message');
    if (!box) throw new Error('no message box');
    act(() => {
      box.value = 'Thanks';
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    view.querySelector<HTMLButtonElement>('[data-testid=complaint-message] button[type=submit]')?.click();
    expect(Object.fromEntries((await said).form)).toEqual({ complaintId: '5', content: 'Thanks' });
    await waitFor(() => root.querySelector('[data-role=BUYER]'));

    fixture().on('POST', '/mallpcapi/memberComplaint/cancelComplaint', () =>
      wrapped(detail({ status: 'CANCELED', open: false, logs: [...detail().logs, { status: 'CANCELED', time: 1_780_000_300 }] })),
    );
    const ask = () =>
      [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Cancel the complaint')?.click();
    const reply = (name: string) =>
      waitFor(() => [...root.querySelectorAll<HTMLButtonElement>('[data-testid=confirm] button')].find((b) => b.textContent === name));
    // the one confirm dialog: going back sends nothing, its red action cancels
    ask();
    const dialog = await waitFor(() => root.querySelector('[data-testid=confirm]'));
    expect([dialog.querySelector('h2')?.textContent, dialog.querySelector('p')?.textContent]).toEqual([
      'Cancel this complaint?',
      'The platform will stop reviewing it; this cannot be undone.',
    ]);
    (await reply('Go back')).click();
    await waitFor(() => (root.querySelector('[data-testid=confirm]') ? null : true));
    expect(fixture().count('/mallpcapi/memberComplaint/cancelComplaint')).toBe(0);
    ask();
    (await reply('Yes, cancel it')).click();
    await waitFor(() => root.textContent?.includes('The dialogue is closed.') || null);
    expect(root.querySelector('#cp-message')).toBeNull();
  });

  test('my complaints: the empty state leads to filing one', async () => {
    fixture().on('GET', '/mallpcapi/memberComplaint/getMyComplaint', () => wrapped({ list: [], total: 0, pageNo: 1, pageSize: 10 }));
    const root = await mountAt('/member/my-complaint');
    await waitFor(() => root.textContent?.includes('You have no complaints yet') || null);
    const links = [...root.querySelectorAll('a')].filter((a) => a.getAttribute('href') === '/member/my-complaint/complaint-apply');
    expect(links.length).toBeGreaterThan(0);
    expect(root.querySelector('.acct-side a[aria-current=page]')?.textContent).toBe('My complaints');
  });
});
