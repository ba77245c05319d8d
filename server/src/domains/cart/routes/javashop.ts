import type { FastifyPluginAsync } from 'fastify';
import { WHOLESALE } from '../../../../../src/core/contract/shipment';
import { validationError } from '../../../http/errors';
import { asSource, ID_RANGE, INT_ID_RANGE, oneOf, requiredInt } from '../../../http/params';
import { fieldsOf } from '../../../http/request-fields';
import { ADD_NUM_RANGE, PROMOTION_TYPES } from '../../../services/cart/cart-service';
import { requireMember } from '../../guards';
import { activityOf, flagOf, idList, requiredFlag, shipmentOf, wayOf } from '../fields';

/** The cart of the Javashop family (`/buyer/trade/carts`, `/buyer/trade/promotion`): snake_case, HTTP statuses. */
export const javashopCartRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = requireMember(app);
  const { cart, absoluteUrl } = app.services;

  for (const variant of ['all', 'checked'] as const) {
    app.get(`/buyer/trade/carts/${variant}`, { preHandler }, async (request) => {
      return cart.view(request.memberId, wayOf(request), request.lang, variant === 'checked', absoluteUrl);
    });
  }

  app.get('/buyer/trade/carts/price', { preHandler }, async (request) => cart.price(request.memberId, wayOf(request), request.lang));

  app.post('/buyer/trade/carts', { preHandler }, async (request, reply) => {
    const body = fieldsOf(request);
    const skuId = requiredInt(body, 'sku_id', ID_RANGE);
    const num = requiredInt(body, 'num', ADD_NUM_RANGE);
    await cart.add(request.memberId, skuId, num, shipmentOf(body, 'shipment_type', WHOLESALE), activityOf(body));
    return reply.status(200).send();
  });

  app.post('/buyer/trade/carts/buy', { preHandler }, async (request, reply) => {
    const body = fieldsOf(request);
    const skuId = requiredInt(body, 'sku_id', ID_RANGE);
    const num = requiredInt(body, 'num', ADD_NUM_RANGE);
    await cart.buyNow(request.memberId, skuId, num, shipmentOf(body, 'shipment_type', WHOLESALE));
    return reply.status(200).send();
  });

  // `checked` wins over `num` when both are sent (api-reference).
  app.post('/buyer/trade/carts/sku/:sku_id', { preHandler }, async (request, reply) => {
    const skuId = requiredInt(asSource(request.params), 'sku_id', ID_RANGE);
    const body = fieldsOf(request);
    const shipmentType = shipmentOf(body, 'shipment_type');
    const checked = flagOf(body);
    if (checked !== undefined) await cart.setChecked(request.memberId, wayOf(request), checked, { skuId, shipmentType });
    else await cart.setNum(request.memberId, wayOf(request), skuId, requiredInt(body, 'num', ADD_NUM_RANGE), shipmentType);
    return reply.status(200).send();
  });

  app.post('/buyer/trade/carts/checked', { preHandler }, async (request, reply) => {
    await cart.setChecked(request.memberId, wayOf(request), requiredFlag(fieldsOf(request)), 'all');
    return reply.status(200).send();
  });

  app.post('/buyer/trade/carts/seller/:seller_id', { preHandler }, async (request, reply) => {
    const shopId = requiredInt(asSource(request.params), 'seller_id', INT_ID_RANGE);
    await cart.setChecked(request.memberId, wayOf(request), requiredFlag(fieldsOf(request)), { shopId });
    return reply.status(200).send();
  });

  app.delete('/buyer/trade/carts/:sku_ids/sku', { preHandler }, async (request, reply) => {
    const skuIds = idList(asSource(request.params), 'sku_ids');
    await cart.remove(request.memberId, wayOf(request), skuIds, shipmentOf(asSource(request.query), 'shipment_type'));
    return reply.status(200).send();
  });

  app.delete('/buyer/trade/carts', { preHandler }, async (request, reply) => {
    await cart.remove(request.memberId, wayOf(request), 'all');
    return reply.status(200).send();
  });

  app.post('/buyer/trade/promotion', { preHandler }, async (request, reply) => {
    const body = fieldsOf(request);
    const shopId = requiredInt(body, 'seller_id', INT_ID_RANGE);
    const skuId = requiredInt(body, 'sku_id', ID_RANGE);
    const id = requiredInt(body, 'promotion_id', { min: 0, max: Number.MAX_SAFE_INTEGER });
    const type = oneOf(body, 'promotion_type', PROMOTION_TYPES);
    if (type === undefined) throw validationError('fieldRequired', { field: 'promotion_type' });
    await cart.choosePromotion(request.memberId, shopId, skuId, type === 'NO' ? null : { id, type });
    return reply.status(200).send();
  });

  app.delete('/buyer/trade/promotion', { preHandler }, async (request, reply) => {
    const query = fieldsOf(request);
    const shopId = requiredInt(query, 'seller_id', INT_ID_RANGE);
    const skuId = requiredInt(query, 'sku_id', ID_RANGE);
    await cart.choosePromotion(request.memberId, shopId, skuId, null);
    return reply.status(200).send();
  });
};
