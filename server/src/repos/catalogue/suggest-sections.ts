import type { Queryable } from '../../db/types';

export interface SectionCategoryRow {
  id: number;
  parent_id: number | null;
  name_es: string;
  name_en: string;
  name_zh: string;
  goods_count: number;
}

export interface SectionNameRow {
  id: number;
  name: string;
  goods_count: number;
}

export interface SuggestSectionRows {
  categories: SectionCategoryRow[];
  brands: SectionNameRow[];
  shops: SectionNameRow[];
}

/**
 * What the search box's category, brand and shop sections are built from, with the goods on sale
 * under each: a category counts the goods of its own and of its children (a top-level category's
 * goods carry its id as grand_id). One grouped scan of goods each, a few milliseconds at 100k goods.
 */
export async function listSuggestSections(q: Queryable): Promise<SuggestSectionRows> {
  const categories = await q.query<SectionCategoryRow>(
    `with counted as (
       select category_id as id, count(*) as n from goods where market_enable = 1 group by category_id
       union all
       select grand_id, count(*) from goods where market_enable = 1 and grand_id <> category_id group by grand_id
     )
     select c.id, c.parent_id, c.name_es, c.name_en, c.name_zh, coalesce(sum(counted.n), 0)::int as goods_count
     from category c left join counted on counted.id = c.id
     group by c.id order by c.id`,
  );
  const brands = await q.query<SectionNameRow>(
    `select b.id, b.name, count(g.id)::int as goods_count
     from brand b left join goods g on g.brand_id = b.id and g.market_enable = 1
     group by b.id order by b.id`,
  );
  const shops = await q.query<SectionNameRow>(
    `select s.id, s.name, count(g.id)::int as goods_count
     from shop s left join goods g on g.shop_id = s.id and g.market_enable = 1
     group by s.id order by s.id`,
  );
  return { categories: categories.rows, brands: brands.rows, shops: shops.rows };
}
