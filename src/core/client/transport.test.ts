import { describe, expect, test, vi } from 'vitest';
import { fakeSession } from './fakes';
import { HttpError } from './http-error';
import { transport } from './transport';
import type { Call } from './types';
import { urlOf } from './url';

/** A fetch that answers every request with `response` and keeps the requests. */
function fakeFetch(response: () => Response) {
  return vi.fn<typeof fetch>(async () => response());
}

const send = (fetch: typeof globalThis.fetch) => transport(fakeSession(), (call: Call) => urlOf('https://api.example/api', call), fetch);
const initOf = (fetch: ReturnType<typeof fakeFetch>): RequestInit => fetch.mock.calls[0]?.[1] ?? {};
const requestOf = (fetch: ReturnType<typeof fakeFetch>) => new Request(String(fetch.mock.calls[0]?.[0]), initOf(fetch));

describe('what goes out', () => {
  test('method, URL, the device id, and headers the steps above set', async () => {
    const fetch = fakeFetch(() => new Response(null, { status: 204 }));
    await send(fetch)({ method: 'DELETE', path: '/buyer/trade/carts', query: { lang: 'en_US' }, headers: { Authorization: 'tok' } });
    const request = requestOf(fetch);
    expect([request.method, request.url]).toEqual(['DELETE', 'https://api.example/api/buyer/trade/carts?lang=en_US']);
    expect(request.headers.get('uuid')).toBe('device-1');
    expect(request.headers.get('authorization')).toBe('tok');
  });

  test('no method is GET, with no body', async () => {
    const fetch = fakeFetch(() => new Response('{}', { headers: { 'content-type': 'application/json' } }));
    await send(fetch)({ path: '/buyer/a' });
    const request = requestOf(fetch);
    expect(request.method).toBe('GET');
    expect(request.body).toBeNull();
  });

  test.each<[string, Call, RegExp, string]>([
    [
      'a form: repeated arrays, booleans as 0|1',
      { method: 'POST', path: '/x', form: { sku_id: [4, 5], checked: true } },
      /^application\/x-www-form-urlencoded/,
      'sku_id=4&sku_id=5&checked=1',
    ],
    ['JSON where asked', { method: 'POST', path: '/x', json: { ids: [1, 2] } }, /^application\/json/, '{"ids":[1,2]}'],
  ])('%s', async (_, call, type, body) => {
    const fetch = fakeFetch(() => new Response(null, { status: 204 }));
    await send(fetch)(call);
    const request = requestOf(fetch);
    expect(request.headers.get('content-type')).toMatch(type);
    expect(await request.text()).toBe(body);
  });

  test('an upload goes as multipart, the FormData as it was given', async () => {
    const fetch = fakeFetch(() => new Response(null, { status: 204 }));
    const form = new FormData();
    form.append('path', 'merchant/settled');
    await send(fetch)({ method: 'POST', path: '/mallpcapi/upload/file', upload: form });
    expect(initOf(fetch).body).toBe(form);
  });

  test('the call’s signal goes to fetch', async () => {
    const fetch = fakeFetch(() => new Response(null, { status: 204 }));
    const signal = new AbortController().signal;
    await send(fetch)({ path: '/x', signal });
    expect(initOf(fetch).signal).toBe(signal);
  });
});

describe('what comes back', () => {
  test.each<[string, () => Response, unknown]>([
    [
      'JSON by its content type',
      () => new Response('{"a":1}', { headers: { 'content-type': 'application/json; charset=utf-8' } }),
      { a: 1 },
    ],
    ['text otherwise', () => new Response('800-123', { headers: { 'content-type': 'text/plain' } }), '800-123'],
    [
      'a JSON-looking text that is not labelled JSON stays text',
      () => new Response('{"a":1}', { headers: { 'content-type': 'text/plain' } }),
      '{"a":1}',
    ],
    ['204 → undefined', () => new Response(null, { status: 204 }), undefined],
    ['an empty 200 → undefined', () => new Response('', { status: 200, headers: { 'content-type': 'application/json' } }), undefined],
  ])('%s', async (_, response, value) => {
    await expect(send(fakeFetch(response))({ path: '/x' })).resolves.toEqual(value);
  });

  test.each<[string, () => Response, unknown]>([
    [
      'the JSON body',
      () => Response.json({ code: '004', message: 'Quantity must be positive' }, { status: 400 }),
      { code: '004', message: 'Quantity must be positive' },
    ],
    [
      'a text body (a proxy’s page)',
      () => new Response('Bad Gateway', { status: 502, headers: { 'content-type': 'text/html' } }),
      'Bad Gateway',
    ],
    ['no body', () => new Response(null, { status: 503 }), undefined],
  ])('a status outside 2xx rejects with an HttpError carrying the status and %s', async (_, response, body) => {
    const error = await send(fakeFetch(response))({ path: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: response().status, body });
  });

  test('a fetch that fails rejects with its own error', async () => {
    const failure = new TypeError('fetch failed');
    const error = await send(vi.fn<typeof fetch>(async () => Promise.reject(failure)))({ path: '/x' }).catch((e: unknown) => e);
    expect(error).toBe(failure);
  });
});
