import type { Locale } from '../../../../src/core/contract/locales';
import type { PurchaseStatus } from '../../../../src/core/contract/rules-purchase';
import { likeContains } from '../../db/like';
import type { Db, Queryable } from '../../db/types';
import { notFoundError, validationError } from '../../http/errors';
import { localeSuffix } from '../../http/locale-columns';
import { toMxn } from '../../http/money';
import type { PurchaseInput } from './purchase-input';
import type { Purchase as PurchaseView } from '../../../../src/core/contract/types-purchase';

/** Reply shapes of the contract (src/core/contract), under the names this service has always used. */
export type { PurchaseView };

export interface PurchaseQuery {
  keyword?: string;
  category?: number;
  status?: PurchaseStatus;
  mine: boolean;
  pageNo: number;
  pageSize: number;
}

interface Row {
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

const select = (lang: Locale) => `
  select p.*, c.name_${localeSuffix(lang)} as category_name, ${regionColumns('ship')}, ${regionColumns('seller')}
  from purchase_order p join category c on c.id = p.goods_category
  ${regionJoin('ship_county', 'ship')} ${regionJoin('seller_county', 'seller')}`;

function view(row: Row, viewer: number, asset: (path: string) => string): PurchaseView {
  const mine = Number(row.member_id) === viewer;
  const contact = mine || row.privacy === 1;
  return {
    id: Number(row.id),
    title: row.title,
    goods_type: row.goods_type,
    goods_names: row.goods_names,
    goods_category: row.goods_category,
    category_name: row.category_name,
    goods_num: Number(row.goods_num),
    goods_unit: row.goods_unit,
    goods_sku: row.goods_sku,
    goods_img: asset(row.goods_img),
    closing_date: Number(row.closing_date),
    receiving_date: Number(row.receiving_date),
    price_type: row.price_type,
    goods_price: toMxn(Number(row.goods_price)),
    ship_province: row.ship_province,
    ship_city: row.ship_city,
    ship_county: row.ship_county,
    ship_region: row.ship_region,
    seller_province: row.seller_province,
    seller_city: row.seller_city,
    seller_county: row.seller_county,
    seller_region: row.seller_region,
    need_receipt: row.need_receipt,
    remark: row.remark,
    privacy: row.privacy,
    contact_name: contact ? row.contact_name : '',
    contact_num: contact ? row.contact_num : '',
    status: row.status,
    mine: mine ? 1 : 0,
    create_time: Number(row.created_at),
  };
}

async function assertRefs(q: Queryable, input: PurchaseInput): Promise<void> {
  const { rows } = await q.query<{ category: boolean; ship: boolean; seller: boolean }>(
    `select exists (select 1 from category where id = $1) as category,
            exists (select 1 from region where id = $2 and region_grade = 3) as ship,
            exists (select 1 from region where id = $3 and region_grade = 3) as seller`,
    [input.goodsCategory, input.shipCounty, input.sellerCounty],
  );
  const found = rows[0];
  if (!found?.category) throw validationError('purchaseUnknownRef', { field: 'goods_category' });
  if (!found.ship) throw validationError('purchaseUnknownRef', { field: 'ship_county' });
  if (!found.seller) throw validationError('purchaseUnknownRef', { field: 'seller_county' });
}

/** Purchase requests: publish (spec §7 POST), one by id, and the paged search. */
export function createPurchaseBook(db: Db, clock: () => number) {
  return {
    async publish(memberId: number, input: PurchaseInput): Promise<number> {
      await assertRefs(db, input);
      const { rows } = await db.query<{ id: string }>(
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
          Math.floor(clock() / 1000),
        ],
      );
      return Number(rows[0]?.id);
    },

    async detail(viewer: number, id: number, lang: Locale, asset: (path: string) => string): Promise<PurchaseView> {
      const { rows } = await db.query<Row>(`${select(lang)} where p.id = $1`, [id]);
      const row = rows[0];
      if (!row) throw notFoundError();
      return view(row, viewer, asset);
    },

    async search(viewer: number, query: PurchaseQuery, lang: Locale, asset: (path: string) => string) {
      const where: string[] = [];
      const params: unknown[] = [];
      const add = (sql: (n: number) => string, value: unknown) => {
        params.push(value);
        where.push(sql(params.length));
      };
      if (query.keyword) add((n) => `(p.title ilike $${n} or p.goods_names ilike $${n})`, likeContains(query.keyword));
      if (query.category) add((n) => `(p.goods_category = $${n} or c.parent_id = $${n})`, query.category);
      if (query.status) add((n) => `p.status = $${n}`, query.status);
      if (query.mine) add((n) => `p.member_id = $${n}`, viewer);
      const filter = where.length > 0 ? `where ${where.join(' and ')}` : '';
      const { rows: count } = await db.query<{ n: number }>(
        `select count(*)::int as n from purchase_order p join category c on c.id = p.goods_category ${filter}`,
        params,
      );
      const { rows } = await db.query<Row>(
        `${select(lang)} ${filter} order by p.id desc limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
        params,
      );
      return {
        data: rows.map((row) => view(row, viewer, asset)),
        page_no: query.pageNo,
        page_size: query.pageSize,
        data_total: count[0]?.n ?? 0,
      };
    },
  };
}
