import type { FastifyPluginAsync } from 'fastify';
import { WHOLESALE } from '../../../../../src/core/contract/shipment';
import { asSource, ID_RANGE, INT_ID_RANGE, optionalInt, requiredInt } from '../../../http/params';
import { mallOk } from '../../../http/render';
import { ADD_NUM_RANGE, type CheckScope } from '../../../services/cart/cart-service';
import { requireMember } from '../../guards';
import { camelKeys, idList, requiredFlag, shipmentOf } from '../fields';

/** The cart of the mall family (`/mallpcapi/orderCart/*`, `conditionSale/check`): camelCase, 200 envelope. */
export const mallCartRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = requireMember(app);
  const { cart, absoluteUrl } = app.services;

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/mallpcapi/orderCart/cartlist',
      preHandler,
      handler: async (request) =>
        mallOk(request.lang, camelKeys(await cart.view(request.memberId, 'CART', request.lang, false, absoluteUrl))),
    });
  }

  app.post('/mallpcapi/orderCart/cartcount', { preHandler }, async (request) => {
    // The spec's client sends shipmentType=1 for the header badge. One cart holds both kinds of
    // line and the badge must agree with /cart, so a valid type is checked but counts the whole
    // cart (see cart-service `count`).
    shipmentOf(asSource(request.body), 'shipmentType');
    return mallOk(request.lang, await cart.count(request.memberId));
  });

  app.post('/mallpcapi/orderCart/addtocart', { preHandler }, async (request) => {
    const body = asSource(request.body);
    const skuId = requiredInt(body, 'skuId', ID_RANGE);
    const num = requiredInt(body, 'num', ADD_NUM_RANGE);
    return mallOk(request.lang, await cart.add(request.memberId, skuId, num, shipmentOf(body, 'shipmentType', WHOLESALE)));
  });

  app.post('/mallpcapi/orderCart/edit', { preHandler }, async (request) => {
    const body = asSource(request.body);
    const skuId = requiredInt(body, 'skuId', ID_RANGE);
    const num = requiredInt(body, 'num', ADD_NUM_RANGE);
    await cart.setNum(request.memberId, 'CART', skuId, num, shipmentOf(body, 'shipmentType', WHOLESALE));
    return mallOk(request.lang, await cart.count(request.memberId));
  });

  app.post('/mallpcapi/orderCart/delete', { preHandler }, async (request) => {
    const body = asSource(request.body);
    await cart.remove(request.memberId, 'CART', idList(body, 'skuIds'), shipmentOf(body, 'shipmentType'));
    return mallOk(request.lang, await cart.count(request.memberId));
  });

  /** `checked` for one `skuId` (one of its lines with `shipmentType`), one `sellerId`, or (neither) the whole cart. */
  app.post('/mallpcapi/orderCart/ischecked', { preHandler }, async (request) => {
    const body = asSource(request.body);
    const checked = requiredFlag(body);
    const skuId = optionalInt(body, 'skuId', ID_RANGE);
    const shopId = optionalInt(body, 'sellerId', INT_ID_RANGE);
    const shipmentType = shipmentOf(body, 'shipmentType');
    const scope: CheckScope = skuId !== undefined ? { skuId, shipmentType } : shopId !== undefined ? { shopId } : 'all';
    await cart.setChecked(request.memberId, 'CART', checked, scope);
    return mallOk(request.lang, await cart.count(request.memberId));
  });

  app.post('/mallpcapi/conditionSale/check', { preHandler }, async (request) => {
    const body = asSource(request.body);
    const skuId = requiredInt(body, 'skuId', ID_RANGE);
    const num = requiredInt(body, 'num', ADD_NUM_RANGE);
    return mallOk(request.lang, await cart.check(skuId, num, request.lang, shipmentOf(body, 'shipmentType', WHOLESALE)));
  });
};
