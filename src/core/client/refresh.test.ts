import { beforeAll, describe, expect, test } from 'vitest';
import { useLocale } from '../../../tests/unit/support/page';
import { ApiError } from '../errors';
import { fakeSession, recorder } from './fakes';
import { HttpError } from './http-error';
import { type Locks, refresh } from './refresh';
import type { Call } from './types';

beforeAll(() => useLocale('en_US'));

const url = (call: Call) => `https://api.example/api${call.path}`;
const statistics: Call = { path: '/buyer/members/statistics', auth: true };

/** A passport that rotates the pair: each use of the refresh token gives the next one. */
function passport() {
  let serial = 0;
  return recorder(() => {
    serial += 1;
    return { accessToken: `access-${serial}`, refreshToken: `refresh-${serial}` };
  });
}

describe('when a call needs the member (spec §4, §6)', () => {
  test.each<{ name: string; call: Call; tokens: { access?: string; refresh?: string }; sent: boolean; refreshed: boolean }>([
    { name: 'no auth needed: sent as it is', call: { path: '/buyer/a' }, tokens: {}, sent: true, refreshed: false },
    {
      name: 'an access token: sent without a refresh',
      call: statistics,
      tokens: { access: 'a', refresh: 'r' },
      sent: true,
      refreshed: false,
    },
    { name: 'only a refresh token: refreshed first, then sent', call: statistics, tokens: { refresh: 'r' }, sent: true, refreshed: true },
  ])('$name', async ({ call, tokens, sent, refreshed }) => {
    const token = passport();
    const next = recorder();
    await refresh(fakeSession(tokens), token, url)(next)(call);
    expect(next.calls.length).toBe(sent ? 1 : 0);
    expect(token.calls.length).toBe(refreshed ? 1 : 0);
  });

  test('no token at all: not sent, and the session is gone as "missing"', async () => {
    const session = fakeSession();
    const next = recorder();
    const token = passport();
    const error = await refresh(session, token, url)(next)(statistics).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NO_TOKEN', message: 'Please log in', url: url(statistics) });
    expect([next.calls, token.calls, session.events]).toEqual([[], [], ['gone:missing']]);
  });

  test('passport/token gets the refresh token in a form body, and the rotated pair is stored', async () => {
    const session = fakeSession({ refresh: 'refresh-0' });
    const token = passport();
    await refresh(session, token, url)(recorder())(statistics);
    expect(token.calls).toEqual([{ method: 'POST', path: '/passport/token', form: { refresh_token: 'refresh-0' } }]);
    expect(session.tokens).toEqual({ access: 'access-1', refresh: 'refresh-1' });
  });

  test.each([1, 2, 10, 50])('%i concurrent calls → one refresh, and every call is sent after it', async (n) => {
    const session = fakeSession({ refresh: 'refresh-0' });
    const token = passport();
    const tokensSeen: (string | undefined)[] = [];
    const next = recorder(() => tokensSeen.push(session.access()));
    const send = refresh(session, token, url)(next);
    await Promise.all(Array.from({ length: n }, () => send(statistics)));
    expect(token.calls.length).toBe(1);
    expect(tokensSeen).toEqual(Array(n).fill('access-1'));
  });

  test('a refused refresh rejects every waiting call with code 109 and says so once', async () => {
    const session = fakeSession({ refresh: 'refresh-0' });
    const refusal = new HttpError(401, { code: '109', message: 'refresh token refused' });
    const token = recorder(() => Promise.reject(refusal));
    const next = recorder();
    const send = refresh(session, token, url)(next);
    const errors = await Promise.all(Array.from({ length: 5 }, () => send(statistics).catch((e: unknown) => e)));
    for (const error of errors) expect(error).toMatchObject({ name: 'ApiError', status: 403, code: '109', cause: refusal });
    expect([token.calls.length, next.calls.length, session.events]).toEqual([1, 0, ['refreshFailed']]);
  });

  // Which replies end the session is session-end.ts: a refusal's code, never a timeout or a 5xx.
  test.each<[string, unknown, boolean]>([
    ['401 "109" (revoked, expired or tampered)', new HttpError(401, { code: '109', message: 'x' }), true],
    ['a Chinese message with the same code', new HttpError(401, { code: '109', message: '请登录' }), true],
    ['a 500', new HttpError(500, { code: '500', message: 'x' }), false],
    ['a 400 "004"', new HttpError(400, { code: '004', message: 'x' }), false],
    ['a network failure', new TypeError('Failed to fetch'), false],
    ['a timeout', new DOMException('timed out', 'TimeoutError'), false],
  ])('a refresh failing with %s ends the session: %s', async (_, failure, ends) => {
    const session = fakeSession({ refresh: 'refresh-0' });
    const send = refresh(
      session,
      recorder(() => Promise.reject(failure)),
      url,
    )(recorder());
    const error = await send(statistics).catch((e: unknown) => e);
    expect(error).toMatchObject(ends ? { status: 403, code: '109' } : { status: 0, code: 'NETWORK' });
    expect(session.events).toEqual(ends ? ['refreshFailed'] : []);
    expect(session.tokens.refresh).toBe('refresh-0');
  });

  test.each([
    ['no tokens', {}],
    ['half a pair', { accessToken: 'only-half' }],
    ['nothing', undefined],
  ])('a refresh reply with %s counts as a refusal', async (_, reply) => {
    const session = fakeSession({ refresh: 'refresh-0' });
    const error = await refresh(
      session,
      recorder(() => reply),
      url,
    )(recorder())(statistics).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '109' });
    expect(session.events).toEqual(['refreshFailed']);
    expect(session.tokens.access).toBeUndefined();
  });

  test('after one refresh settles, the next missing token refreshes again', async () => {
    const session = fakeSession({ refresh: 'refresh-0' });
    const token = passport();
    const send = refresh(session, token, url)(recorder());
    await send(statistics);
    session.tokens.access = undefined; // the access cookie expired
    await send(statistics);
    expect(token.calls.map((c) => c.form?.refresh_token)).toEqual(['refresh-0', 'refresh-1']);
  });
});

describe('across tabs: the Web Lock', () => {
  /** One lock, held in turn, like navigator.locks for one name. */
  function fakeLocks(): Locks & { names: string[] } {
    let queue = Promise.resolve();
    const names: string[] = [];
    return {
      names,
      request(name, fn) {
        names.push(name);
        const run = queue.then(fn);
        queue = run.catch(() => undefined);
        return run;
      },
    };
  }

  test('the refresh runs under the lock named vitrina-refresh', async () => {
    const locks = fakeLocks();
    await refresh(fakeSession({ refresh: 'r' }), passport(), url, locks)(recorder())(statistics);
    expect(locks.names).toEqual(['vitrina-refresh']);
  });

  test('a tab that got the lock after another tab refreshed finds the new token and spends nothing', async () => {
    const locks = fakeLocks();
    // Two tabs share the cookies (one session object) but not their single flight (two middlewares).
    const session = fakeSession({ refresh: 'refresh-0' });
    const token = passport();
    const tabA = refresh(session, token, url, locks)(recorder());
    const tabB = refresh(session, token, url, locks)(recorder());
    await Promise.all([tabA(statistics), tabB(statistics)]);
    expect(token.calls.length).toBe(1);
    expect(session.tokens).toEqual({ access: 'access-1', refresh: 'refresh-1' });
  });
});
