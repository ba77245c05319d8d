import { expect, it } from 'vitest';
import type { ApiErrorBody, MallReply, SiteNavigation, SiteShow } from '../../src/core/contract/types';
import type { GoodsDetail } from '../../src/core/contract/types-discovery';
import { describeBackends } from './support/backends';
import { json, LOCALES_UNDER_TEST } from './support/client';

describeBackends('site and http conventions', (api) => {
  it('shows the site with exactly the documented keys', async () => {
    const response = await api.inject({ method: 'GET', url: '/api/base/site-show?lang=es_MX' });
    expect(response.statusCode).toBe(200);
    const site = json<SiteShow>(response);
    expect(Object.keys(site).sort()).toEqual(['currency', 'descript', 'keywords', 'logo', 'site_name', 'siteon']);
    expect(site).toMatchObject({ siteon: 1, currency: 'MXN', site_name: 'Vitrina Mayoreo' });
    expect(site.logo).toMatch(/^http:\/\/[^/]+\/uploads\/generated\/site\/1\.svg$/);
  });

  it('reports siteon 0 when the site is switched off in the database', async () => {
    await api.db.query('update site set siteon = 0 where id = 1');
    try {
      const site = json<SiteShow>(await api.inject({ method: 'GET', url: '/api/base/site-show' }));
      expect(site.siteon).toBe(0);
    } finally {
      await api.db.query('update site set siteon = 1 where id = 1');
    }
    expect(json<SiteShow>(await api.inject({ method: 'GET', url: '/api/base/site-show' })).siteon).toBe(1);
  });

  it.each([
    ['es_MX', 'Cupones'],
    ['en_US', 'Coupons'],
    ['zh_CN', '优惠券'],
  ])('localises the PC navigation in %s', async (lang, couponsName) => {
    const navs = json<SiteNavigation[]>(await api.inject({ method: 'GET', url: `/api/buyer/pages/site-navigations/PC?lang=${lang}` }));
    expect(navs.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(navs[0] ?? {}).sort()).toEqual(['navigation_id', 'navigation_name', 'sort', 'url']);
    expect(navs[0]).toMatchObject({ navigation_name: couponsName, url: '/coupons' });
    expect(navs.map((nav) => nav.url)).toEqual(expect.arrayContaining(['/coupons', '/seckill', '/points-mall', '/group-buy', '/help']));
    // the demo links only the storefront's own pages (it once linked a placeholder domain)
    expect(navs.filter((nav) => !nav.url.startsWith('/'))).toEqual([]);
    expect(navs.map((nav) => nav.sort)).toEqual([...navs.map((nav) => nav.sort)].sort((a, b) => a - b));
  });

  it('has no navigation for other client types', async () => {
    for (const client of ['MOBILE', 'TV']) {
      const response = await api.inject({ method: 'GET', url: `/api/buyer/pages/site-navigations/${client}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });

  it('gives the customer-service phone in the mall envelope', async () => {
    const reply = json<MallReply<string>>(await api.inject({ method: 'GET', url: '/api/mallpcapi/ytConfig/getNoticePhone?lang=en_US' }));
    expect(reply).toEqual({ success: true, code: 200, message: 'Success', result: '800 123 4567' });
  });

  it.each(LOCALES_UNDER_TEST)('answers unknown routes in each family’s shape (%s)', async (lang) => {
    const javashop = await api.inject({ method: 'GET', url: `/api/buyer/nothing/here?lang=${lang}` });
    expect(javashop.statusCode).toBe(404);
    const body = json<ApiErrorBody>(javashop);
    expect(body.code).toBe('003');
    const mall = await api.inject({ method: 'POST', url: `/api/mallpcapi/nothing?lang=${lang}` });
    expect(mall.statusCode).toBe(200);
    expect(json<MallReply<null>>(mall)).toEqual({ success: false, code: 404, message: body.message, result: null });
    if (lang === 'en_US') expect(body.message).toBe('The requested resource does not exist');
  });

  it('falls back to es_MX for an unknown lang', async () => {
    const reply = json<MallReply<string>>(await api.inject({ method: 'GET', url: '/api/mallpcapi/ytConfig/getNoticePhone?lang=fr_FR' }));
    expect(reply.message).toBe('Operación exitosa');
  });

  it('sends CORS headers to partner origins and answers preflights', async () => {
    const simple = await api.inject({ method: 'GET', url: '/api/base/site-show', headers: { origin: 'https://partner.example' } });
    expect(simple.headers['access-control-allow-origin']).toBe('*');
    const preflight = await api.inject({
      method: 'OPTIONS',
      url: '/api/mallpcapi/orderCart/addtocart',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,uuid,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    const allowed = String(preflight.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['authorization', 'uuid', 'content-type']) expect(allowed).toContain(header);
  });

  it('sets security headers on API replies, without a CSP', async () => {
    const response = await api.inject({ method: 'GET', url: '/api/base/site-show' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('draws deterministic placeholder images, small and safe', async () => {
    const first = await api.inject({ method: 'GET', url: '/uploads/generated/goods/1.svg' });
    const again = await api.inject({ method: 'GET', url: '/uploads/generated/goods/1.svg' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(first.body).toBe(again.body);
    expect(first.body.length).toBeLessThan(3000);
    expect(first.body).not.toMatch(/<script/i);
    for (const url of [
      '/uploads/generated/category/1.svg',
      '/uploads/generated/brand/1.svg',
      '/uploads/generated/shop/1.svg',
      '/uploads/generated/site/1.svg',
      '/uploads/generated/member/1.svg',
    ]) {
      expect((await api.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    for (const url of [
      '/uploads/generated/goods/99999999.svg',
      '/uploads/generated/secret/1.svg',
      '/uploads/generated/goods/1.png',
      '/uploads/nothing.txt',
      '/uploads/generated/goods/1-v1.svg',
      '/uploads/generated/goods/1-v5.svg',
      '/uploads/generated/shop/1-v2.svg',
      '/uploads/generated/goods/99999999-v2.svg',
    ]) {
      expect((await api.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('gives every goods a gallery of 2–4 distinct views, each one served', async () => {
    const sizes = new Set<number>();
    for (const goodsId of [1, 2, 3, 4, 5, 6]) {
      const reply = json<MallReply<GoodsDetail>>(
        await api.inject({ method: 'GET', url: `/api/mallpcapi/product/productDetail?goodsId=${goodsId}&lang=es_MX` }),
      );
      const { images } = reply.result;
      sizes.add(images.length);
      expect(images.length).toBeGreaterThanOrEqual(2);
      expect(images.length).toBeLessThanOrEqual(4);
      expect(images[0]).toMatch(new RegExp(`/uploads/generated/goods/${goodsId}\\.svg$`));
      const bodies = await Promise.all(
        images.map(async (src) => {
          const response = await api.inject({ method: 'GET', url: new URL(src).pathname });
          expect(response.statusCode, src).toBe(200);
          expect(response.headers['content-type']).toContain('image/svg+xml');
          return response.body;
        }),
      );
      expect(new Set(bodies).size).toBe(images.length);
    }
    // the number of views differs between goods, as a real catalogue's would
    expect(sizes.size).toBeGreaterThan(1);
  });
});
