import type { Locale } from '../../../../src/core/contract/locales';
import { formatMessage } from '../../../../src/core/contract/messages';
import type { JavashopPage } from '../../../../src/core/contract/types-discovery';
import type {
  Crowdfunding,
  ExchangeGoods,
  GroupBuyGoods,
  PromoCoupon,
  SeckillGoods,
  SeckillSlot,
} from '../../../../src/core/contract/types-promotions';
import type { Queryable } from '../../db/types';
import { toMxn } from '../../http/money';
import type { Paging } from '../../repos/catalogue/goods-feedback';
import { listCoupons } from '../../repos/catalogue/promo-coupons';
import { listCrowdfunding, listExchangeGoods, listGroupBuys, listSeckillGoods, seckillHours } from '../../repos/catalogue/promo-lists';
import { couponView } from './promo-coupons';
import { seckillTimeLine } from './promo-seckill';

type Asset = (path: string) => string;

const pageOf = <T>(rows: T[], total: number, p: Paging): JavashopPage<T> => ({
  data: rows,
  page_no: p.pageNo,
  page_size: p.pageSize,
  data_total: total,
});

/** The coupons on offer (a shop's with `sellerId`), with whether `memberId` (0: a visitor) may still take each. */
export async function couponPage(
  q: Queryable,
  input: { now: number; sellerId: number | undefined; memberId: number; lang: Locale },
  page: Paging,
): Promise<JavashopPage<PromoCoupon>> {
  const { rows, total } = await listCoupons(q, { now: input.now, sellerId: input.sellerId, memberId: input.memberId }, page);
  const platform = formatMessage('promotionsPlatform', input.lang);
  return pageOf(
    rows.map((row) => couponView(row, platform, input.lang)),
    total,
    page,
  );
}

export async function groupBuyPage(
  q: Queryable,
  now: number,
  lang: Locale,
  page: Paging,
  asset: Asset,
): Promise<JavashopPage<GroupBuyGoods>> {
  const { rows, total } = await listGroupBuys(q, now, lang, page);
  return pageOf(
    rows.map((r) => ({
      gb_id: r.id,
      goods_id: r.goods_id,
      goods_name: r.goods_name,
      thumbnail: asset(r.image),
      original_price: toMxn(r.original_cents),
      price: toMxn(r.price_cents),
      goods_num: r.goods_num,
      buy_num: r.buy_num,
      start_time: r.start_time,
      end_time: r.end_time,
    })),
    total,
    page,
  );
}

export async function crowdfundingPage(
  q: Queryable,
  now: number,
  lang: Locale,
  page: Paging,
  asset: Asset,
): Promise<JavashopPage<Crowdfunding>> {
  const { rows, total } = await listCrowdfunding(q, now, lang, page);
  return pageOf(
    rows.map((r) => ({
      cf_id: r.id,
      title: r.title,
      goods_id: r.goods_id,
      goods_name: r.goods_name,
      thumbnail: asset(r.image),
      price: toMxn(r.price_cents),
      target_amount: toMxn(r.target_cents),
      raised_amount: toMxn(r.raised_cents),
      backers: r.backers,
      progress: Math.floor((r.raised_cents * 100) / r.target_cents),
      start_time: r.start_time,
      end_time: r.end_time,
    })),
    total,
    page,
  );
}

/** The seckill slots of today and tomorrow around `now`. */
export async function seckillSlots(q: Queryable, now: number): Promise<SeckillSlot[]> {
  return seckillTimeLine(await seckillHours(q), now);
}

export async function seckillPage(
  q: Queryable,
  hour: number,
  lang: Locale,
  page: Paging,
  asset: Asset,
): Promise<JavashopPage<SeckillGoods>> {
  const { rows, total } = await listSeckillGoods(q, hour, lang, page);
  return pageOf(
    rows.map((r) => ({
      sg_id: r.id,
      goods_id: r.goods_id,
      sku_id: r.sku_id,
      goods_name: r.goods_name,
      goods_image: asset(r.image),
      original_price: toMxn(r.original_cents),
      seckill_price: toMxn(r.price_cents),
      sold_quantity: r.quantity,
      sold_num: r.sold_num,
      remain_quantity: r.quantity - r.sold_num,
    })),
    total,
    page,
  );
}

export async function exchangePage(q: Queryable, lang: Locale, page: Paging, asset: Asset): Promise<JavashopPage<ExchangeGoods>> {
  const { rows, total } = await listExchangeGoods(q, lang, page);
  return pageOf(
    rows.map((r) => ({
      exchange_id: r.id,
      goods_id: r.goods_id,
      sku_id: r.sku_id,
      goods_name: r.goods_name,
      thumbnail: asset(r.image),
      original_price: toMxn(r.original_cents),
      exchange_point: r.exchange_point,
      exchange_money: toMxn(r.exchange_money_cents),
      enable_quantity: r.enable_quantity,
      goods_type: 'POINT' as const,
      promotion_type: 'EXCHANGE' as const,
    })),
    total,
    page,
  );
}
