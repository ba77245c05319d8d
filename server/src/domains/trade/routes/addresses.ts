import type { FastifyPluginAsync } from 'fastify';
import { asSource, ID_RANGE, INT4_MAX, requiredInt } from '../../../http/params';
import { requireMember } from '../../guards';

/** Regions (public) and shipping addresses (token) of the Javashop family. */
export const addressRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = requireMember(app);
  const { addresses } = app.services.trade;
  const idOf = (params: unknown) => requiredInt(asSource(params), 'id', ID_RANGE);

  app.get('/base/regions/:id/children', async (request) =>
    addresses.regions(requiredInt(asSource(request.params), 'id', { min: 0, max: INT4_MAX })),
  );
  app.get('/buyer/members/addresses', { preHandler }, async (request) => addresses.list(request.memberId));
  app.get('/buyer/members/address/:id', { preHandler }, async (request) => addresses.get(request.memberId, idOf(request.params)));
  app.post('/buyer/members/address', { preHandler }, async (request) => addresses.add(request.memberId, asSource(request.body)));
  app.put('/buyer/members/address/:id', { preHandler }, async (request) =>
    addresses.update(request.memberId, idOf(request.params), asSource(request.body)),
  );
  app.delete('/buyer/members/address/:id', { preHandler }, async (request, reply) => {
    await addresses.remove(request.memberId, idOf(request.params));
    return reply.status(200).send();
  });
  app.put('/buyer/members/address/:id/default', { preHandler }, async (request, reply) => {
    await addresses.makeDefault(request.memberId, idOf(request.params));
    return reply.status(200).send();
  });
};
