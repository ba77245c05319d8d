import type { FastifyPluginAsync } from 'fastify';
import { mallReply } from '../../../../../src/core/contract/envelope';
import {
  ComplaintForm,
  ComplaintIdForm,
  ComplaintMessageForm,
  MyComplaintQuery,
} from '../../../../../src/core/contract/requests-complaints';
import { ComplaintCreated, ComplaintDetail, ComplaintPage } from '../../../../../src/core/contract/types-complaints';
import { mallOk } from '../../../http/render';
import type { StructTypes } from '../../../http/type-provider';
import { requireMember } from '../../guards';

/**
 * The buyer's complaint calls, of the `/mallpcapi` family as the spec names them (`addComplaint`,
 * `getMyComplaint`), with the detail, the dialogue and the cancel beside them. Writing a line or
 * cancelling replies the complaint as it now is.
 */
export const complaintBuyerRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  // before the schemas read the request: a caller without a session is told so, whatever it sent
  const preValidation = requireMember(app);
  const { complaints, absoluteUrl } = app.services;

  /** Form: `orderSn`, `skuId`, `subject`, `content` 10–500, `images` (repeated, ≤ 3 uploaded photos). */
  app.post(
    '/mallpcapi/memberComplaint/addComplaint',
    { preValidation, schema: { body: ComplaintForm, response: { 200: mallReply(ComplaintCreated) } } },
    async (request) => mallOk(request.lang, await complaints.add(request.memberId, request.body)),
  );

  app.get(
    '/mallpcapi/memberComplaint/getMyComplaint',
    { preValidation, schema: { querystring: MyComplaintQuery, response: { 200: mallReply(ComplaintPage) } } },
    async (request) => mallOk(request.lang, await complaints.mine(request.memberId, request.query, request.lang, absoluteUrl)),
  );

  app.get(
    '/mallpcapi/memberComplaint/getComplaintDetail',
    { preValidation, schema: { querystring: ComplaintIdForm, response: { 200: mallReply(ComplaintDetail) } } },
    async (request) =>
      mallOk(request.lang, await complaints.detail(request.memberId, request.query.complaintId, request.lang, absoluteUrl)),
  );

  /** Form: `complaintId`, `content` ≤ 500: a line of the dialogue while the complaint is open. */
  app.post(
    '/mallpcapi/memberComplaint/addCommunication',
    { preValidation, schema: { body: ComplaintMessageForm, response: { 200: mallReply(ComplaintDetail) } } },
    async (request) => {
      await complaints.say(request.memberId, request.body.complaintId, request.body.content);
      return mallOk(request.lang, await complaints.detail(request.memberId, request.body.complaintId, request.lang, absoluteUrl));
    },
  );

  /** Form: `complaintId`: withdraws it while it is not complete. */
  app.post(
    '/mallpcapi/memberComplaint/cancelComplaint',
    { preValidation, schema: { body: ComplaintIdForm, response: { 200: mallReply(ComplaintDetail) } } },
    async (request) => {
      await complaints.cancel(request.memberId, request.body.complaintId);
      return mallOk(request.lang, await complaints.detail(request.memberId, request.body.complaintId, request.lang, absoluteUrl));
    },
  );
};
