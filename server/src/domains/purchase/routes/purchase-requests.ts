import type { FastifyPluginAsync } from 'fastify';
import { PAGE_NO_MAX, PAGE_SIZE_MAX } from '../../../../../src/core/contract/rules';
import { PURCHASE_STATUSES } from '../../../../../src/core/contract/rules-purchase';
import {
  asSource,
  ID_RANGE,
  INT_ID_RANGE,
  intWithDefault,
  oneOf,
  optionalFlag,
  optionalInt,
  optionalString,
  requiredInt,
} from '../../../http/params';
import { requireMember } from '../../guards';

/**
 * Purchase requests (spec §7 "Purchase requests (token)"), a custom layer with no public source,
 * shaped like the Javashop family: `POST /b2b/purchase/orders` publishes (replies the new
 * request), `GET /b2b/purchase/orders/search` pages `{data, page_no, page_size, data_total}`
 * (keyword, category, status, mine=1), `GET /b2b/purchase/orders/{id}` reads one. All need a token.
 */
export const purchaseRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = requireMember(app);
  const { purchase, absoluteUrl } = app.services;

  app.post('/b2b/purchase/orders', { preHandler }, async (request) => {
    const source = { ...asSource(request.query), ...asSource(request.body) };
    return purchase.publish(request.memberId, source, request.lang, absoluteUrl);
  });

  app.get('/b2b/purchase/orders/search', { preHandler }, async (request) => {
    const query = asSource(request.query);
    const keyword = optionalString(query, 'keyword', 200);
    const category = optionalInt(query, 'category', INT_ID_RANGE);
    const status = oneOf(query, 'status', PURCHASE_STATUSES);
    return purchase.search(
      request.memberId,
      {
        ...(keyword ? { keyword } : {}),
        ...(category ? { category } : {}),
        ...(status ? { status } : {}),
        mine: optionalFlag(query, 'mine') ?? false,
        pageNo: intWithDefault(query, 'page_no', { min: 1, max: PAGE_NO_MAX }, 1),
        pageSize: intWithDefault(query, 'page_size', { min: 1, max: PAGE_SIZE_MAX }, 10),
      },
      request.lang,
      absoluteUrl,
    );
  });

  app.get('/b2b/purchase/orders/:id', { preHandler }, async (request) =>
    purchase.detail(request.memberId, requiredInt(asSource(request.params), 'id', ID_RANGE), request.lang, absoluteUrl),
  );
};
