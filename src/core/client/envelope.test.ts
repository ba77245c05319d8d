import { beforeAll, describe, expect, test } from 'vitest';
import { useLocale } from '../../../tests/unit/support/page';
import { ApiError } from '../errors';
import { envelope } from './envelope';
import { HttpError } from './http-error';
import { fakeSession, recorder } from './fakes';
import type { Call, Send } from './types';

beforeAll(() => useLocale('en_US'));

const url = (call: Call) => `https://api.example/api${call.path}`;
const mall = { path: '/mallpcapi/member/getMemberInfo' };
const buyer = { path: '/buyer/members/statistics' };

/** What the transport rejects with for a status outside 2xx. */
function httpError(status: number, json?: unknown): HttpError {
  return new HttpError(status, json);
}

async function outcome(next: Send, call: Call, tokens: { refresh?: string | undefined } = { refresh: 'ref' }) {
  const session = fakeSession(tokens);
  const value = await envelope(session, url)(next)(call).catch((e: unknown) => e);
  return { value, gone: session.events };
}

describe('replies the caller gets as values', () => {
  test.each<[string, Call, unknown, unknown]>([
    ['/mallpcapi success → its result', mall, { success: true, code: 200, message: 'ok', result: { id: 7 } }, { id: 7 }],
    ['/mallpcapi success with no result → undefined', mall, { success: true, code: 200 }, undefined],
    ['a Javashop resource → the body itself', buyer, { order_count: 1 }, { order_count: 1 }],
    ['a Javashop empty reply → undefined', buyer, undefined, undefined],
    ['a Javashop text reply → the text', buyer, '800-123', '800-123'],
  ])('%s', async (_, call, body, value) => {
    expect(
      await outcome(
        recorder(() => body),
        call,
      ),
    ).toEqual({ value, gone: [] });
  });
});

describe('failures, each one ApiError (status, code, message, field, data)', () => {
  test.each<{ name: string; call: Call; reply: () => unknown; error: Partial<ApiError>; gone: string[]; tokens?: { refresh?: string } }>([
    {
      name: '/mallpcapi success false → the server message, its code, and result as data',
      call: mall,
      reply: () => ({ success: false, code: 401, message: 'Wrong password', result: { tries: 2 } }),
      error: { status: 200, code: '401', message: 'Wrong password', data: { tries: 2 }, field: undefined },
      gone: [],
    },
    {
      name: '/mallpcapi success false naming a field',
      call: mall,
      reply: () => ({ success: false, code: 400, message: 'Mobile is required', field: 'mobile' }),
      error: { status: 200, code: '400', field: 'mobile' },
      gone: [],
    },
    {
      name: '/mallpcapi success false with no message → the translated submission failure',
      call: mall,
      reply: () => ({ success: false, code: 500 }),
      error: { code: '500', message: 'Submission failed, please try again later' },
      gone: [],
    },
    {
      name: '/mallpcapi code 502 → session gone',
      call: mall,
      reply: () => ({ success: false, code: 502, message: '' }),
      error: { status: 200, code: '502', message: 'Please log in' },
      gone: ['gone:expired'],
    },
    {
      name: '/mallpcapi code "502" as a string → session gone',
      call: mall,
      reply: () => ({ success: false, code: '502' }),
      error: { code: '502' },
      gone: ['gone:expired'],
      tokens: {},
    },
    {
      name: 'a /mallpcapi reply that is not an envelope → the submission failure',
      call: mall,
      reply: () => undefined,
      error: { status: 200, code: '', message: 'Submission failed, please try again later' },
      gone: [],
    },
  ])('$name', async ({ call, reply, error, gone, tokens }) => {
    const out = await outcome(recorder(reply), call, tokens);
    expect(out.value).toBeInstanceOf(ApiError);
    expect(out.value).toMatchObject({ ...error, url: url(call) });
    expect(out.gone).toEqual(gone);
  });

  test.each<{ status: number; json: unknown; refresh?: string; error: Partial<ApiError>; gone: string[] }>([
    {
      status: 400,
      json: { code: '004', message: 'Quantity must be positive' },
      refresh: 'ref',
      error: { status: 400, code: '004', message: 'Quantity must be positive' },
      gone: [],
    },
    {
      status: 404,
      json: undefined,
      refresh: 'ref',
      error: { status: 404, code: '404', message: 'Network error, please try again later' },
      gone: [],
    },
    {
      status: 500,
      json: { code: '452' },
      refresh: 'ref',
      error: { status: 500, code: '452', message: 'Submission failed, please try again later' },
      gone: [],
    },
    { status: 400, json: { code: '004', message: 'x', data: { max: 3 } }, refresh: 'ref', error: { data: { max: 3 } }, gone: [] },
    // spec §8: 403, or code 502 in an error reply, ends the session when there was one to end
    {
      status: 403,
      json: { code: '403', message: 'expired' },
      refresh: 'ref',
      error: { status: 403, code: '403', message: 'expired' },
      gone: ['gone:expired'],
    },
    { status: 401, json: { code: '502', message: 'gone' }, refresh: 'ref', error: { status: 401, code: '502' }, gone: ['gone:expired'] },
    { status: 403, json: { code: '403', message: 'forbidden' }, refresh: undefined, error: { status: 403 }, gone: [] },
    { status: 401, json: { code: '002', message: 'no permission' }, refresh: 'ref', error: { status: 401, code: '002' }, gone: [] },
  ])('HTTP $status $json (refresh token $refresh) → $error, $gone', async ({ status, json, refresh, error, gone }) => {
    const out = await outcome(() => Promise.reject(httpError(status, json)), buyer, { refresh });
    expect(out.value).toBeInstanceOf(ApiError);
    expect(out.value).toMatchObject({ ...error, url: url(buyer) });
    expect((out.value as ApiError).cause).toBeInstanceOf(HttpError);
    expect(out.gone).toEqual(gone);
  });

  test.each([
    ['a refused connection', new TypeError('fetch failed')],
    ['the timeout', new DOMException('signal timed out', 'TimeoutError')],
  ])('%s → status 0 NETWORK, translated, with the failure as its cause', async (_, failure) => {
    const out = await outcome(() => Promise.reject(failure), buyer);
    expect(out.value).toMatchObject({ name: 'ApiError', status: 0, code: 'NETWORK', message: 'Network error, please try again later' });
    expect((out.value as ApiError).cause).toBe(failure);
    expect(out.gone).toEqual([]);
  });

  test('the caller’s own cancel is passed on as its reason, not as an ApiError', async () => {
    const caller = new AbortController();
    const reason = new DOMException('stale', 'AbortError');
    caller.abort(reason);
    const out = await outcome(() => Promise.reject(new DOMException('aborted', 'AbortError')), { ...buyer, signal: caller.signal });
    expect(out.value).toBe(reason);
  });
});
