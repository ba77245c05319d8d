import type { FastifyPluginAsync } from 'fastify';
import {
  BuyNow,
  CartAdd,
  CartLinesQuery,
  CartWayQuery,
  CheckedForm,
  isPromotionType,
  LineEdit,
  PromotionChoice,
  PROMOTION_TYPES,
  PromotionDrop,
  SellerParams,
  SkuIdsParams,
  SkuParams,
} from '../../../../../src/core/contract/requests-cart';
import { CartView, PriceDetail } from '../../../../../src/core/contract/types-cart';
import { validationError } from '../../../http/errors';
import { NO_BODY } from '../../../http/reply-kinds';
import type { StructTypes } from '../../../http/type-provider';
import { requireMember } from '../../guards';
import { activityOf } from '../fields';

const done = { 200: NO_BODY };

/** The cart of the Javashop family (`/buyer/trade/carts`, `/buyer/trade/promotion`): snake_case, HTTP statuses. */
export const javashopCartRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  // before the schemas read the request: a caller without a session is told so, whatever it sent
  const preValidation = requireMember(app);
  const { cart, absoluteUrl } = app.services;

  for (const variant of ['all', 'checked'] as const) {
    app.get(
      `/buyer/trade/carts/${variant}`,
      { preValidation, schema: { querystring: CartWayQuery, response: { 200: CartView } } },
      async (request) => cart.view(request.memberId, request.query.way, request.lang, variant === 'checked', absoluteUrl),
    );
  }

  app.get(
    '/buyer/trade/carts/price',
    { preValidation, schema: { querystring: CartWayQuery, response: { 200: PriceDetail } } },
    async (request) => cart.price(request.memberId, request.query.way, request.lang),
  );

  app.post('/buyer/trade/carts', { preValidation, schema: { body: CartAdd, response: done } }, async (request, reply) => {
    const { body } = request;
    await cart.add(request.memberId, body.sku_id, body.num, body.shipment_type, activityOf(body));
    return reply.status(200).send();
  });

  app.post('/buyer/trade/carts/buy', { preValidation, schema: { body: BuyNow, response: done } }, async (request, reply) => {
    const { body } = request;
    await cart.buyNow(request.memberId, body.sku_id, body.num, body.shipment_type);
    return reply.status(200).send();
  });

  // `checked` wins over `num` when both are sent (api-reference).
  app.post(
    '/buyer/trade/carts/sku/:sku_id',
    { preValidation, schema: { params: SkuParams, querystring: CartWayQuery, body: LineEdit, response: done } },
    async (request, reply) => {
      const skuId = request.params.sku_id;
      const { shipment_type: shipmentType, checked, num } = request.body;
      const way = request.query.way;
      // the body's schema reads `checked` only when it is there (LineEdit): an empty one is not a choice
      if (checked === 0 || checked === 1) await cart.setChecked(request.memberId, way, checked, { skuId, shipmentType });
      else if (num !== undefined) await cart.setNum(request.memberId, way, skuId, num, shipmentType);
      else throw validationError('fieldRequired', { field: 'num' });
      return reply.status(200).send();
    },
  );

  app.post(
    '/buyer/trade/carts/checked',
    { preValidation, schema: { querystring: CartWayQuery, body: CheckedForm, response: done } },
    async (request, reply) => {
      await cart.setChecked(request.memberId, request.query.way, request.body.checked, 'all');
      return reply.status(200).send();
    },
  );

  app.post(
    '/buyer/trade/carts/seller/:seller_id',
    { preValidation, schema: { params: SellerParams, querystring: CartWayQuery, body: CheckedForm, response: done } },
    async (request, reply) => {
      await cart.setChecked(request.memberId, request.query.way, request.body.checked, { shopId: request.params.seller_id });
      return reply.status(200).send();
    },
  );

  app.delete(
    '/buyer/trade/carts/:sku_ids/sku',
    { preValidation, schema: { params: SkuIdsParams, querystring: CartLinesQuery, response: done } },
    async (request, reply) => {
      await cart.remove(request.memberId, request.query.way, request.params.sku_ids, request.query.shipment_type);
      return reply.status(200).send();
    },
  );

  app.delete('/buyer/trade/carts', { preValidation, schema: { querystring: CartWayQuery, response: done } }, async (request, reply) => {
    await cart.remove(request.memberId, request.query.way, 'all');
    return reply.status(200).send();
  });

  app.post('/buyer/trade/promotion', { preValidation, schema: { body: PromotionChoice, response: done } }, async (request, reply) => {
    const { seller_id: shopId, sku_id: skuId, promotion_id: id, promotion_type: type } = request.body;
    // the schema held it to PROMOTION_TYPES; the client's type of it is text
    if (!isPromotionType(type)) throw validationError('fieldOneOf', { field: 'promotion_type', values: PROMOTION_TYPES.join(', ') });
    await cart.choosePromotion(request.memberId, shopId, skuId, type === 'NO' ? null : { id, type });
    return reply.status(200).send();
  });

  app.delete('/buyer/trade/promotion', { preValidation, schema: { body: PromotionDrop, response: done } }, async (request, reply) => {
    await cart.choosePromotion(request.memberId, request.body.seller_id, request.body.sku_id, null);
    return reply.status(200).send();
  });
};
