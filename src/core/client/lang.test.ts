import { describe, expect, test } from 'vitest';
import { recorder } from './fakes';
import { lang, withLang } from './lang';
import type { Call } from './types';

describe('lang', () => {
  test.each<[string, Call, Call['query']]>([
    ['a call without a query', { path: '/buyer/a' }, { lang: 'es_MX' }],
    ['a call with a query', { path: '/buyer/a', query: { keyword: 'x', id: [1, 2] } }, { keyword: 'x', id: [1, 2], lang: 'es_MX' }],
    ['a caller cannot pick another language', { path: '/buyer/a', query: { lang: 'zh_CN' } }, { lang: 'es_MX' }],
  ])('%s → the query the server sees', async (_, call, query) => {
    const next = recorder();
    await lang(() => 'es_MX')(next)(call);
    expect(next.calls).toEqual([{ ...call, query }]);
  });

  test('the locale is read on every call, so a change of language applies to the next one', async () => {
    let locale = 'es_MX';
    const next = recorder();
    const send = lang(() => locale)(next);
    await send({ path: '/x' });
    locale = 'en_US';
    await send({ path: '/x' });
    expect(next.calls.map((c) => c.query?.lang)).toEqual(['es_MX', 'en_US']);
  });

  test('withLang leaves the call it is given as it was', () => {
    const call = { path: '/x', query: { a: 1 } };
    expect(withLang(call, 'zh_CN')).toEqual({ path: '/x', query: { a: 1, lang: 'zh_CN' } });
    expect(call).toEqual({ path: '/x', query: { a: 1 } });
  });
});
