import type { FastifyPluginAsync } from 'fastify';
import { PAGE_NO_MAX, PAGE_SIZE_MAX } from '../../../src/core/contract/rules';
import { PURCHASE_STATUSES } from '../../../src/core/contract/rules-purchase';
import type { AppContext } from '../context';
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
} from '../http/params';
import { createPurchaseBook } from '../services/purchase/purchase-book';
import { parsePurchaseInput } from '../services/purchase/purchase-input';
import { requireMember } from './require-member';

/**
 * Purchase requests (spec §7 "Purchase requests (token)"), a custom layer with no public source,
 * shaped like the Javashop family: `POST /b2b/purchase/orders` publishes (replies the new
 * request), `GET /b2b/purchase/orders/search` pages `{data, page_no, page_size, data_total}`
 * (keyword, category, status, mine=1), `GET /b2b/purchase/orders/{id}` reads one. All need a token.
 */
export const purchaseRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const preHandler = requireMember(ctx);
  const book = createPurchaseBook(ctx.db, ctx.clock);

  app.post('/b2b/purchase/orders', { preHandler }, async (request) => {
    const source = { ...asSource(request.query), ...asSource(request.body) };
    const input = parsePurchaseInput(source, request.memberId, ctx.clock());
    const id = await book.publish(request.memberId, input);
    return book.detail(request.memberId, id, request.lang, ctx.assets(request));
  });

  app.get('/b2b/purchase/orders/search', { preHandler }, async (request) => {
    const query = asSource(request.query);
    const keyword = optionalString(query, 'keyword', 200);
    const category = optionalInt(query, 'category', INT_ID_RANGE);
    const status = oneOf(query, 'status', PURCHASE_STATUSES);
    return book.search(
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
      ctx.assets(request),
    );
  });

  app.get('/b2b/purchase/orders/:id', { preHandler }, async (request) =>
    book.detail(request.memberId, requiredInt(asSource(request.params), 'id', ID_RANGE), request.lang, ctx.assets(request)),
  );
};
