import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CART_LINES_MAX, CART_WAYS, type CartWay } from '../../../src/core/contract/rules';
import { DROPSHIP, WHOLESALE, type ShipmentType } from '../../../src/core/contract/shipment';
import type { AppContext } from '../context';
import { validationError } from '../http/errors';
import { asSource, ID_RANGE, INT_ID_RANGE, oneOf, optionalInt, requiredInt, type Source } from '../http/params';
import { mallOk } from '../http/render';
import { ADD_NUM_RANGE, PROMOTION_TYPES, type CheckScope, type PromotionType } from '../services/cart/cart-service';
import { requireMember } from './require-member';

const FLAG = ['0', '1'] as const;

/** Ids as `1,2,3` (Javashop path) or repeated / comma-separated params (mall forms). */
export function idList(source: Source, field: string): number[] {
  const raw = source[field];
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((value) =>
    value === undefined || value === null ? [] : String(value).split(','),
  );
  const ids = parts.map((part) => part.trim()).filter((part) => part !== '');
  const fail = () => validationError('tradeIdList', { field, max: CART_LINES_MAX });
  if (ids.length === 0 || ids.length > CART_LINES_MAX) throw fail();
  return ids.map((id) => {
    const value = /^\d{1,16}$/.test(id) ? Number(id) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < 1) throw fail();
    return value;
  });
}

const wayOf = (request: FastifyRequest): CartWay => oneOf(asSource(request.query), 'way', CART_WAYS, 'CART');
const flagOf = (source: Source, field = 'checked'): 0 | 1 | undefined => {
  const value = oneOf(source, field, FLAG);
  return value === undefined ? undefined : value === '1' ? 1 : 0;
};
const requiredFlag = (source: Source, field = 'checked'): 0 | 1 => {
  const value = flagOf(source, field);
  if (value === undefined) throw validationError('fieldRequired', { field });
  return value;
};
/**
 * A line's shipment type: `shipment_type` in the Javashop family, `shipmentType` in the mall's,
 * 1 (wholesale) or 2 (dropshipping); anything else is a translated 400 before anything is written.
 * Absent, `fallback` applies: wholesale where one line must be meant (add, set a quantity), every
 * line of the sku where several can be (check, delete), so clients that predate types still work.
 */
function shipmentOf(source: Source, field: string): ShipmentType | undefined;
function shipmentOf(source: Source, field: string, fallback: ShipmentType): ShipmentType;
function shipmentOf(source: Source, field: string, fallback?: ShipmentType): ShipmentType | undefined {
  const value = oneOf(source, field, ['1', '2'] as const);
  return value === undefined ? fallback : value === '2' ? DROPSHIP : WHOLESALE;
}

/**
 * `activity_id` with `promotion_type` (api-reference `POST trade/carts`): the activity a promo page
 * adds the goods under. Both or neither; `NO` means none.
 */
function activityOf(source: Source): { id: number; type: PromotionType } | undefined {
  const id = optionalInt(source, 'activity_id', ID_RANGE);
  const type = oneOf(source, 'promotion_type', PROMOTION_TYPES);
  if (id === undefined && type === undefined) return undefined;
  if (id === undefined) throw validationError('fieldRequired', { field: 'activity_id' });
  if (type === undefined) throw validationError('fieldRequired', { field: 'promotion_type' });
  return type === 'NO' ? undefined : { id, type };
}

/** Query and form fields together (Javashop clients send `checked` in either). */
const fieldsOf = (request: FastifyRequest): Source => ({ ...asSource(request.query), ...asSource(request.body) });

/** Snake-case keys to camelCase, deep: the mall family's key style over the same objects. */
export function camelKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), camelKeys(inner)]),
  );
}

export const cartRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const preHandler = requireMember(ctx);

  // --- Javashop family -----------------------------------------------------------------------

  for (const variant of ['all', 'checked'] as const) {
    app.get(`/buyer/trade/carts/${variant}`, { preHandler }, async (request) => {
      return ctx.cart.view(request.memberId, wayOf(request), request.lang, variant === 'checked', ctx.assets(request));
    });
  }

  app.get('/buyer/trade/carts/price', { preHandler }, async (request) => ctx.cart.price(request.memberId, wayOf(request), request.lang));

  app.post('/buyer/trade/carts', { preHandler }, async (request, reply) => {
    const body = fieldsOf(request);
    const skuId = requiredInt(body, 'sku_id', ID_RANGE);
    const num = requiredInt(body, 'num', ADD_NUM_RANGE);
    await ctx.cart.add(request.memberId, skuId, num, shipmentOf(body, 'shipment_type', WHOLESALE), activityOf(body));
    return reply.status(200).send();
  });

  app.post('/buyer/trade/carts/buy', { preHandler }, async (request, reply) => {
    const body = fieldsOf(request);
    const skuId = requiredInt(body, 'sku_id', ID_RANGE);
    const num = requiredInt(body, 'num', ADD_NUM_RANGE);
    await ctx.cart.buyNow(request.memberId, skuId, num, shipmentOf(body, 'shipment_type', WHOLESALE));
    return reply.status(200).send();
  });

  // `checked` wins over `num` when both are sent (api-reference).
  app.post('/buyer/trade/carts/sku/:sku_id', { preHandler }, async (request, reply) => {
    const skuId = requiredInt(asSource(request.params), 'sku_id', ID_RANGE);
    const body = fieldsOf(request);
    const shipmentType = shipmentOf(body, 'shipment_type');
    const checked = flagOf(body);
    if (checked !== undefined) await ctx.cart.setChecked(request.memberId, wayOf(request), checked, { skuId, shipmentType });
    else await ctx.cart.setNum(request.memberId, wayOf(request), skuId, requiredInt(body, 'num', ADD_NUM_RANGE), shipmentType);
    return reply.status(200).send();
  });

  app.post('/buyer/trade/carts/checked', { preHandler }, async (request, reply) => {
    await ctx.cart.setChecked(request.memberId, wayOf(request), requiredFlag(fieldsOf(request)), 'all');
    return reply.status(200).send();
  });

  app.post('/buyer/trade/carts/seller/:seller_id', { preHandler }, async (request, reply) => {
    const shopId = requiredInt(asSource(request.params), 'seller_id', INT_ID_RANGE);
    await ctx.cart.setChecked(request.memberId, wayOf(request), requiredFlag(fieldsOf(request)), { shopId });
    return reply.status(200).send();
  });

  app.delete('/buyer/trade/carts/:sku_ids/sku', { preHandler }, async (request, reply) => {
    const skuIds = idList(asSource(request.params), 'sku_ids');
    await ctx.cart.remove(request.memberId, wayOf(request), skuIds, shipmentOf(asSource(request.query), 'shipment_type'));
    return reply.status(200).send();
  });

  app.delete('/buyer/trade/carts', { preHandler }, async (request, reply) => {
    await ctx.cart.remove(request.memberId, wayOf(request), 'all');
    return reply.status(200).send();
  });

  app.post('/buyer/trade/promotion', { preHandler }, async (request, reply) => {
    const body = fieldsOf(request);
    const shopId = requiredInt(body, 'seller_id', INT_ID_RANGE);
    const skuId = requiredInt(body, 'sku_id', ID_RANGE);
    const id = requiredInt(body, 'promotion_id', { min: 0, max: Number.MAX_SAFE_INTEGER });
    const type = oneOf(body, 'promotion_type', PROMOTION_TYPES);
    if (type === undefined) throw validationError('fieldRequired', { field: 'promotion_type' });
    await ctx.cart.choosePromotion(request.memberId, shopId, skuId, type === 'NO' ? null : { id, type });
    return reply.status(200).send();
  });

  app.delete('/buyer/trade/promotion', { preHandler }, async (request, reply) => {
    const query = fieldsOf(request);
    const shopId = requiredInt(query, 'seller_id', INT_ID_RANGE);
    const skuId = requiredInt(query, 'sku_id', ID_RANGE);
    await ctx.cart.choosePromotion(request.memberId, shopId, skuId, null);
    return reply.status(200).send();
  });

  // --- mall family (camelCase, 200 envelope) ---------------------------------------------------

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/mallpcapi/orderCart/cartlist',
      preHandler,
      handler: async (request) =>
        mallOk(request.lang, camelKeys(await ctx.cart.view(request.memberId, 'CART', request.lang, false, ctx.assets(request)))),
    });
  }

  app.post('/mallpcapi/orderCart/cartcount', { preHandler }, async (request) => {
    // The spec's client sends shipmentType=1 for the header badge. One cart holds both kinds of
    // line and the badge must agree with /cart, so a valid type is checked but counts the whole
    // cart (see cart-service `count`).
    shipmentOf(asSource(request.body), 'shipmentType');
    return mallOk(request.lang, await ctx.cart.count(request.memberId));
  });

  app.post('/mallpcapi/orderCart/addtocart', { preHandler }, async (request) => {
    const body = asSource(request.body);
    const skuId = requiredInt(body, 'skuId', ID_RANGE);
    const num = requiredInt(body, 'num', ADD_NUM_RANGE);
    return mallOk(request.lang, await ctx.cart.add(request.memberId, skuId, num, shipmentOf(body, 'shipmentType', WHOLESALE)));
  });

  app.post('/mallpcapi/orderCart/edit', { preHandler }, async (request) => {
    const body = asSource(request.body);
    const skuId = requiredInt(body, 'skuId', ID_RANGE);
    const num = requiredInt(body, 'num', ADD_NUM_RANGE);
    await ctx.cart.setNum(request.memberId, 'CART', skuId, num, shipmentOf(body, 'shipmentType', WHOLESALE));
    return mallOk(request.lang, await ctx.cart.count(request.memberId));
  });

  app.post('/mallpcapi/orderCart/delete', { preHandler }, async (request) => {
    const body = asSource(request.body);
    await ctx.cart.remove(request.memberId, 'CART', idList(body, 'skuIds'), shipmentOf(body, 'shipmentType'));
    return mallOk(request.lang, await ctx.cart.count(request.memberId));
  });

  /** `checked` for one `skuId` (one of its lines with `shipmentType`), one `sellerId`, or (neither) the whole cart. */
  app.post('/mallpcapi/orderCart/ischecked', { preHandler }, async (request) => {
    const body = asSource(request.body);
    const checked = requiredFlag(body);
    const skuId = optionalInt(body, 'skuId', ID_RANGE);
    const shopId = optionalInt(body, 'sellerId', INT_ID_RANGE);
    const shipmentType = shipmentOf(body, 'shipmentType');
    const scope: CheckScope = skuId !== undefined ? { skuId, shipmentType } : shopId !== undefined ? { shopId } : 'all';
    await ctx.cart.setChecked(request.memberId, 'CART', checked, scope);
    return mallOk(request.lang, await ctx.cart.count(request.memberId));
  });

  app.post('/mallpcapi/conditionSale/check', { preHandler }, async (request) => {
    const body = asSource(request.body);
    const skuId = requiredInt(body, 'skuId', ID_RANGE);
    const num = requiredInt(body, 'num', ADD_NUM_RANGE);
    return mallOk(request.lang, await ctx.cart.check(skuId, num, request.lang, shipmentOf(body, 'shipmentType', WHOLESALE)));
  });
};
