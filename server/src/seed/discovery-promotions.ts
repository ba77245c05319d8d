import type { Queryable } from '../db/types';
import {
  insertCmsPage,
  insertCoupon,
  insertCrowdfunding,
  insertExchange,
  insertGroupBuy,
  insertSeckillGoods,
  listCouponShops,
  pickGoods,
} from '../repos/seed/promotions';
import { type CouponKind, composedCouponTitle } from '../services/text/coupon-title';
import type { SeedContext } from './seed-context';

const DAY = 86_400;
/** Seckill slots start every two hours, all day (Mexico City time), so one always runs. */
export const SECKILL_HOURS = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22] as const;
const SECKILL_GOODS_PER_SLOT = 4;

const pct = (cents: number, percent: number) => Math.max(100, Math.round((cents * percent) / 10_000) * 100);

/**
 * Demo data of the catalogue stream's promotions part: receivable coupons (in the trade stream's
 * coupon table), group buys, crowdfunding, seckill goods for daily slots, point goods and a CMS
 * page. Times are relative to the seed's clock and run for months; seckill slots are computed
 * from the clock at request time, so they are live whenever the demo is opened.
 */
export async function seedPromotion(q: Queryable, _ctx: SeedContext): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const start = now - DAY;
  const shops = await listCouponShops(q);

  // Coupons: amounts and thresholds in centavos, a stock (null = unlimited) and a per-buyer limit.
  // Their titles are composed by the system (a key and the figures), read in the buyer's language.
  const coupons: [seller: number, kind: CouponKind, amount: number, threshold: number, total: number | null, limit: number][] = [
    [0, 'season', 3_000, 30_000, 1_000, 1],
    [0, 'wholesale', 15_000, 200_000, 200, 2],
    [0, 'flash', 50_000, 500_000, 25, 1],
    ...shops.flatMap(({ id }, i): [number, CouponKind, number, number, number | null, number][] => [
      [id, 'shop', (40 + i * 20) * 100, (400 + i * 200) * 100, 150, 1],
      [id, 'shop', (120 + i * 30) * 100, (1500 + i * 500) * 100, null, 1],
    ]),
  ];
  for (const [seller, kind, amount, threshold, total, limit] of coupons) {
    const title = composedCouponTitle(kind, amount, threshold);
    await insertCoupon(q, { seller, title, amount, threshold, start, end: now + 120 * DAY, total, limit });
  }

  // Group buys: 8 goods at 82–90 % of their price, ending over the next one to six weeks.
  for (const [i, g] of (await pickGoods(q, 0, 8)).entries()) {
    const goodsNum = 100 + i * 50;
    await insertGroupBuy(q, {
      goodsId: g.id,
      priceCents: pct(g.price_cents, 82 + (i % 5) * 2),
      goodsNum,
      buyNum: Math.floor((goodsNum * (i * 11 + 7)) / 100),
      start,
      end: now + (7 + i * 5) * DAY,
    });
  }

  // Crowdfunding: four campaigns at different stages (one already over its target).
  const campaigns: [es: string, en: string, zh: string, percent: number, backers: number][] = [
    ['Lote de temporada para papelerías', 'Seasonal batch for stationery shops', '文具店季节批次', 36, 41],
    ['Producción especial para ferreterías', 'Special production run for hardware stores', '五金店特别生产批次', 72, 118],
    ['Edición de aniversario al mayoreo', 'Anniversary wholesale edition', '周年批发特别版', 104, 256],
    ['Primer lote hecho en Jalisco', 'First batch made in Jalisco', '哈利斯科首批生产', 12, 9],
  ];
  for (const [i, g] of (await pickGoods(q, 8, 4)).entries()) {
    const [es, en, zh, percent, backers] = campaigns[i]!;
    const target = g.price_cents * 500;
    await insertCrowdfunding(q, {
      goodsId: g.id,
      title: [es, en, zh],
      priceCents: pct(g.price_cents, 90),
      targetCents: target,
      raisedCents: Math.floor((target * percent) / 100),
      backers,
      start,
      end: now + (20 + i * 12) * DAY,
    });
  }

  // Seckill: four goods per daily slot at 60–75 % of the sku price, some already sold.
  const flash = await pickGoods(q, 12, SECKILL_HOURS.length * SECKILL_GOODS_PER_SLOT);
  for (const [i, g] of flash.entries()) {
    const hour = SECKILL_HOURS[Math.floor(i / SECKILL_GOODS_PER_SLOT) % SECKILL_HOURS.length]!;
    const quantity = 20 + (i % 5) * 20;
    await insertSeckillGoods(q, {
      hour,
      goodsId: g.id,
      skuId: g.sku_id,
      priceCents: pct(g.price_cents, 60 + (i % 4) * 5),
      quantity,
      soldNum: Math.floor((quantity * ((i * 17) % 90)) / 100),
    });
  }

  // Points mall: eight goods for points (a tenth of the price in centavos) plus, for some, a small amount.
  for (const [i, g] of (await pickGoods(q, 12 + flash.length, 8)).entries()) {
    await insertExchange(q, {
      goodsId: g.id,
      skuId: g.sku_id,
      points: Math.max(100, Math.round(g.price_cents / 1000) * 100),
      moneyCents: i % 2 === 0 ? 0 : pct(g.price_cents, 20),
      quantity: Math.min(g.quantity, 50),
    });
  }

  // A CMS page (/mini-page?id=1) that points at the promotions above.
  const featured = (await pickGoods(q, 0, 8)).map((g) => g.id);
  const blocks = [
    { type: 'title', text: { es: 'Regreso a clases al mayoreo', en: 'Back to school, wholesale', zh: '开学季批发专场' } },
    {
      type: 'text',
      text: {
        es: 'Surte tu papelería o tienda antes del inicio de clases: precios por volumen, cupones de temporada y envíos a todo México.',
        en: 'Stock your stationery shop or store before classes start: volume prices, seasonal coupons and shipping all over Mexico.',
        zh: '开学前为您的文具店或商店备货：批量价格、季节优惠券，配送至墨西哥全境。',
      },
    },
    {
      type: 'banner',
      text: { es: 'Recibe tus cupones de temporada', en: 'Get your seasonal coupons', zh: '领取季节优惠券' },
      link: '/coupons',
    },
    {
      type: 'goods',
      title: { es: 'Compras en grupo de la temporada', en: 'This season’s group buys', zh: '本季团购商品' },
      goods_ids: featured,
    },
    {
      type: 'banner',
      text: { es: 'Ofertas relámpago cada dos horas', en: 'Flash deals every two hours', zh: '每两小时一场秒杀' },
      link: '/seckill',
    },
  ];
  await insertCmsPage(q, { names: ['Regreso a clases', 'Back to school', '开学季'], blocks: JSON.stringify(blocks), at: now });
}
