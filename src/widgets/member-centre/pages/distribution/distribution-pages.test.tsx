// The distribution pages inside the member centre widget against a fixture API: only an approved
// distributor sees the section (menu entry and pages), others the spec's status message and the
// application; the link and its QR code; the bank account and withdrawal forms check what the
// server checks before sending, and show the server's refusal.
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mountMemberCentre, unmountAll, waitFor } from '../../../../../tests/unit/support/member-pages';
import { javashopError, wrapped } from '../../../../../tests/unit/support/api-fixture';
import { useFixtureApi } from '../../../../../tests/unit/support/fixture-api';
import { setCookie } from '../../../../../tests/unit/support/page';
import { aSite, aUser } from '../../../../../tests/unit/support/replies';
import { $site } from '../../../../core/stores/site';
import { $user } from '../../../../core/stores/user';

const fixture = useFixtureApi('en_US');

const page = (data: unknown[]) => ({ json: { data, page_no: 1, page_size: 10, data_total: data.length } });
const summary = {
  referral_code: 'ABCD2345',
  referral_link: 'http://localhost/register?ref=ABCD2345',
  referral_qr: 'data:image/svg+xml;base64,PHN2Zy8+',
  level1_rate: 5,
  level2_rate: 2,
  min_withdrawal: 100,
  available: 250.5,
  pending: 12,
  settled_total: 260.5,
  taken_back_total: 0,
  withdrawn_total: 10,
};
const account = { clabe: '032180000118359719', bank_name: 'BBVA', account_holder: 'Ana' };

beforeEach(() => {
  $site.set({ status: 'open', site: aSite({ siteon: 1 }) });
  setCookie('access_token', 'acc');
  setCookie('refresh_token', 'ref');
  $user.set(aUser({ id: 1, userName: 'ana' }));
  fixture().on('GET', '/buyer/members/member-nocice-logs/number', () => ({ json: { total: 0, read: 0, unread: 0 } }));
});
afterEach(unmountAll);

const status = (value: number) => fixture().on('GET', '/mallpcapi/proxyMerchantOnboarding/checkStatus', () => wrapped(value));

const mountPage = (name: string) => mountMemberCentre({ page: name });

const type = (input: HTMLInputElement | null, value: string) => {
  if (!input) throw new Error('no input');
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

describe('distribution pages', () => {
  test.each([
    [-1, 'You are not a distributor yet', true],
    [0, 'Your application has been submitted, please wait for platform review', false],
    [2, 'Unfortunately, your application was not approved', false],
  ])('status %i: the status message, no menu entry, the application only for who never applied', async (value, text, canApply) => {
    status(value);
    const root = await mountPage('my-recommend');
    const gate = await waitFor(() => root.querySelector('[data-testid=distribution-gate]'));
    expect(gate.textContent).toContain(text);
    expect(gate.querySelector('button') !== null).toBe(canApply);
    expect(root.querySelector('a[href="/member/distribution/my-recommend"]')).toBeNull();
    expect(fixture().count('/buyer/distribution')).toBe(0);
  });

  test('an approved distributor: the menu entry, the tabs, the link with its QR code and copy button, the buyers brought', async () => {
    status(1);
    fixture().on('GET', '/buyer/distribution', () => ({ json: summary }));
    fixture().on('GET', '/buyer/distribution/downline', () =>
      page([{ member_id: 9, name: 'L***a', registered_at: 1_764_000_000, order_count: 3 }]),
    );
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const root = await mountPage('my-recommend');
    const link = await waitFor(() => root.querySelector<HTMLInputElement>('[data-testid=referral-link]'));
    expect(link.value).toBe(summary.referral_link);
    expect(root.querySelector('[data-testid=referral-qr]')?.getAttribute('src')).toBe(summary.referral_qr);
    const menu = await waitFor(() => root.querySelector('.acct-side a[href="/member/distribution/my-recommend"]'));
    expect(menu.getAttribute('aria-current')).toBe('page');
    expect([...root.querySelectorAll('.ds-tabs a')].map((a) => a.getAttribute('href'))).toHaveLength(7);
    const row = await waitFor(() => root.querySelector('[data-testid=downline-row]'));
    expect(row.textContent).toContain('L***a');
    expect(row.textContent).toContain('3');
    expect(root.querySelector('[data-testid=available]')?.textContent).toContain('250.50');
    root.querySelector<HTMLButtonElement>('.ds-link button')?.click();
    await waitFor(() => writeText.mock.calls.length > 0 || null);
    expect(writeText).toHaveBeenCalledWith(summary.referral_link);
  });

  test('the bank account: a wrong check digit is refused without a request; a right CLABE is sent', async () => {
    status(1);
    fixture().on('GET', '/buyer/distribution/account', () => ({ json: { clabe: '', bank_name: '', account_holder: '' } }));
    const root = await mountPage('withdrawals-setting');
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('[data-testid=bank-account]'));
    // empty: every field's problem at once, each under its input, and the focus on the first
    form.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
    await waitFor(() => (root.querySelectorAll('.field-error').length === 3 ? true : null));
    const invalid = () => [...form.querySelectorAll('[aria-invalid=true]')].map((el) => el.id);
    expect(invalid()).toEqual(['ds-clabe', 'ds-bank_name', 'ds-account_holder']);
    for (const id of invalid()) {
      const described = form.querySelector(`#${id}`)?.getAttribute('aria-describedby') ?? '';
      expect(root.getElementById(described)?.textContent, id).toBeTruthy();
    }
    expect(root.activeElement?.id).toBe('ds-clabe');

    type(form.querySelector('#ds-clabe'), '032180000118359718');
    type(form.querySelector('#ds-bank_name'), 'BBVA');
    type(form.querySelector('#ds-account_holder'), 'Ana');
    form.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
    await waitFor(() => (invalid().join() === 'ds-clabe' ? true : null));
    expect(root.querySelector('.field-error')?.textContent).toContain('check digit');
    expect(fixture().count('/buyer/distribution/account')).toBe(1);

    const sent = fixture().next('POST', '/buyer/distribution/account');
    fixture().on('POST', '/buyer/distribution/account', () => ({ json: null }));
    type(form.querySelector('#ds-clabe'), '0321 8000 0118 3597 19');
    form.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
    expect(Object.fromEntries((await sent).form)).toEqual({ clabe: '0321 8000 0118 3597 19', bank_name: 'BBVA', account_holder: 'Ana' });
  });

  test('the withdrawal: over what is available refused without a request; the server refusal shown; then the amount sent', async () => {
    status(1);
    fixture().on('GET', '/buyer/distribution', () => ({ json: summary }));
    fixture().on('GET', '/buyer/distribution/account', () => ({ json: account }));
    const root = await mountPage('withdrawals-apply');
    const form = await waitFor(() => root.querySelector<HTMLFormElement>('[data-testid=withdraw-form]'));
    type(form.querySelector('#ds-amount'), '300');
    form.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
    await waitFor(() => root.querySelector('.form-error')?.textContent?.includes('cannot withdraw more than') || null);
    type(form.querySelector('#ds-amount'), '99');
    form.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
    await waitFor(() => root.querySelector('.form-error')?.textContent?.includes('minimum amount') || null);
    expect(fixture().count('/buyer/distribution/withdrawals')).toBe(0);

    fixture().on('POST', '/buyer/distribution/withdrawals', () =>
      javashopError(400, '004', 'The field amount is more than your available balance of 10.00 MXN'),
    );
    // a valid amount asks once in the confirm dialog, naming the amount and the account; going back sends nothing
    const reply = (name: string) =>
      waitFor(() => [...root.querySelectorAll<HTMLButtonElement>('[data-testid=confirm] button')].find((b) => b.textContent === name));
    type(form.querySelector('#ds-amount'), '150');
    form.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
    const dialog = await waitFor(() => root.querySelector('[data-testid=confirm]'));
    expect(dialog.querySelector('h2')?.textContent).toBe('Withdraw MXN 150.00 to your account?');
    (await reply('Go back')).click();
    await waitFor(() => (root.querySelector('[data-testid=confirm]') ? null : true));
    expect(fixture().count('/buyer/distribution/withdrawals')).toBe(0);
    form.querySelector<HTMLButtonElement>('button[type=submit]')?.click();
    (await reply('Withdraw')).click();
    await waitFor(() => root.querySelector('.form-error')?.textContent?.includes('available balance of 10.00') || null);

    const sent = fixture().next('POST', '/buyer/distribution/withdrawals');
    fixture().on('POST', '/buyer/distribution/withdrawals', () => ({ json: { id: 4, available: 100.5 } }));
    type(root.querySelector<HTMLInputElement>('#ds-amount'), '150');
    root.querySelector<HTMLButtonElement>('[data-testid=withdraw-form] button[type=submit]')?.click();
    (await reply('Withdraw')).click();
    expect(Object.fromEntries((await sent).form)).toEqual({ amount: '150.00' });
    await waitFor(() => root.querySelector('[data-testid=withdraw-sent]'));
  });

  test('the withdrawals history: empty, with a way to withdraw', async () => {
    status(1);
    fixture().on('GET', '/buyer/distribution/withdrawals', () => page([]));
    const root = await mountPage('withdrawals-history');
    await waitFor(() => root.textContent?.includes('No withdrawals yet') || null);
    expect(root.querySelector('a[href="/member/distribution/withdrawals-apply"]')).not.toBeNull();
  });
});
