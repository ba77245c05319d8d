/** Small helpers to call the API like the storefront does: form bodies, lang, token header. */
import type { LightMyRequestResponse } from 'fastify';
import { clientPasswordHash } from '../../../server/src/services/auth/password';
import type { Locale } from '../../../src/core/contract/locales';
import type { LoginResult, MallReply } from '../../../src/core/contract/types';
import type { ApiHarness } from './backends';

export const LOCALES_UNDER_TEST: Locale[] = ['es_MX', 'en_US', 'zh_CN'];

/** The fields of a goods card in a listing or a home module (productQuery, homepageModule), sorted. */
export const GOODS_CARD_KEYS = [
  'brandName',
  'goodsId',
  'image',
  'name',
  'originalPrice',
  'packageUnit',
  'price',
  'sales',
  'shopId',
  'shopName',
  'skuId',
  'stock',
];

export function form(values: Record<string, string | number | readonly (string | number)[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params.toString();
}

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

export function json<T>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

export async function login(api: ApiHarness, username = 'demo', password = 'demo1234', uuid = 'test-device'): Promise<string> {
  const response = await api.inject({
    method: 'POST',
    url: '/api/mallpcapi/login/login',
    headers: { ...FORM, uuid },
    payload: form({ username, password: clientPasswordHash(password) }),
  });
  const reply = json<MallReply<LoginResult | null>>(response);
  if (!reply.success || !reply.result) throw new Error(`[vitrina] test login failed: ${response.body}`);
  return reply.result.token;
}
