import type { FastifyPluginAsync } from 'fastify';
import { asSource, ID_RANGE, requiredInt, requiredString } from '../../../http/params';
import { requireMember } from '../../guards';

const SN_MAX = 40;
const COURIER_NUM_MAX = 40;

/** Express tracking, snapshots of the goods as ordered, and buy again (spec §7 Checkout). */
export const orderExtraRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = requireMember(app);
  const { trade, absoluteUrl } = app.services;
  const { extras, express } = trade;

  app.get('/buyer/express', { preHandler }, async (request) => {
    const query = asSource(request.query);
    return express.track(
      request.memberId,
      requiredInt(query, 'id', { min: 1, max: 1_000_000 }),
      requiredString(query, 'num', COURIER_NUM_MAX),
    );
  });

  app.get('/buyer/trade/snapshots/:id', { preHandler }, async (request) =>
    extras.snapshot(request.memberId, requiredInt(asSource(request.params), 'id', ID_RANGE), request.lang, absoluteUrl),
  );

  /** Puts the order's lines back in the cart; `not_added` names the lines that cannot be bought now, with why. */
  app.post('/buyer/trade/orders/:sn/buy-again', { preHandler }, async (request) =>
    extras.buyAgain(request.memberId, requiredString(asSource(request.params), 'sn', SN_MAX), request.lang),
  );
};
