import type { Locale } from '../../../../src/core/contract/locales';
import type { PurchaseStatus } from '../../../../src/core/contract/rules-purchase';
import type { Queryable } from '../../db/types';
import { localeSuffix } from '../../http/locale-columns';

/** A purchase request as stored, with its category's name and its regions' ids and names. */
export interface PurchaseRow {
  id: string;
  member_id: string;
  title: string;
  goods_type: number;
  goods_names: string;
  goods_category: number;
  category_name: string;
  goods_num: string;
  goods_unit: string;
  goods_sku: string;
  goods_img: string;
  closing_date: string;
  receiving_date: string;
  price_type: number;
  goods_price: string;
  ship_province: number;
  ship_city: number;
  ship_county: number;
  ship_region: string;
  seller_province: number;
  seller_city: number;
  seller_county: number;
  seller_region: string;
  need_receipt: number;
  remark: string;
  privacy: number;
  contact_name: string;
  contact_num: string;
  status: PurchaseStatus;
  created_at: string;
}

/** each area with its city and state: ids and "state, city, area" names */
const regionJoin = (column: string, alias: string) => `
  join region ${alias}a on ${alias}a.id = p.${column}
  join region ${alias}c on ${alias}c.id = ${alias}a.parent_id
  join region ${alias}s on ${alias}s.id = ${alias}c.parent_id`;
const regionColumns = (alias: string) =>
  `${alias}s.id as ${alias}_province, ${alias}c.id as ${alias}_city,
   ${alias}s.local_name || ', ' || ${alias}c.local_name || ', ' || ${alias}a.local_name as ${alias}_region`;

const selectPurchase = (lang: Locale) => `
  select p.*, c.name_${localeSuffix(lang)} as category_name, ${regionColumns('ship')}, ${regionColumns('seller')}
  from purchase_order p join category c on c.id = p.goods_category
  ${regionJoin('ship_county', 'ship')} ${regionJoin('seller_county', 'seller')}`;

/** What a form publishes (purchase-input.ts judges it first). */
export interface PurchaseRecord {
  title: string;
  goodsType: number;
  goodsNames: string;
  goodsCategory: number;
  goodsNum: number;
  goodsUnit: string;
  goodsSku: string;
  goodsImg: string;
  closingDate: number;
  receivingDate: number;
  priceType: number;
  goodsPrice: number;
  shipCounty: number;
  sellerCounty: number;
  needReceipt: number;
  remark: string;
  privacy: number;
  contactName: string;
  contactNum: string;
}

/** Whether the category and both areas (region grade 3) a request names exist. */
export async function purchaseRefsExist(
  q: Queryable,
  refs: { goodsCategory: number; shipCounty: number; sellerCounty: number },
): Promise<{ category: boolean; ship: boolean; seller: boolean } | undefined> {
  const { rows } = await q.query<{ category: boolean; ship: boolean; seller: boolean }>(
    `select exists (select 1 from category where id = $1) as category,
            exists (select 1 from region where id = $2 and region_grade = 3) as ship,
            exists (select 1 from region where id = $3 and region_grade = 3) as seller`,
    [refs.goodsCategory, refs.shipCounty, refs.sellerCounty],
  );
  return rows[0];
}

export async function insertPurchase(q: Queryable, memberId: number, input: PurchaseRecord, at: number): Promise<number> {
  const { rows } = await q.query<{ id: string }>(
    `insert into purchase_order (member_id, title, goods_type, goods_names, goods_category, goods_num, goods_unit, goods_sku,
       goods_img, closing_date, receiving_date, price_type, goods_price, ship_county, seller_county, need_receipt, remark,
       privacy, contact_name, contact_num, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21) returning id`,
    [
      memberId,
      input.title,
      input.goodsType,
      input.goodsNames,
      input.goodsCategory,
      input.goodsNum,
      input.goodsUnit,
      input.goodsSku,
      input.goodsImg,
      input.closingDate,
      input.receivingDate,
      input.priceType,
      input.goodsPrice,
      input.shipCounty,
      input.sellerCounty,
      input.needReceipt,
      input.remark,
      input.privacy,
      input.contactName,
      input.contactNum,
      at,
    ],
  );
  return Number(rows[0]?.id);
}

export async function findPurchase(q: Queryable, id: number, lang: Locale): Promise<PurchaseRow | undefined> {
  const { rows } = await q.query<PurchaseRow>(`${selectPurchase(lang)} where p.id = $1`, [id]);
  return rows[0];
}

/**
 * A page of requests, newest first, and how many there are: `keyword` (a LIKE pattern) in the
 * title or goods names, a category or its children, a status, one member's.
 */
export async function searchPurchases(
  q: Queryable,
  search: { keyword?: string; category?: number; status?: string; memberId?: number; pageNo: number; pageSize: number },
  lang: Locale,
): Promise<{ rows: PurchaseRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(sql(params.length));
  };
  if (search.keyword) add((n) => `(p.title ilike $${n} or p.goods_names ilike $${n})`, search.keyword);
  if (search.category) add((n) => `(p.goods_category = $${n} or c.parent_id = $${n})`, search.category);
  if (search.status) add((n) => `p.status = $${n}`, search.status);
  if (search.memberId !== undefined) add((n) => `p.member_id = $${n}`, search.memberId);
  const filter = where.length > 0 ? `where ${where.join(' and ')}` : '';
  const { rows: count } = await q.query<{ n: number }>(
    `select count(*)::int as n from purchase_order p join category c on c.id = p.goods_category ${filter}`,
    params,
  );
  const { rows } = await q.query<PurchaseRow>(
    `${selectPurchase(lang)} ${filter} order by p.id desc limit ${search.pageSize} offset ${(search.pageNo - 1) * search.pageSize}`,
    params,
  );
  return { rows, total: count[0]?.n ?? 0 };
}
