import type { FastifyPluginAsync } from 'fastify';
import { array } from 'superstruct';
import { AddressForm, IdParams, RegionParams } from '../../../../../src/core/contract/requests-checkout';
import { Address, Region } from '../../../../../src/core/contract/types-checkout';
import { NO_BODY } from '../../../http/reply-kinds';
import type { StructTypes } from '../../../http/type-provider';
import { requireMember } from '../../guards';

const done = { 200: NO_BODY };
// the address form is read from the body alone, as it always was (the query does not join it)
const bodyOnly = { bodyOnly: true };

/** Regions (public) and shipping addresses (token) of the Javashop family. */
export const addressRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  // before the schemas read the request: a caller without a session is told so, whatever it sent
  const preValidation = requireMember(app);
  const { addresses } = app.services.trade;

  app.get('/base/regions/:id/children', { schema: { params: RegionParams, response: { 200: array(Region) } } }, async (request) =>
    addresses.regions(request.params.id),
  );
  app.get('/buyer/members/addresses', { preValidation, schema: { response: { 200: array(Address) } } }, async (request) =>
    addresses.list(request.memberId),
  );
  app.get('/buyer/members/address/:id', { preValidation, schema: { params: IdParams, response: { 200: Address } } }, async (request) =>
    addresses.get(request.memberId, request.params.id),
  );
  app.post(
    '/buyer/members/address',
    { preValidation, config: bodyOnly, schema: { body: AddressForm, response: { 200: Address } } },
    async (request) => addresses.add(request.memberId, request.body),
  );
  app.put(
    '/buyer/members/address/:id',
    { preValidation, config: bodyOnly, schema: { params: IdParams, body: AddressForm, response: { 200: Address } } },
    async (request) => addresses.update(request.memberId, request.params.id, request.body),
  );
  app.delete('/buyer/members/address/:id', { preValidation, schema: { params: IdParams, response: done } }, async (request, reply) => {
    await addresses.remove(request.memberId, request.params.id);
    return reply.status(200).send();
  });
  app.put('/buyer/members/address/:id/default', { preValidation, schema: { params: IdParams, response: done } }, async (request, reply) => {
    await addresses.makeDefault(request.memberId, request.params.id);
    return reply.status(200).send();
  });
};
