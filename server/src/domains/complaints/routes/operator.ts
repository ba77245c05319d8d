import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  ComplaintParams,
  SellerComplaintQuery,
  SellerMoveForm,
  SellerReplyForm,
} from '../../../../../src/core/contract/requests-complaints';
import { SellerComplaintPage } from '../../../../../src/core/contract/types-complaints';
import { bearerToken } from '../../../http/request-context';
import { NO_BODY } from '../../../http/reply-kinds';
import type { StructTypes } from '../../../http/type-provider';

const done = { 200: NO_BODY };

/**
 * The platform's side of complaints under the seller API base (`config.sellerApi`, `/api/seller`),
 * as after-sale's: the caller signs in as a member that SELLER_ACCOUNTS names the keeper of a shop,
 * and answers for the complaints about that shop: reads them with their dialogue, replies, and
 * moves them to communication, arbitration or complete. This reference server has no separate
 * platform console; the keeper stands in for it, so the whole loop runs and is tested.
 */
export const complaintOperatorRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  const { complaints, trade, accounts, absoluteUrl } = app.services;
  // the shop the token's member keeps; 403 without a session or when the member keeps none
  const shopOf = async (request: FastifyRequest) =>
    trade.sellerShop(await accounts.sessions.authenticate(bearerToken(request.headers.authorization)));

  app.get(
    '/seller/complaints',
    { schema: { querystring: SellerComplaintQuery, response: { 200: SellerComplaintPage } } },
    async (request) => complaints.operator.list(await shopOf(request), request.query, request.lang, absoluteUrl),
  );
  app.post(
    '/seller/complaints/:id/reply',
    { schema: { params: ComplaintParams, body: SellerReplyForm, response: done } },
    async (request, reply) => {
      await complaints.operator.reply(await shopOf(request), request.params.id, request.body.content);
      return reply.status(200).send();
    },
  );
  app.post(
    '/seller/complaints/:id/status',
    { schema: { params: ComplaintParams, body: SellerMoveForm, response: done } },
    async (request, reply) => {
      await complaints.operator.move(await shopOf(request), request.params.id, request.body.status);
      return reply.status(200).send();
    },
  );
};
