import type { Locale } from '../../../../src/core/contract/locales';
import type { Queryable } from '../../db/types';
import { localeSuffix } from '../../http/locale-columns';

export interface CmsPageRow {
  id: number;
  page_type: string;
  client_type: string;
  name: string;
  blocks: unknown;
  modify_time: number;
}

export async function findCmsPage(q: Queryable, id: number, lang: Locale): Promise<CmsPageRow | undefined> {
  const { rows } = await q.query<CmsPageRow>(
    `select id, page_type, client_type, name_${localeSuffix(lang)} as name, blocks, modify_time from cms_page where id = $1`,
    [id],
  );
  return rows[0];
}

export interface CmsGoodsRow {
  goods_id: number;
  goods_name: string;
  image: string;
  price_cents: number;
}

/** Goods a CMS page names, listed ones only, in the page's order. */
export async function cmsGoods(q: Queryable, ids: readonly number[], lang: Locale): Promise<CmsGoodsRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<CmsGoodsRow>(
    `select g.id as goods_id, g.name_${localeSuffix(lang)} as goods_name, g.image, g.price_cents
     from goods g where g.id = any($1::bigint[]) and g.market_enable = 1`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.goods_id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
