import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { accountRuleStrings } from './i18n';
import { $locale, loadStrings } from '../locale';
import { checkEmailRegister, checkNewPassword, checkProfileName, checkRegister, startCountdown, type RegisterForm } from './account';

beforeAll(async () => {
  $locale.set('en_US');
  await loadStrings(accountRuleStrings, 'en_US');
});

const ok: RegisterForm = {
  username: 'buyer_01',
  password: 'Compras#26',
  confirm: 'Compras#26',
  mobile: '5512345678',
  smsCode: '123456',
  agreement: true,
};

describe('registration rules (spec §5)', () => {
  test.each([
    [{}, undefined, undefined],
    [{ username: 'abc' }, 'username', 'The username must have 4 to 20 characters'],
    [{ username: 'abcd' }, undefined, undefined],
    [{ username: 'a'.repeat(20) }, undefined, undefined],
    [{ username: 'a'.repeat(21) }, 'username', 'The username must have 4 to 20 characters'],
    [{ username: '张三李四' }, undefined, undefined],
    [{ username: '12345678' }, 'username', "Use only Chinese characters, letters, digits, '-' and '_' (not only digits)"],
    [{ username: 'ab cd' }, 'username', "Use only Chinese characters, letters, digits, '-' and '_' (not only digits)"],
    [{ password: '12345', confirm: '12345' }, 'password', 'The password must have 6 to 20 characters'],
    [{ password: '123456', confirm: '123456' }, undefined, undefined],
    [{ password: 'x'.repeat(20), confirm: 'x'.repeat(20) }, undefined, undefined],
    [{ password: 'x'.repeat(21), confirm: 'x'.repeat(21) }, 'password', 'The password must have 6 to 20 characters'],
    [{ confirm: 'Compras#27' }, 'confirm', 'Passwords do not match'],
    [{ mobile: '551234567' }, 'mobile', 'Invalid phone number format'],
    [{ mobile: '55123456789' }, 'mobile', 'Invalid phone number format'],
    [{ mobile: '0512345678' }, 'mobile', 'Invalid phone number format'],
    [{ smsCode: '12345' }, 'smsCode', 'Enter the 6-digit code we sent by SMS'],
    [{ smsCode: '1234567' }, 'smsCode', 'Enter the 6-digit code we sent by SMS'],
    [{ agreement: false }, 'agreement', 'Please accept the terms of service and the privacy policy'],
  ] as [Partial<RegisterForm>, string | undefined, string | undefined][])('%j → %s', (change, path, message) => {
    const result = checkRegister({ ...ok, ...change });
    expect(result?.path).toBe(path);
    expect(result?.message).toBe(message);
  });

  test('by email: the address must be valid', () => {
    const base = { username: 'buyer_01', password: 'Compras#26', confirm: 'Compras#26', agreement: true };
    expect(checkEmailRegister({ ...base, email: 'buyer@example.mx' })).toBeUndefined();
    for (const email of ['', 'buyer@', '@example.mx', 'buyer example.mx', 'buyer@example']) {
      expect(checkEmailRegister({ ...base, email })?.message).toBe('Enter a valid email address');
    }
  });

  test.each([
    ['a', false],
    ['ab', true],
    ['张三', true],
    ['a'.repeat(20), true],
    ['a'.repeat(21), false],
    ['ñandú', false],
    ['name-_1', true],
  ])('profile name %j valid: %s', (name, valid) => {
    expect(checkProfileName(name) === undefined).toBe(valid);
  });

  test('change password: both entries must match', () => {
    expect(checkNewPassword('Mayoreo#77', 'Mayoreo#77')).toBeUndefined();
    expect(checkNewPassword('Mayoreo#77', 'Mayoreo#7')?.message).toBe('Passwords do not match');
  });
});

describe('SMS countdown (spec §4: 60 s)', () => {
  afterEach(() => vi.useRealTimers());

  test('counts 60 → 0 a second at a time, then stops', () => {
    vi.useFakeTimers();
    const ticks: number[] = [];
    startCountdown((s) => ticks.push(s));
    expect(ticks).toEqual([60]);
    vi.advanceTimersByTime(999);
    expect(ticks.at(-1)).toBe(60);
    vi.advanceTimersByTime(1);
    expect(ticks.at(-1)).toBe(59);
    vi.advanceTimersByTime(58_000);
    expect(ticks.at(-1)).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(ticks.at(-1)).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(ticks).toHaveLength(61);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('stopping ends the countdown (a page left mid-count)', () => {
    vi.useFakeTimers();
    const ticks: number[] = [];
    const stop = startCountdown((s) => ticks.push(s));
    vi.advanceTimersByTime(5000);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(ticks.at(-1)).toBe(55);
    expect(vi.getTimerCount()).toBe(0);
  });
});
