import type { Locale } from '../../../../src/core/contract/locales';
import type { PromoLinkType } from '../../../../src/core/contract/types-browse';
import type { Queryable } from '../../db/types';
import { localeSuffix } from '../../http/locale-columns';
import { goodsListColumns, whereOf, type GoodsListRow, type GoodsSearch } from './catalogue';

export interface BannerRow {
  id: number;
  title: string;
  subtitle: string;
  link_type: PromoLinkType;
  link_value: string;
}

export async function listBanners(q: Queryable, locale: Locale): Promise<BannerRow[]> {
  const l = localeSuffix(locale);
  const { rows } = await q.query<BannerRow>(
    `select id, title_${l} as title, subtitle_${l} as subtitle, link_type, link_value
     from banner where enabled = 1 order by sort, id`,
  );
  return rows;
}

/** What a banner's generated image shows. */
export async function findBannerArt(q: Queryable, id: number): Promise<{ icon: string; title: string } | undefined> {
  const { rows } = await q.query<{ icon: string; title: string }>('select icon, title_es as title from banner where id = $1', [id]);
  return rows[0];
}

export interface ModuleRow {
  id: number;
  label_id: number;
  title: string;
  link_type: PromoLinkType;
  link_value: string;
}

export async function listModules(q: Queryable, locale: Locale): Promise<ModuleRow[]> {
  const { rows } = await q.query<ModuleRow>(
    `select id, label_id, title_${localeSuffix(locale)} as title, link_type, link_value from home_module order by sort, id`,
  );
  return rows;
}

export async function findLabel(q: Queryable, id: number, locale: Locale): Promise<{ id: number; name: string } | undefined> {
  const { rows } = await q.query<{ id: number; name: string }>(
    `select id, name_${localeSuffix(locale)} as name from product_label where id = $1`,
    [id],
  );
  return rows[0];
}

/** A page of a label's listed goods in label order, and how many it lists. */
export async function labelGoods(
  q: Queryable,
  labelId: number,
  page: { pageNo: number; pageSize: number },
  locale: Locale,
): Promise<{ rows: GoodsListRow[]; total: number }> {
  const counted = await q.query<{ total: number }>(
    `select count(*)::int as total from goods_label gl join goods g on g.id = gl.goods_id
     where gl.label_id = $1 and g.market_enable = 1`,
    [labelId],
  );
  const total = counted.rows[0]?.total ?? 0;
  const offset = (page.pageNo - 1) * page.pageSize;
  if (offset >= total) return { rows: [], total };
  const { rows } = await q.query<GoodsListRow>(
    `select ${goodsListColumns(locale)}
     from goods_label gl join goods g on g.id = gl.goods_id join shop s on s.id = g.shop_id join brand b on b.id = g.brand_id
     where gl.label_id = $1 and g.market_enable = 1
     order by gl.sort, g.id limit $2 offset $3`,
    [labelId, page.pageSize, offset],
  );
  return { rows, total };
}

export interface CountRow {
  id: number;
  name: string;
  goods_count: number;
  sales: number;
}

/** Every brand with its listed goods (optionally in one grand category), most goods first. */
export async function brandCounts(q: Queryable, grandId: number | undefined): Promise<CountRow[]> {
  const { rows } = await q.query<CountRow>(
    `select b.id, b.name, count(g.id)::int as goods_count, coalesce(sum(g.sales), 0)::bigint as sales
     from brand b join goods g on g.brand_id = b.id and g.market_enable = 1 ${grandId === undefined ? '' : 'and g.grand_id = $1'}
     group by b.id, b.name order by goods_count desc, b.name, b.id`,
    grandId === undefined ? [] : [grandId],
  );
  return rows;
}

export interface ShopRow extends CountRow {
  city: string;
  state: string;
  created_at: number;
}

/** Every shop with its listed goods and units sold, best sellers first. */
export async function shopCounts(q: Queryable): Promise<ShopRow[]> {
  const { rows } = await q.query<ShopRow>(
    `select s.id, s.name, s.city, s.state, s.created_at,
            count(g.id)::int as goods_count, coalesce(sum(g.sales), 0)::bigint as sales
     from shop s left join goods g on g.shop_id = s.id and g.market_enable = 1
     group by s.id order by sales desc, s.id`,
  );
  return rows;
}

export interface FacetRows {
  categories: { grand_id: number; category_id: number; count: number }[];
  brands: { brand_id: number; name: string; count: number }[];
  summary: { total: number; in_stock: number; min_price: number | null; max_price: number | null };
}

/** Facet counts of a search: each facet drops its own filter (see ProductFacets). */
export async function searchFacets(q: Queryable, search: GoodsSearch, brandLimit: number): Promise<FacetRows> {
  const byCategory = whereOf({ ...search, grandId: undefined, categoryId: undefined });
  const byBrand = whereOf({ ...search, brandId: undefined });
  const byStock = whereOf({ ...search, inStock: false });
  // three independent scans: on PostgreSQL they run side by side on pooled connections
  const [categories, brands, summary] = await Promise.all([
    q.query<FacetRows['categories'][number]>(
      `select g.grand_id, g.category_id, count(*)::int as count from goods g where ${byCategory.sql}
       group by g.grand_id, g.category_id order by g.grand_id, g.category_id`,
      byCategory.params,
    ),
    q.query<FacetRows['brands'][number]>(
      `select c.brand_id, b.name, c.count from (
         select g.brand_id, count(*)::int as count from goods g where ${byBrand.sql} group by g.brand_id
       ) as c join brand b on b.id = c.brand_id
       order by c.count desc, b.name limit ${Math.trunc(brandLimit)}`,
      byBrand.params,
    ),
    q.query<FacetRows['summary']>(
      `select count(*)::int as total, (count(*) filter (where g.stock > 0))::int as in_stock,
              min(g.price_cents) as min_price, max(g.price_cents) as max_price
       from goods g where ${byStock.sql}`,
      byStock.params,
    ),
  ]);
  return {
    categories: categories.rows,
    brands: brands.rows,
    summary: summary.rows[0] ?? { total: 0, in_stock: 0, min_price: null, max_price: null },
  };
}

/** Listed goods counted by category, brand and stock state, with their price bounds. */
export interface CubeRow {
  grand_id: number;
  category_id: number;
  brand_id: number;
  brand_name: string;
  in_stock: boolean;
  count: number;
  min_price: number;
  max_price: number;
}

/** The whole catalogue folded into a few thousand rows: facets of unfiltered browsing come from it. */
export async function facetCube(q: Queryable): Promise<CubeRow[]> {
  const { rows } = await q.query<CubeRow>(
    `select c.grand_id, c.category_id, c.brand_id, b.name as brand_name, c.in_stock, c.count, c.min_price, c.max_price
     from (
       select grand_id, category_id, brand_id, stock > 0 as in_stock, count(*)::int as count,
              min(price_cents) as min_price, max(price_cents) as max_price
       from goods where market_enable = 1 group by grand_id, category_id, brand_id, stock > 0
     ) as c join brand b on b.id = c.brand_id`,
  );
  return rows;
}
