import type { FastifyPluginAsync } from 'fastify';
import { PurchaseId, PurchasePublish, PurchaseSearchQuery } from '../../../../../src/core/contract/requests-purchase';
import { Purchase, PurchasePage } from '../../../../../src/core/contract/types-purchase';
import { pageOf } from '../../../http/javashop-fields';
import type { StructTypes } from '../../../http/type-provider';
import { requireMember } from '../../guards';

/**
 * Purchase requests (spec §7 "Purchase requests (token)"), a custom layer with no public source,
 * shaped like the Javashop family: `POST /b2b/purchase/orders` publishes (replies the new
 * request), `GET /b2b/purchase/orders/search` pages `{data, page_no, page_size, data_total}`
 * (keyword, category, status, mine=1), `GET /b2b/purchase/orders/{id}` reads one. All need a token.
 */
export const purchaseRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  // before the schemas read the request: a caller without a session is told so, whatever it sent
  const preValidation = requireMember(app);
  const { purchase, absoluteUrl } = app.services;

  // the form's fields come in the query or the form (Javashop family, see http/javashop-fields.ts)
  app.post('/b2b/purchase/orders', { preValidation, schema: { body: PurchasePublish, response: { 200: Purchase } } }, async (request) =>
    purchase.publish(request.memberId, request.body, request.lang, absoluteUrl),
  );

  app.get(
    '/b2b/purchase/orders/search',
    { preValidation, schema: { querystring: PurchaseSearchQuery, response: { 200: PurchasePage } } },
    async (request) => {
      const { keyword, category, status, mine } = request.query;
      return purchase.search(
        request.memberId,
        {
          ...(keyword ? { keyword } : {}),
          ...(category ? { category } : {}),
          ...(status ? { status } : {}),
          mine,
          ...pageOf(request.query),
        },
        request.lang,
        absoluteUrl,
      );
    },
  );

  app.get('/b2b/purchase/orders/:id', { preValidation, schema: { params: PurchaseId, response: { 200: Purchase } } }, async (request) =>
    purchase.detail(request.memberId, request.params.id, request.lang, absoluteUrl),
  );
};
