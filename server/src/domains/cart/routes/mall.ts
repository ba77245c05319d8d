import type { FastifyPluginAsync } from 'fastify';
import { mallReply } from '../../../../../src/core/contract/envelope';
import { MallCartCount, MallCheck, MallDelete, MallLine } from '../../../../../src/core/contract/requests-cart';
import { MallCartView, SaleCheck } from '../../../../../src/core/contract/types-cart-mall';
import { number } from 'superstruct';
import { mallOk } from '../../../http/render';
import type { StructTypes } from '../../../http/type-provider';
import type { CheckScope } from '../../../services/cart/cart-service';
import { requireMember } from '../../guards';
import { camelKeys } from '../fields';

/** The count of units in the cart after the call. */
const count = { 200: mallReply(number()) };

/** The cart of the mall family (`/mallpcapi/orderCart/*`, `conditionSale/check`): camelCase, 200 envelope. */
export const mallCartRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  // before the schemas read the request: a caller without a session is told so, whatever it sent
  const preValidation = requireMember(app);
  const { cart, absoluteUrl } = app.services;

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/mallpcapi/orderCart/cartlist',
      preValidation,
      schema: { response: { 200: mallReply(MallCartView) } },
      handler: async (request) =>
        mallOk(request.lang, camelKeys(await cart.view(request.memberId, 'CART', request.lang, false, absoluteUrl)) as MallCartView),
    });
  }

  // The spec's client sends shipmentType=1 for the header badge. One cart holds both kinds of
  // line and the badge must agree with /cart, so a valid type is checked but counts the whole
  // cart (see cart-service `count`).
  app.post('/mallpcapi/orderCart/cartcount', { preValidation, schema: { body: MallCartCount, response: count } }, async (request) =>
    mallOk(request.lang, await cart.count(request.memberId)),
  );

  app.post('/mallpcapi/orderCart/addtocart', { preValidation, schema: { body: MallLine, response: count } }, async (request) => {
    const { skuId, num, shipmentType } = request.body;
    return mallOk(request.lang, await cart.add(request.memberId, skuId, num, shipmentType));
  });

  app.post('/mallpcapi/orderCart/edit', { preValidation, schema: { body: MallLine, response: count } }, async (request) => {
    const { skuId, num, shipmentType } = request.body;
    await cart.setNum(request.memberId, 'CART', skuId, num, shipmentType);
    return mallOk(request.lang, await cart.count(request.memberId));
  });

  app.post('/mallpcapi/orderCart/delete', { preValidation, schema: { body: MallDelete, response: count } }, async (request) => {
    await cart.remove(request.memberId, 'CART', request.body.skuIds, request.body.shipmentType);
    return mallOk(request.lang, await cart.count(request.memberId));
  });

  /** `checked` for one `skuId` (one of its lines with `shipmentType`), one `sellerId`, or (neither) the whole cart. */
  app.post('/mallpcapi/orderCart/ischecked', { preValidation, schema: { body: MallCheck, response: count } }, async (request) => {
    const { checked, skuId, sellerId, shipmentType } = request.body;
    const scope: CheckScope = skuId !== undefined ? { skuId, shipmentType } : sellerId !== undefined ? { shopId: sellerId } : 'all';
    await cart.setChecked(request.memberId, 'CART', checked, scope);
    return mallOk(request.lang, await cart.count(request.memberId));
  });

  app.post(
    '/mallpcapi/conditionSale/check',
    { preValidation, schema: { body: MallLine, response: { 200: mallReply(SaleCheck) } } },
    async (request) => {
      const { skuId, num, shipmentType } = request.body;
      return mallOk(request.lang, await cart.check(skuId, num, request.lang, shipmentType));
    },
  );
};
