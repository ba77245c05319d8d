import type { Queryable } from '../../db/types';

/** What a generated image shows: a pictogram and a short label. */
export interface ImageSubject {
  icon: string;
  label: string;
}

export async function findGoodsImageSubject(q: Queryable, id: number): Promise<ImageSubject | undefined> {
  const { rows } = await q.query<ImageSubject>(
    `select c.icon, b.name as label from goods g join category c on c.id = g.grand_id join brand b on b.id = g.brand_id
     where g.id = $1`,
    [id],
  );
  return rows[0];
}

export async function findCategoryImageSubject(q: Queryable, id: number): Promise<ImageSubject | undefined> {
  const { rows } = await q.query<ImageSubject>(`select icon, '' as label from category where id = $1`, [id]);
  return rows[0];
}

export async function findBrandImageSubject(q: Queryable, id: number): Promise<ImageSubject | undefined> {
  const { rows } = await q.query<ImageSubject>(`select '' as icon, name as label from brand where id = $1`, [id]);
  return rows[0];
}

export async function findShopImageSubject(q: Queryable, id: number): Promise<ImageSubject | undefined> {
  const { rows } = await q.query<ImageSubject>(`select '' as icon, name as label from shop where id = $1`, [id]);
  return rows[0];
}

export async function findMemberImageSubject(q: Queryable, id: number): Promise<ImageSubject | undefined> {
  const { rows } = await q.query<ImageSubject>(
    `select 'person' as icon, coalesce(nullif(nickname, ''), username) as label from member where id = $1`,
    [id],
  );
  return rows[0];
}

export async function findSiteImageSubject(q: Queryable): Promise<ImageSubject | undefined> {
  const { rows } = await q.query<ImageSubject>(`select 'logo' as icon, site_name as label from site where id = 1`);
  return rows[0];
}
