// The client as composed by createClient, against an injected fetch, clock and session: the order of
// the steps (lang on everything, the refresh before the token, the envelope over one exchange).
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { useLocale } from '../../../tests/unit/support/page';
import { fakeClock, fakeSession } from './fakes';
import { createClient } from './index';

beforeAll(() => useLocale('en_US'));

type Answer = (request: Request) => Response | Promise<Response>;

function setUp(tokens: { access?: string; refresh?: string }, answer: Answer) {
  const session = fakeSession(tokens);
  const clock = fakeClock();
  const requests: Request[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const request = new Request(input, init);
    requests.push(request);
    return answer(request);
  });
  let locale = 'es_MX';
  const client = createClient({
    config: { api: () => 'https://api.example/api/', locale: () => locale },
    session,
    clock,
    fetch,
  });
  return { client, session, clock, requests, setLocale: (l: string) => (locale = l) };
}

const json = (body: unknown, status = 200) => Response.json(body, { status });
const path = (r: Request) => new URL(r.url).pathname;

describe('createClient', () => {
  test('a member call with only a refresh token: passport/token first (lang, uuid, no token), then the call with the new one', async () => {
    const { client, session, requests } = setUp({ refresh: 'refresh-0' }, (r) =>
      path(r) === '/api/passport/token' ? json({ accessToken: 'access-1', refreshToken: 'refresh-1' }) : json({ order_count: 2 }),
    );
    await expect(client.request({ path: '/buyer/members/statistics', auth: true })).resolves.toEqual({ order_count: 2 });
    const [token, call] = requests;
    expect([token?.method, token?.url]).toEqual(['POST', 'https://api.example/api/passport/token?lang=es_MX']);
    expect(await token?.text()).toBe('refresh_token=refresh-0');
    expect(token?.headers.get('uuid')).toBe('device-1');
    expect(token?.headers.get('authorization')).toBeNull();
    expect(call?.url).toBe('https://api.example/api/buyer/members/statistics?lang=es_MX');
    expect(call?.headers.get('authorization')).toBe('access-1');
    expect(session.tokens).toEqual({ access: 'access-1', refresh: 'refresh-1' });
  });

  test('the language is read per call', async () => {
    const { client, requests, setLocale } = setUp({}, () => json({ success: true, code: 200, result: 1 }));
    await client.request({ path: '/mallpcapi/a' });
    setLocale('zh_CN');
    await client.request({ path: '/mallpcapi/a' });
    expect(requests.map((r) => new URL(r.url).searchParams.get('lang'))).toEqual(['es_MX', 'zh_CN']);
  });

  test('a refused refresh is not "session gone": the session is cleared quietly, the call is not sent', async () => {
    const { client, session, requests } = setUp({ refresh: 'old' }, () => json({ code: '109', message: 'invalid' }, 403));
    await expect(client.request({ path: '/buyer/members/statistics', auth: true })).rejects.toMatchObject({ status: 403, code: '109' });
    expect(requests.map(path)).toEqual(['/api/passport/token']);
    expect(session.events).toEqual(['refreshFailed']);
  });

  test('a 403 on a member call is "session gone"', async () => {
    const { client, session } = setUp({ access: 'a', refresh: 'r' }, () => json({ code: '403', message: 'expired' }, 403));
    await expect(client.request({ path: '/buyer/members/statistics', auth: true })).rejects.toMatchObject({
      status: 403,
      message: 'expired',
    });
    expect(session.events).toEqual(['gone:expired']);
  });

  test('a server that never answers: a network error after 8000 ms on the injected clock, the URL named', async () => {
    const { client, clock } = setUp(
      {},
      (r) => new Promise((_, reject) => r.signal.addEventListener('abort', () => reject(r.signal.reason))),
    );
    const outcome = client.request({ path: '/buyer/slow' }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(clock.pending()).toBe(1));
    clock.advance(8000);
    expect(await outcome).toMatchObject({
      name: 'ApiError',
      status: 0,
      code: 'NETWORK',
      url: 'https://api.example/api/buyer/slow?lang=es_MX',
      cause: { name: 'TimeoutError' },
    });
    expect(clock.pending()).toBe(0);
  });
});
