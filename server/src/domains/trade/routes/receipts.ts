import type { FastifyPluginAsync } from 'fastify';
import { array, literal } from 'superstruct';
import { oneOfReplies } from '../../../../../src/core/contract/one-of-replies';
import {
  HistoryIdParams,
  MailFields,
  ReceiptIdParams,
  ShopIdsParams,
  TitleDefaultParams,
  TitleForm,
  TitleTypeParams,
  TitleUpdate,
  ZpzzFields,
} from '../../../../../src/core/contract/requests-receipts';
import { JavashopPageQuery } from '../../../../../src/core/contract/requests-trade';
import { javashopPage } from '../../../../../src/core/contract/shared-structs';
import {
  MailAddress,
  ReceiptHistory,
  ReceiptHistoryDetail,
  SavedTitle,
  ShopReceiptKinds,
  Zpzz,
} from '../../../../../src/core/contract/types-receipts';
import { NO_BODY } from '../../../http/reply-kinds';
import { pageOf } from '../../../http/javashop-fields';
import type { StructTypes } from '../../../http/type-provider';
import { requireMember } from '../../guards';

const done = { 200: NO_BODY };

/**
 * The receipt book of spec §7 Member "Receipts", Javashop 7 paths: saved titles
 * (`members/receipt`), the special VAT qualification (`members/zpzz`), the mailing address
 * (`members/receipt/address`), past invoices (`members/receipt/history`), and which invoices
 * shops issue (`shops/{ids}/check/receipt`). Another member's row is a 404.
 */
export const receiptRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  // before the schemas read the request: a caller without a session is told so, whatever it sent
  const preValidation = requireMember(app);
  const { receipts } = app.services.trade;
  const { titles, zpzz, address, history } = receipts;

  // past invoices first: `history` must not be read as a receipt type
  app.get(
    '/buyer/members/receipt/history',
    { preValidation, schema: { querystring: JavashopPageQuery, response: { 200: javashopPage(ReceiptHistory) } } },
    async (request) => history.list(request.memberId, pageOf(request.query)),
  );
  app.get(
    '/buyer/members/receipt/history/:history_id',
    { preValidation, schema: { params: HistoryIdParams, response: { 200: ReceiptHistoryDetail } } },
    async (request) => history.detail(request.memberId, request.params.history_id, request.lang),
  );

  // null when the member has none
  app.get(
    '/buyer/members/receipt/address/detail',
    { preValidation, schema: { response: { 200: oneOfReplies(MailAddress, literal(null)) } } },
    async (request) => address.detail(request.memberId),
  );
  app.post(
    '/buyer/members/receipt/address',
    { preValidation, schema: { body: MailFields, response: { 200: MailAddress } } },
    async (request) => address.add(request.memberId, request.body),
  );
  app.put(
    '/buyer/members/receipt/address/:id',
    { preValidation, schema: { params: ReceiptIdParams, body: MailFields, response: { 200: MailAddress } } },
    async (request) => address.update(request.memberId, request.params.id, request.body),
  );

  app.get(
    '/buyer/members/receipt/:type',
    { preValidation, schema: { params: TitleTypeParams, response: { 200: array(SavedTitle) } } },
    async (request) => titles.list(request.memberId, request.params.type),
  );
  app.post('/buyer/members/receipt', { preValidation, schema: { body: TitleForm, response: { 200: SavedTitle } } }, async (request) =>
    titles.add(request.memberId, request.body),
  );
  app.put(
    '/buyer/members/receipt/:id',
    { preValidation, schema: { params: ReceiptIdParams, body: TitleUpdate, response: { 200: SavedTitle } } },
    async (request) => titles.update(request.memberId, request.params.id, request.body),
  );
  app.delete(
    '/buyer/members/receipt/:id',
    { preValidation, schema: { params: ReceiptIdParams, response: done } },
    async (request, reply) => {
      await titles.remove(request.memberId, request.params.id);
      return reply.status(200).send();
    },
  );
  app.put(
    '/buyer/members/receipt/:id/:type',
    { preValidation, schema: { params: TitleDefaultParams, response: done } },
    async (request, reply) => {
      await titles.makeDefault(request.memberId, request.params.id, request.params.type);
      return reply.status(200).send();
    },
  );

  app.get(
    '/buyer/members/zpzz/detail',
    { preValidation, schema: { response: { 200: oneOfReplies(Zpzz, literal(null)) } } },
    async (request) => zpzz.detail(request.memberId),
  );
  app.post('/buyer/members/zpzz', { preValidation, schema: { body: ZpzzFields, response: { 200: Zpzz } } }, async (request) =>
    zpzz.add(request.memberId, request.body),
  );
  app.put(
    '/buyer/members/zpzz/:id',
    { preValidation, schema: { params: ReceiptIdParams, body: ZpzzFields, response: { 200: Zpzz } } },
    async (request) => zpzz.update(request.memberId, request.params.id, request.body),
  );
  app.delete('/buyer/members/zpzz/:id', { preValidation, schema: { params: ReceiptIdParams, response: done } }, async (request, reply) => {
    await zpzz.remove(request.memberId, request.params.id);
    return reply.status(200).send();
  });

  app.get(
    '/buyer/shops/:ids/check/receipt',
    { preValidation, schema: { params: ShopIdsParams, response: { 200: array(ShopReceiptKinds) } } },
    async (request) => receipts.shopKinds(request.params.ids),
  );
};
