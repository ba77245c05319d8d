import type { Queryable } from '../db/types';
import { bulkInsert } from '../repos/seed/bulk-insert';
import { setCommentImages } from '../repos/seed/discovery';
import type { SeedContext } from './seed-context';
import { DEMO_MEMBERS } from './members';
import { reviewsOf, type Review } from './vocab/reviews';

/** Review times spread over the 120 days before this (fixed, so seeds are reproducible). */
const FEEDBACK_EPOCH = 1_767_225_600;
const DAY = 86_400;

const BUYERS = [
  'Mariana López',
  'Jorge Hernández',
  'Abarrotes La Esperanza',
  'Lucía Ramírez',
  'Papelería Central',
  'Carlos Mendoza',
  'Distribuidora del Bajío',
  'Fernanda Torres',
  'Miguel Ángel Ruiz',
  'Tienda Don Pepe',
  '王磊',
  'Sofía Castillo',
  'Ferretería El Tornillo',
  'Ana Gutiérrez',
  'Comercial Norteña',
];

/**
 * Comments, questions and sales of the first goods: every product a visitor opens from the home
 * page has feedback that reads real, and tests can rely on goods 1–400 having some.
 */
export async function seedDiscovery(q: Queryable, ctx: SeedContext): Promise<void> {
  const { rng, early } = ctx;
  const comments: {
    id: number;
    goodsId: number;
    skuId: number;
    memberId: number | null;
    name: string;
    review: Review;
    createdAt: number;
    images: string[];
  }[] = [];
  const asks: {
    id: number;
    goodsId: number;
    memberId: number | null;
    name: string;
    content: string;
    anonymous: 'YES' | 'NO';
    reply: string | null;
    replyTime: number | null;
    createdAt: number;
  }[] = [];
  const sales: { id: number; goodsId: number; name: string; num: number; priceCents: number; createdAt: number }[] = [];
  const reviews = reviewsOf();

  for (const { goods, skus } of early) {
    if (goods.marketEnable === 0) continue;
    const commentCount = rng.int(0, 6);
    for (let i = 0; i < commentCount; i++) {
      const grade = rng.chance(0.75) ? 'good' : rng.chance(0.6) ? 'neutral' : 'bad';
      const demo = rng.chance(0.15) ? rng.pick(DEMO_MEMBERS) : undefined;
      comments.push({
        id: comments.length + 1,
        goodsId: goods.id,
        skuId: rng.pick(skus).id,
        memberId: demo?.id ?? null,
        name: demo?.nickname ?? rng.pick(BUYERS),
        review: rng.pick(reviews.comments.filter((c) => c.grade === grade)),
        createdAt: FEEDBACK_EPOCH - rng.int(1, 120) * DAY - rng.int(0, DAY),
        images: rng.chance(0.2) ? [goods.image] : [],
      });
    }
    const askCount = rng.int(0, 3);
    for (let i = 0; i < askCount; i++) {
      const qa = rng.pick(reviews.asks);
      const createdAt = FEEDBACK_EPOCH - rng.int(1, 90) * DAY - rng.int(0, DAY);
      const answered = rng.chance(0.8);
      asks.push({
        id: asks.length + 1,
        goodsId: goods.id,
        memberId: null,
        name: rng.pick(BUYERS),
        content: qa.question.replace('{unit}', String(goods.packageUnit)),
        anonymous: rng.chance(0.3) ? 'YES' : 'NO',
        reply: answered ? qa.answer.replace('{unit}', String(goods.packageUnit)) : null,
        replyTime: answered ? createdAt + rng.int(600, DAY) : null,
        createdAt,
      });
    }
    const saleCount = Math.min(goods.sales, rng.int(0, 12));
    for (let i = 0; i < saleCount; i++) {
      const sku = rng.pick(skus);
      sales.push({
        id: sales.length + 1,
        goodsId: goods.id,
        name: rng.pick(BUYERS),
        num: goods.packageUnit * rng.int(1, 20),
        priceCents: sku.priceCents,
        createdAt: FEEDBACK_EPOCH - rng.int(0, 60) * DAY - rng.int(0, DAY),
      });
    }
  }

  await bulkInsert(q, 'goods_comment', [
    { name: 'id', type: 'bigint', values: comments.map((c) => c.id) },
    { name: 'goods_id', type: 'bigint', values: comments.map((c) => c.goodsId) },
    { name: 'sku_id', type: 'bigint', values: comments.map((c) => c.skuId) },
    { name: 'member_id', type: 'bigint', values: comments.map((c) => c.memberId) },
    { name: 'member_name', type: 'text', values: comments.map((c) => c.name) },
    { name: 'content', type: 'text', values: comments.map((c) => c.review.text) },
    { name: 'grade', type: 'text', values: comments.map((c) => c.review.grade) },
    { name: 'reply', type: 'text', values: comments.map((c) => c.review.reply ?? null) },
    { name: 'created_at', type: 'bigint', values: comments.map((c) => c.createdAt) },
  ]);
  // Photos are few; set them one statement per goods rather than teach bulkInsert text arrays.
  for (const c of comments.filter((c) => c.images.length > 0)) {
    await setCommentImages(q, c.id, c.images);
  }
  await bulkInsert(q, 'goods_ask', [
    { name: 'id', type: 'bigint', values: asks.map((a) => a.id) },
    { name: 'goods_id', type: 'bigint', values: asks.map((a) => a.goodsId) },
    { name: 'member_id', type: 'bigint', values: asks.map((a) => a.memberId) },
    { name: 'member_name', type: 'text', values: asks.map((a) => a.name) },
    { name: 'content', type: 'text', values: asks.map((a) => a.content) },
    { name: 'anonymous', type: 'text', values: asks.map((a) => a.anonymous) },
    { name: 'reply', type: 'text', values: asks.map((a) => a.reply) },
    { name: 'reply_time', type: 'bigint', values: asks.map((a) => a.replyTime) },
    { name: 'created_at', type: 'bigint', values: asks.map((a) => a.createdAt) },
  ]);
  await bulkInsert(q, 'goods_sale', [
    { name: 'id', type: 'bigint', values: sales.map((s) => s.id) },
    { name: 'goods_id', type: 'bigint', values: sales.map((s) => s.goodsId) },
    { name: 'buyer_name', type: 'text', values: sales.map((s) => s.name) },
    { name: 'num', type: 'int', values: sales.map((s) => s.num) },
    { name: 'price_cents', type: 'bigint', values: sales.map((s) => s.priceCents) },
    { name: 'created_at', type: 'bigint', values: sales.map((s) => s.createdAt) },
  ]);
}
