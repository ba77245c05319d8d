// The account forms of the member centre show every error at once, under its input, and move focus
// to the first (issue 16 §6): one table row per form and bad input, the messages shown, the focus.
// A refusal of the server that names no list of fields stays one line.
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { mountMemberCentre, unmountAll, waitFor } from '../../../../tests/unit/support/member-pages';
import { wrapped } from '../../../../tests/unit/support/api-fixture';
import { useFixtureApi } from '../../../../tests/unit/support/fixture-api';
import { setCookie } from '../../../../tests/unit/support/page';
import { aSite, aUser } from '../../../../tests/unit/support/replies';
import { mountWidget } from '../../../core/runtime/mount';
import { $site } from '../../../core/stores/site';
import { $user } from '../../../core/stores/user';
import memberCentre from '../index';

const fixture = useFixtureApi('en_US');

beforeEach(() => {
  $site.set({ status: 'open', site: aSite({ siteon: 1 }) });
  setCookie('access_token', 'acc');
  setCookie('refresh_token', 'ref');
  $user.set(aUser({ id: 1, userName: 'ana' }));
  fixture().on('GET', '/buyer/members/member-nocice-logs/number', () => ({ json: { total: 0, read: 0, unread: 0 } }));
  fixture().on('GET', '/mallpcapi/member/getMemberInfo', () => wrapped(aUser({ id: 1, userName: 'ana', mobile: '5512345678' })));
});
afterEach(unmountAll);

const mountPage = (name: string) => mountMemberCentre({ page: name });

const FORM = 'The form is filled incorrectly. Please check.';
const LENGTH = 'The password must have 6 to 20 characters';
const MISMATCH = 'Passwords do not match';
const NAME = "The name must have 2 to 20 characters: Chinese characters, letters, digits, '-' and '_'";
const EMAIL = 'Enter a valid email address';
const MOBILE = 'Invalid phone number format';
const SMS = 'Enter the 6-digit code we sent by SMS';

/** page, what is typed (input name → value), the messages shown by input in the form's order. */
const CASES: [string, Record<string, string>, [string, string][]][] = [
  [
    'change-password',
    {},
    [
      ['oldPassword', FORM],
      ['password', LENGTH],
    ],
  ],
  [
    'change-password',
    { oldPassword: 'x', password: 'abc', confirm: 'abcd' },
    [
      ['password', LENGTH],
      ['confirm', MISMATCH],
    ],
  ],
  [
    'change-paymentpassword',
    { password: 'abcdef', confirm: 'abcdeg' },
    [
      ['loginPassword', FORM],
      ['confirm', MISMATCH],
    ],
  ],
  [
    'my-profile',
    { nickname: '1', email: 'ana@', birthday: '2999-01-01' },
    [
      ['nickname', NAME],
      ['email', EMAIL],
      ['birthday', 'The birthday must be a past date'],
    ],
  ],
  [
    'change-mobile',
    { mobile: '12' },
    [
      ['password', FORM],
      ['mobile', MOBILE],
      ['smsCode', SMS],
    ],
  ],
  [
    'bind-email',
    { email: 'nope' },
    [
      ['email', EMAIL],
      ['password', FORM],
    ],
  ],
];

describe('member account forms: every error at once, focus on the first', () => {
  test.each(CASES)('%s with %j shows %j', async (page, typed, expected) => {
    const root = await mountPage(page);
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('form.acct-form'));
    act(() => {
      for (const [name, value] of Object.entries(typed)) {
        const input = form.querySelector<HTMLInputElement>(`[name="${name}"]`);
        if (!input) throw new Error(`no input ${name}`);
        input.value = value;
      }
    });
    await act(async () => form.requestSubmit());
    await waitFor(() => root.querySelectorAll('[aria-invalid=true]').length === expected.length || null);
    const shown = [...root.querySelectorAll<HTMLInputElement>('[aria-invalid=true]')].map((input) => [
      input.name,
      root.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent,
    ]);
    expect(shown).toEqual(expected);
    expect((root.activeElement as HTMLInputElement | null)?.name).toBe(expected[0]?.[0]);
    // nothing was sent: the form's own checks stopped it
    expect(fixture().seen.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  test('a refusal of the server naming one field is one line that marks its input', async () => {
    fixture().on('POST', '/mallpcapi/member/updatePassword', () => ({
      json: { success: false, code: 400, message: 'The old password is wrong', field: 'oldPassword', result: null },
    }));
    const root = await mountPage('change-password');
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('form.acct-form'));
    act(() => {
      for (const [name, value] of Object.entries({ oldPassword: 'wrong1', password: 'abcdef', confirm: 'abcdef' })) {
        const input = form.querySelector<HTMLInputElement>(`[name="${name}"]`);
        if (input) input.value = value;
      }
    });
    await act(async () => form.requestSubmit());
    const line = await waitFor(() => root.querySelector('#pwd-error'));
    expect(line.textContent).toBe('The old password is wrong');
    expect([...root.querySelectorAll<HTMLInputElement>('[aria-invalid=true]')].map((input) => input.name)).toEqual(['oldPassword']);
  });
});

describe('receipt book: the server names every field at once', () => {
  test('a special VAT qualification the server refuses on two fields: both marked, each in words for people, focus on the first', async () => {
    for (const type of ['ELECTRO', 'VATORDINARY']) fixture().on('GET', `/buyer/members/receipt/${type}`, () => ({ json: [] }));
    fixture().on('GET', '/buyer/members/zpzz/detail', () => ({ json: null }));
    fixture().on('GET', '/buyer/members/receipt/address/detail', () => ({ json: null }));
    fixture().on('POST', '/buyer/members/zpzz', () => ({
      status: 400,
      json: {
        code: '004',
        message: 'The field company_name is required',
        data: {
          fields: [
            { field: 'company_name', message: 'The field company_name is required' },
            { field: 'bank_account', message: 'The field bank_account is not in a valid format (012180001234567891)' },
          ],
        },
      },
    }));
    const root = await mountPage('my-receipt');
    const section = await waitFor(() => root.querySelector('[data-testid=zpzz]'));
    const add = await waitFor(() => section.querySelector<HTMLButtonElement>('.ib-head button'));
    act(() => add.click());
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('form[data-testid=zpzz-form]'));
    const values: Record<string, string> = {
      company_name: 'Comercializadora del Bajío',
      taxpayer_code: 'CDB010203AB6',
      register_address: 'Av. Juárez 100, León, Gto.',
      register_tel: '4771234567',
      bank_name: 'BBVA México',
      bank_account: '012180001234567891',
    };
    act(() => {
      for (const [name, value] of Object.entries(values)) {
        const input = form.querySelector<HTMLInputElement>(`[name="${name}"]`);
        if (!input) throw new Error(`no input ${name}`);
        input.value = value;
      }
    });
    await act(async () => form.requestSubmit());
    await waitFor(() => form.querySelectorAll('[aria-invalid=true]').length === 2 || null);
    expect(
      [...form.querySelectorAll<HTMLInputElement>('[aria-invalid=true]')].map((input) => [
        input.name,
        // an input may be described by its hint too: its error is the .inv-error among them
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => root.getElementById(id))
          .find((el) => el?.classList.contains('inv-error'))?.textContent,
      ]),
    ).toEqual([
      ['company_name', 'The field is required'],
      ['bank_account', 'The field is not in a valid format (012180001234567891)'],
    ]);
    expect((root.activeElement as HTMLInputElement | null)?.name).toBe('company_name');
  });
});

describe('detail pages: a wrong id in the link says "not found"', () => {
  test.each([
    ['service-detail', 'NOPE', '/buyer/after-sales/detail/NOPE', 'We could not find this after-sale service'],
    ['my-order-detail', 'NOPE', '/buyer/trade/orders/NOPE', 'We could not find this order'],
    ['my-receipt-detail', '999', '/buyer/members/receipt/history/999', 'We could not find this invoice'],
  ])('%s with item %s (the server: 404 on %s) says "%s"', async (page, item, path, title) => {
    fixture().on('GET', path, () => ({ status: 404, json: { code: '003', message: 'Not found' } }));
    const host = document.createElement('vitrina-member-centre');
    host.setAttribute('page', page);
    host.setAttribute('item', item);
    document.body.append(host);
    await mountWidget(host, memberCentre);
    const root = host.shadowRoot;
    if (!root) throw new Error('not mounted');
    const shown = await waitFor(() => root.querySelector('.state.empty h2'));
    expect(shown.textContent).toBe(title);
    expect(root.querySelector('.state.error')).toBeNull();
  });
});
