import type { FastifyPluginAsync } from 'fastify';
import {
  RefundListQuery,
  ServiceApplyForm,
  ServiceListQuery,
  ServiceOrderParams,
  ServiceShipForm,
  ServiceSnParams,
} from '../../../../../src/core/contract/requests-after-sale';
import {
  RefundPage,
  ServiceApplyInfo,
  ServiceCreated,
  ServiceDetail,
  ServicePage,
} from '../../../../../src/core/contract/types-after-sale';
import { NO_BODY } from '../../../http/reply-kinds';
import type { StructTypes } from '../../../http/type-provider';
import { requireMember } from '../../guards';

const done = { 200: NO_BODY };

/**
 * The buyer's after-sale calls: what an order allows, apply, the service record and its detail,
 * the tracking number of goods sent back, withdrawing an application, the refund record.
 */
export const afterSaleBuyerRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  // before the schemas read the request: a caller without a session is told so, whatever it sent
  const preValidation = requireMember(app);
  const { afterSale, absoluteUrl } = app.services;

  app.get(
    '/buyer/after-sales/apply/:order_sn',
    { preValidation, schema: { params: ServiceOrderParams, response: { 200: ServiceApplyInfo } } },
    async (request) => afterSale.applyInfo(request.memberId, request.params.order_sn, request.lang, absoluteUrl),
  );
  app.post(
    '/buyer/after-sales/apply',
    { preValidation, schema: { body: ServiceApplyForm, response: { 200: ServiceCreated } } },
    async (request) => afterSale.apply(request.memberId, request.body, request.lang),
  );
  app.get(
    '/buyer/after-sales',
    { preValidation, schema: { querystring: ServiceListQuery, response: { 200: ServicePage } } },
    async (request) => afterSale.list(request.memberId, request.query, request.lang, absoluteUrl),
  );
  app.get(
    '/buyer/after-sales/refunds',
    { preValidation, schema: { querystring: RefundListQuery, response: { 200: RefundPage } } },
    async (request) => afterSale.refunds(request.memberId, request.query.page_no, request.query.page_size),
  );
  app.get(
    '/buyer/after-sales/detail/:sn',
    { preValidation, schema: { params: ServiceSnParams, response: { 200: ServiceDetail } } },
    async (request) => afterSale.detail(request.memberId, request.params.sn, request.lang, absoluteUrl),
  );
  app.post(
    '/buyer/after-sales/detail/:sn/ship',
    { preValidation, schema: { params: ServiceSnParams, body: ServiceShipForm, response: done } },
    async (request, reply) => {
      await afterSale.ship(request.memberId, request.params.sn, request.body, request.lang);
      return reply.status(200).send();
    },
  );
  app.post(
    '/buyer/after-sales/detail/:sn/close',
    { preValidation, schema: { params: ServiceSnParams, response: done } },
    async (request, reply) => {
      await afterSale.close(request.memberId, request.params.sn, request.lang);
      return reply.status(200).send();
    },
  );
  // an exchange's replacement arrived
  app.post(
    '/buyer/after-sales/detail/:sn/receive',
    { preValidation, schema: { params: ServiceSnParams, response: done } },
    async (request, reply) => {
      await afterSale.receive(request.memberId, request.params.sn, request.lang);
      return reply.status(200).send();
    },
  );
};
