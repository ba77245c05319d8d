import { expect, it } from 'vitest';
import type { MallReply, ProductQueryResult } from '../../src/core/contract/types';
import type {
  BrandPage,
  BrandProductPage,
  HomepageModule,
  IndexBanner,
  LabelProductPage,
  ProductFacets,
  ShopCard,
  ShopPage,
} from '../../src/core/contract/types-browse';
import { describeBackends } from './support/backends';
import { GOODS_CARD_KEYS, json, LOCALES_UNDER_TEST } from './support/client';

const LINK_TYPES = ['URL', 'GOODS', 'KEYWORD', 'SHOP', 'CATEGORY'];

describeBackends(
  'browse',
  (api) => {
    const get = async <T>(path: string, params: Record<string, string | number> = {}, lang = 'es_MX'): Promise<MallReply<T | null>> => {
      const search = new URLSearchParams({ lang, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) });
      const response = await api.inject({ method: 'GET', url: `/api/mallpcapi/${path}?${search}` });
      expect(response.statusCode).toBe(200);
      return json<MallReply<T | null>>(response);
    };
    const ok = async <T>(path: string, params: Record<string, string | number> = {}, lang = 'es_MX'): Promise<T> => {
      const reply = await get<T>(path, params, lang);
      expect(reply.success, reply.message).toBe(true);
      if (reply.result === null) throw new Error('no result');
      return reply.result;
    };
    const rows = async <T>(sql: string, params: unknown[] = []) => (await api.db.query<T>(sql, params)).rows;

    it('serves the home banners in order, one or more of every link type, titled in each language', async () => {
      const titles = new Set<string>();
      for (const lang of LOCALES_UNDER_TEST) {
        const banners = await ok<IndexBanner[]>('banner/queryIndexBanner', {}, lang);
        expect(banners.length).toBeGreaterThanOrEqual(5);
        expect(new Set(banners.map((b) => b.linkType))).toEqual(new Set(LINK_TYPES));
        for (const b of banners) {
          expect(Object.keys(b).sort()).toEqual(['bannerId', 'height', 'image', 'linkType', 'linkValue', 'subtitle', 'title', 'width']);
          expect(b).toMatchObject({ width: 1200, height: 360 });
          expect(b.image).toMatch(/\/api\/mallpcapi\/banner\/image\/\d+\.svg$/);
          expect(b.title.trim()).not.toBe('');
        }
        titles.add(banners[0]!.title);
      }
      expect(titles.size).toBe(3);
    });

    it('banner links lead somewhere real: the goods, shop and category exist and the keyword finds goods', async () => {
      const banners = await ok<IndexBanner[]>('banner/queryIndexBanner');
      for (const b of banners) {
        if (b.linkType === 'GOODS')
          expect(await rows('select 1 from goods where id = $1 and market_enable = 1', [Number(b.linkValue)])).toHaveLength(1);
        if (b.linkType === 'SHOP') expect((await ok<ShopCard>('shop/shopInfo', { shopId: b.linkValue })).goodsCount).toBeGreaterThan(0);
        if (b.linkType === 'CATEGORY') {
          const [grand, cate] = b.linkValue.split('/').map(Number);
          const page = await ok<ProductQueryResult>(
            'product/productQuery',
            cate ? { productCateGrandId: grand!, productCateId: cate } : { productCateGrandId: grand! },
          );
          expect(page.total).toBeGreaterThan(0);
        }
        if (b.linkType === 'KEYWORD')
          expect((await ok<ProductQueryResult>('product/productQuery', { keyword: b.linkValue })).total).toBeGreaterThan(0);
        if (b.linkType === 'URL') expect(b.linkValue).toMatch(/^(\/|https?:\/\/)/);
      }
    });

    it('draws a banner image as SVG with its size, and 404s an unknown one', async () => {
      const banners = await ok<IndexBanner[]>('banner/queryIndexBanner');
      const image = await api.inject({ method: 'GET', url: new URL(banners[0]!.image).pathname });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(image.body).toContain('viewBox="0 0 1200 360"');
      expect(image.body).not.toMatch(/<script|on\w+=/i);
      for (const file of ['999.svg', 'x.svg', '1.png']) {
        expect((await api.inject({ method: 'GET', url: `/api/mallpcapi/banner/image/${file}` })).statusCode).toBe(404);
      }
    });

    it('lists home modules, each with its label’s first listed goods in label order', async () => {
      const modules = await ok<HomepageModule[]>('index/homepageModule', {}, 'en_US');
      expect(modules.map((m) => m.title)).toEqual(['New arrivals', 'Wholesale deals', 'Recommended for your business']);
      for (const m of modules) {
        expect(m.goods.length).toBe(10);
        for (const item of m.goods) expect(Object.keys(item).sort()).toEqual(GOODS_CARD_KEYS);
        const order = await rows<{ goods_id: number }>(
          `select gl.goods_id from goods_label gl join goods g on g.id = gl.goods_id
         where gl.label_id = $1 and g.market_enable = 1 order by gl.sort limit 10`,
          [m.labelId],
        );
        expect(m.goods.map((g) => g.goodsId)).toEqual(order.map((r) => r.goods_id));
        expect(LINK_TYPES).toContain(m.linkType);
      }
      const newest = await rows<{ id: number }>('select id from goods where market_enable = 1 order by created_at desc, id desc limit 10');
      expect(modules[0]!.goods.map((g) => g.goodsId)).toEqual(newest.map((r) => r.id));
      for (const deal of modules[1]!.goods) expect(deal.originalPrice).toBeGreaterThan(deal.price);
    });

    it('pages a label’s goods and names the label in the request’s language', async () => {
      const first = await ok<LabelProductPage>('index/labelProductPage', { labelId: 1, pageSize: 15 }, 'zh_CN');
      expect(first).toMatchObject({ labelId: 1, labelName: '新品上架', pageNo: 1, pageSize: 15, total: 40 });
      const second = await ok<LabelProductPage>('index/labelProductPage', { labelId: 1, pageSize: 15, pageNo: 2 }, 'zh_CN');
      expect(second.list).toHaveLength(15);
      const ids = new Set(first.list.map((g) => g.goodsId));
      expect(second.list.some((g) => ids.has(g.goodsId))).toBe(false);
      expect((await ok<LabelProductPage>('index/labelProductPage', { labelId: 1, pageNo: 9 })).list).toEqual([]);
    });

    it('leaves goods removed from the market out of labels', async () => {
      const page = await ok<LabelProductPage>('index/labelProductPage', { labelId: 1, pageSize: 5 });
      const gone = page.list[0]!.goodsId;
      await api.db.query('update goods set market_enable = 0 where id = $1', [gone]);
      try {
        const after = await ok<LabelProductPage>('index/labelProductPage', { labelId: 1, pageSize: 5 });
        expect(after.total).toBe(page.total - 1);
        expect(after.list.map((g) => g.goodsId)).not.toContain(gone);
      } finally {
        await api.db.query('update goods set market_enable = 1 where id = $1', [gone]);
      }
    });

    it('pages brands with most goods first and counts that match the catalogue', async () => {
      const page = await ok<BrandPage>('index/queryBrandPage', { pageSize: 100 });
      const counts = await rows<{ brand_id: number; n: number }>(
        'select brand_id, count(*)::int as n from goods where market_enable = 1 group by brand_id',
      );
      expect(page.total).toBe(counts.length);
      for (const b of page.list) {
        expect(Object.keys(b).sort()).toEqual(['brandId', 'brandName', 'goodsCount', 'logo']);
        expect(b.goodsCount).toBe(counts.find((c) => c.brand_id === b.brandId)?.n);
        expect(b.logo).toMatch(/\/uploads\/generated\/brand\/\d+\.svg$/);
      }
      page.list.slice(1).forEach((b, i) => expect(page.list[i]!.goodsCount).toBeGreaterThanOrEqual(b.goodsCount));
      const small = await ok<BrandPage>('index/queryBrandPage', { pageSize: 5, pageNo: 2 });
      expect(small.list.map((b) => b.brandId)).toEqual(page.list.slice(5, 10).map((b) => b.brandId));
    });

    it('limits brands to a grand category', async () => {
      const page = await ok<BrandPage>('index/queryBrandPage', { productCateGrandId: 1, pageSize: 100 });
      const inGrand = await rows<{ brand_id: number }>('select distinct brand_id from goods where market_enable = 1 and grand_id = 1');
      expect(page.list.map((b) => b.brandId).sort()).toEqual(inGrand.map((r) => r.brand_id).sort());
    });

    it('lists a brand’s goods with the brand card, sorted as asked', async () => {
      const page = await ok<BrandProductPage>('supplierBrand/productPage', { brandId: 1, sort: 'price_asc', pageSize: 50 });
      expect(page.brand).toMatchObject({ brandId: 1, brandName: 'Voltix' });
      expect(page.total).toBe(page.brand.goodsCount);
      expect(page.list.every((g) => g.brandName === 'Voltix')).toBe(true);
      page.list.slice(1).forEach((g, i) => expect(page.list[i]!.price).toBeLessThanOrEqual(g.price));
    });

    it('finds shops by name, city or state without accents, best sellers first', async () => {
      const all = await ok<ShopPage>('shop/queryShopPage', { pageSize: 100 });
      expect(all.total).toBeGreaterThanOrEqual(50);
      all.list.slice(1).forEach((s, i) => expect(all.list[i]!.sales).toBeGreaterThanOrEqual(s.sales));
      const shop = all.list[0]!;
      expect(Object.keys(shop).sort()).toEqual(['city', 'createTime', 'goodsCount', 'logo', 'sales', 'shopId', 'shopName', 'state']);
      const byName = await ok<ShopPage>('shop/queryShopPage', { keyword: shop.shopName.toUpperCase() });
      expect(byName.list.map((s) => s.shopId)).toContain(shop.shopId);
      const byCity = await ok<ShopPage>('shop/queryShopPage', { keyword: 'ciudad de mexico', pageSize: 100 });
      expect(byCity.total).toBeGreaterThan(0);
      expect(byCity.list.every((s) => s.city === 'Ciudad de México')).toBe(true);
      expect((await ok<ShopPage>('shop/queryShopPage', { keyword: 'qqqzzz' })).total).toBe(0);
    });

    it('describes one shop with its goods count and sales', async () => {
      const [row] = await rows<{ shop_id: number; n: number; sales: number }>(
        `select shop_id, count(*)::int as n, sum(sales)::int as sales from goods where market_enable = 1
       group by shop_id order by shop_id limit 1`,
      );
      const shop = await ok<ShopCard>('shop/shopInfo', { shopId: row!.shop_id });
      expect(shop).toMatchObject({ shopId: row!.shop_id, goodsCount: row!.n, sales: row!.sales });
      expect((await get('shop/shopInfo', { shopId: 99999 })).code).toBe(404);
    });

    const facetCases: [string, Record<string, string | number>][] = [
      ['no filter', {}],
      ['a grand category', { productCateGrandId: 2 }],
      ['a keyword', { keyword: 'paquete' }],
      ['a brand and a price range', { brandId: 1, minPrice: 50, maxPrice: 2000 }],
      ['in stock only', { inStock: 1, productCateId: 101 }],
    ];
    it.each(facetCases)('counts facets that add up with productQuery (%s)', async (_, params) => {
      const facets = await ok<ProductFacets>('product/productFacets', params);
      expect(Object.keys(facets).sort()).toEqual(['brands', 'categories', 'inStock', 'maxPrice', 'minPrice', 'total']);
      const count = async (extra: Record<string, string | number>) =>
        (await ok<ProductQueryResult>('product/productQuery', { ...params, ...extra, pageSize: 1 })).total;
      const { productCateGrandId: _g, productCateId: _c, ...withoutCategory } = params;
      for (const c of facets.categories.slice(0, 3)) {
        const n = (await ok<ProductQueryResult>('product/productQuery', { ...withoutCategory, productCateId: c.cateId, pageSize: 1 }))
          .total;
        expect(n).toBe(c.count);
        expect(Math.floor(c.cateId / 100)).toBe(c.grandId);
      }
      for (const b of facets.brands.slice(0, 3)) expect(await count({ brandId: b.brandId })).toBe(b.count);
      facets.brands.slice(1).forEach((b, i) => expect(facets.brands[i]!.count).toBeGreaterThanOrEqual(b.count));
      const { inStock: _s, ...withoutStock } = params;
      expect((await ok<ProductQueryResult>('product/productQuery', { ...withoutStock, pageSize: 1 })).total).toBe(facets.total);
      expect((await ok<ProductQueryResult>('product/productQuery', { ...withoutStock, inStock: 1, pageSize: 1 })).total).toBe(
        facets.inStock,
      );
      if (facets.total > 0) {
        const cheapest = await ok<ProductQueryResult>('product/productQuery', { ...withoutStock, sort: 'price_asc', pageSize: 1 });
        expect(facets.minPrice).toBe(cheapest.list[0]!.price);
        const dearest = await ok<ProductQueryResult>('product/productQuery', { ...withoutStock, sort: 'price_desc', pageSize: 1 });
        expect(facets.maxPrice).toBe(dearest.list[0]!.price);
      }
    });

    it('answers empty facets for a keyword nothing matches', async () => {
      expect(await ok<ProductFacets>('product/productFacets', { keyword: 'qqqqzzzzxxxx' })).toEqual({
        categories: [],
        brands: [],
        total: 0,
        inStock: 0,
        minPrice: null,
        maxPrice: null,
      });
    });

    const badInputs: [string, string, Record<string, string>, string][] = [
      ['label without labelId', 'index/labelProductPage', {}, 'labelId'],
      ['label id not a number', 'index/labelProductPage', { labelId: 'hot' }, 'labelId'],
      ['label page size 101', 'index/labelProductPage', { labelId: '1', pageSize: '101' }, 'pageSize'],
      ['brand page 0', 'index/queryBrandPage', { pageNo: '0' }, 'pageNo'],
      ['brand grand not an id', 'index/queryBrandPage', { productCateGrandId: '-3' }, 'productCateGrandId'],
      ['brand goods without brandId', 'supplierBrand/productPage', {}, 'brandId'],
      ['brand goods with an unknown sort', 'supplierBrand/productPage', { brandId: '1', sort: 'cheap' }, 'sort'],
      ['facets with min above max', 'product/productFacets', { minPrice: '90', maxPrice: '10' }, 'minPrice'],
      ['facets with inStock 2', 'product/productFacets', { inStock: '2' }, 'inStock'],
      ['facets keyword over 200 characters', 'product/productFacets', { keyword: 'x'.repeat(201) }, 'keyword'],
      ['shops keyword over 200 characters', 'shop/queryShopPage', { keyword: 'x'.repeat(201) }, 'keyword'],
      ['shops page size 0', 'shop/queryShopPage', { pageSize: '0' }, 'pageSize'],
      ['shop without shopId', 'shop/shopInfo', {}, 'shopId'],
      ['shop id fractional', 'shop/shopInfo', { shopId: '1.5' }, 'shopId'],
    ];
    it.each(badInputs)('refuses %s with a 400 naming the field, in every locale', async (_, path, params, field) => {
      const messages = new Set<string>();
      for (const lang of LOCALES_UNDER_TEST) {
        const reply = await get(path, params, lang);
        expect(reply).toMatchObject({ success: false, code: 400, result: null });
        expect(reply.message).toContain(field);
        messages.add(reply.message);
      }
      expect(messages.size).toBe(3);
    });

    it.each([
      ['an unknown label', 'index/labelProductPage', { labelId: 999 }],
      ['an unknown brand', 'supplierBrand/productPage', { brandId: 999 }],
      ['an unknown shop', 'shop/shopInfo', { shopId: 999 }],
    ])('answers 404 for %s', async (_, path, params) => {
      expect(await get(path, params)).toMatchObject({ success: false, code: 404, result: null });
    });

    it('fills browse data into a catalogue seeded before it existed, once', async () => {
      const { seedBrowseIfEmpty } = await import('../../server/src/seed/discovery-browse');
      expect(await api.db.tx((q) => seedBrowseIfEmpty(q))).toBe(false);
      const before = await rows<{ n: number }>('select count(*)::int as n from goods_label');
      await api.db.tx(async (q) => {
        await q.query('delete from banner');
        await q.query('delete from home_module');
        await q.query('delete from goods_label');
        await q.query('delete from product_label');
        expect(await seedBrowseIfEmpty(q)).toBe(true);
      });
      expect(await rows('select 1 from banner')).toHaveLength(6);
      expect((await rows<{ n: number }>('select count(*)::int as n from goods_label'))[0]!.n).toBe(before[0]!.n);
    });
  },
  {},
  'both',
);
