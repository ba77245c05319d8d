import { aUser } from '../../tests/unit/support/replies';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clearCookies, cookieNames, setCookie } from '../../tests/unit/support/page';
import { DAY_MS, inDays, readCookie, removeCookie, writeCookie } from './cookies';
import { clearSellerSessionOf } from './seller-session';
import {
  clearSession,
  deviceUuid,
  keys,
  newSessionEnd,
  readJson,
  sessionEnd,
  STORED_DAYS,
  storedUser,
  storeTokens,
  storeUid,
  storeUser,
  TOKEN_DAYS,
  writeJson,
} from './session';
import { makeUuid } from './uuid';

const NOW = Date.UTC(2030, 0, 15, 12, 0, 0);
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A stand-in document that only records what is assigned to `cookie` (STYLE habit 8). */
function fakeDocument(protocol = 'http:') {
  const written: string[] = [];
  const doc = {
    location: { protocol },
    get cookie() {
      return '';
    },
    set cookie(v: string) {
      written.push(v);
    },
  };
  return { doc: doc as unknown as Document, written };
}

/** Days between NOW and the `expires` attribute of a written cookie string. */
function lifetimeDays(cookie: string): number {
  const expires = /expires=([^;]+)/.exec(cookie)?.[1];
  return (Date.parse(expires ?? '') - NOW) / DAY_MS;
}

beforeEach(() => {
  clearCookies();
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('cookies', () => {
  test.each([
    ['http:', false],
    ['https:', true],
  ])('on %s the cookie is path=/, SameSite=Lax, Secure=%s', (protocol, secure) => {
    const { doc, written } = fakeDocument(protocol);
    writeCookie('a b', 'x=y;z', inDays(1), doc);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^a%20b=x%3Dy%3Bz; expires=[^;]+; path=\/; SameSite=Lax/);
    expect(written[0]?.endsWith('; Secure')).toBe(secure);
  });

  test('removal writes an expiry in the past on path /', () => {
    const { doc, written } = fakeDocument();
    removeCookie('uid', doc);
    expect(written).toEqual(['uid=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/']);
  });

  test('values round-trip through the real document, encoded', () => {
    writeCookie('user', '{"name":"Ana María; ñ"}', inDays(1));
    expect(readCookie('user')).toBe('{"name":"Ana María; ñ"}');
    removeCookie('user');
    expect(readCookie('user')).toBeUndefined();
  });

  test('a name that is a prefix of another is not confused with it', () => {
    setCookie('uid_extra', 'x');
    expect(readCookie('uid')).toBeUndefined();
  });
});

// Issue 9: uid and user used to live 3650 days (the user cookie with mobile and email); every
// cookie that describes the session now ends with it, 30 days after login (the server's family).
describe('lifetimes (spec §9: tokens 30 days, other stored items 3650 days; the session’s cookies end with it)', () => {
  const written = () => {
    const spy = vi.spyOn(document, 'cookie', 'set');
    return () => spy.mock.calls.map(([v]) => v);
  };
  const lifetimeOf = (calls: string[], name: string) => {
    const cookie = calls.filter((c) => c.startsWith(`${name}=`)).at(-1);
    expect(cookie).toBeDefined();
    return lifetimeDays(cookie ?? '');
  };

  test.each([
    ['storeTokens → access_token', () => storeTokens('a', 'r'), 'access_token', TOKEN_DAYS],
    ['storeTokens → refresh_token', () => storeTokens('a', 'r'), 'refresh_token', TOKEN_DAYS],
    ['storeTokens → session_end', () => storeTokens('a', 'r'), 'session_end', TOKEN_DAYS],
    ['deviceUuid → uuid', () => deviceUuid(), 'uuid', TOKEN_DAYS],
    ['storeUid → uid', () => storeUid(7), 'uid', TOKEN_DAYS],
    ['storeUser → user', () => storeUser(aUser({ id: 1, userName: 'ana' })), 'user', TOKEN_DAYS],
    ['writeJson → site', () => writeJson(keys.site, { siteon: 1 }), 'site', STORED_DAYS],
  ] as const)('%s lives %i days', (_, act, name, days) => {
    const calls = written();
    act();
    expect(lifetimeOf(calls(), name)).toBe(days);
  });

  test('a refresh 10 days into the session keeps its end: tokens, uid and user all end 30 days after login', () => {
    const calls = written();
    storeTokens('login', 'login', newSessionEnd());
    storeUid(7);
    vi.setSystemTime(NOW + 10 * DAY_MS);
    storeTokens('access-2', 'refresh-2');
    storeUser(aUser({ id: 7, userName: 'ana' }));
    storeUid(7);
    for (const name of ['access_token', 'refresh_token', 'session_end', 'uid', 'user']) expect(lifetimeOf(calls(), name)).toBe(TOKEN_DAYS);
    expect(sessionEnd()).toBe(NOW + TOKEN_DAYS * DAY_MS);
    // once the session has ended its cookies are gone, session_end too
    vi.setSystemTime(NOW + TOKEN_DAYS * DAY_MS + 1000);
    expect(cookieNames().filter((name) => ['access_token', 'refresh_token', 'session_end', 'uid', 'user'].includes(name))).toEqual([]);
  });

  test('the constants are the spec numbers', () => {
    expect([TOKEN_DAYS, STORED_DAYS]).toEqual([30, 3650]);
  });
});

describe('the user cookie', () => {
  test('keeps what the page shows before the profile loads, never the mobile, email or birthday', () => {
    storeUser(
      aUser({
        id: 7,
        userName: 'ana',
        nickname: 'Ana G.',
        headImg: '/uploads/avatars/7-abc.png',
        language: 0,
        mobile: '5512345678',
        email: 'ana@example.mx',
        birthday: 86_400_000,
        sex: 1,
      }),
    );
    const raw = readCookie(keys.user) ?? '';
    expect(JSON.parse(raw)).toEqual({ id: 7, userName: 'ana', nickname: 'Ana G.', headImg: '/uploads/avatars/7-abc.png', language: 0 });
    expect(raw).not.toContain('5512345678');
    expect(raw).not.toContain('ana@example.mx');
    expect(storedUser()).toEqual({ id: 7, userName: 'ana', nickname: 'Ana G.', headImg: '/uploads/avatars/7-abc.png', language: 0 });
  });
});

describe('clearing', () => {
  const everything = () => {
    storeTokens('a', 'r');
    storeUid(5);
    writeJson(keys.user, { id: 5 });
    writeJson(keys.site, { siteon: 1 });
    setCookie(keys.billId, 'b');
    setCookie(keys.memberId, 'm');
    setCookie(keys.locale, 'en_US');
    deviceUuid();
    for (const k of Object.values(keys.seller)) setCookie(k, k === keys.seller.uid ? '5' : 'x');
  };

  test('clearSession removes user, tokens, uid and bill/member ids, and keeps the rest', () => {
    everything();
    clearSession();
    const left = cookieNames();
    for (const k of ['access_token', 'refresh_token', 'uid', 'user', 'bill_id', 'member_id', 'session_end']) expect(left).not.toContain(k);
    for (const k of ['site', 'uuid', 'vitrina_locale', ...Object.values(keys.seller)]) expect(left).toContain(k);
  });

  test.each([
    [5, true],
    ['5', true],
    [6, false],
    ['05', false],
  ])('clearSellerSessionOf(%o) with seller uid 5 clears the seller session: %s', (id, cleared) => {
    everything();
    clearSellerSessionOf(id);
    const left = cookieNames();
    for (const k of Object.values(keys.seller)) expect(left.includes(k)).toBe(!cleared);
    expect(left).toContain('access_token'); // the buyer session is not this function's business
  });

  test('clearSellerSessionOf with no seller session does nothing', () => {
    storeTokens('a', 'r');
    clearSellerSessionOf(5);
    expect(cookieNames()).toEqual(expect.arrayContaining(['access_token', 'refresh_token']));
  });
});

describe('stored JSON', () => {
  test('reads back what was written', () => {
    writeJson(keys.user, { id: 3, userName: 'ñu' });
    expect(readJson(keys.user)).toEqual({ id: 3, userName: 'ñu' });
  });

  test('a corrupt cookie reads as undefined and is dropped', () => {
    setCookie(keys.user, '{not json');
    expect(readJson(keys.user)).toBeUndefined();
    expect(cookieNames()).not.toContain('user');
  });

  test('a missing cookie reads as undefined', () => {
    expect(readJson(keys.user)).toBeUndefined();
  });
});

describe('device id', () => {
  test('is made once and then stable', () => {
    const first = deviceUuid();
    expect(first).toMatch(UUID_V4);
    expect(deviceUuid()).toBe(first);
    expect(readCookie('uuid')).toBe(first);
  });

  test('survives logout', () => {
    const id = deviceUuid();
    clearSession();
    expect(deviceUuid()).toBe(id);
  });
});

describe('makeUuid', () => {
  test.each([
    [0x00, '00000000-0000-4000-8000-000000000000'],
    [0xff, 'ffffffff-ffff-4fff-bfff-ffffffffffff'],
  ])('all bytes 0x%s → %s', (byte, out) => {
    expect(makeUuid((a) => a.fill(byte))).toBe(out);
  });

  test('property: any 16 random bytes give a v4 (RFC 4122 variant) id', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
        const id = makeUuid((a) => (a.set(bytes), a));
        expect(id).toMatch(UUID_V4);
        // Only the version nibble and the two variant bits are forced; the rest is the randomness.
        expect(id.replace(/-/g, '').slice(0, 12)).toBe(Array.from(bytes.slice(0, 6), (b) => b.toString(16).padStart(2, '0')).join(''));
      }),
    );
  });

  test('the default generator gives distinct ids', () => {
    const ids = new Set(Array.from({ length: 200 }, () => makeUuid()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});
