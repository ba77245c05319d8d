import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { asSource, ID_RANGE, requiredInt, requiredString } from '../http/params';
import type { ExpressService } from '../services/trade/express';
import type { OrderExtras } from '../services/trade/order-extras';
import { requireMember } from './require-member';

const SN_MAX = 40;
const COURIER_NUM_MAX = 40;

/** Express tracking, snapshots of the goods as ordered, and buy again (spec §7 Checkout). */
export const orderExtraRoutes: FastifyPluginAsync<{ ctx: AppContext; extras: OrderExtras; express: ExpressService }> = async (
  app,
  { ctx, extras, express },
) => {
  const preHandler = requireMember(ctx);

  app.get('/buyer/express', { preHandler }, async (request) => {
    const query = asSource(request.query);
    return express.track(
      request.memberId,
      requiredInt(query, 'id', { min: 1, max: 1_000_000 }),
      requiredString(query, 'num', COURIER_NUM_MAX),
    );
  });

  app.get('/buyer/trade/snapshots/:id', { preHandler }, async (request) =>
    extras.snapshot(request.memberId, requiredInt(asSource(request.params), 'id', ID_RANGE), request.lang, ctx.assets(request)),
  );

  /** Puts the order's lines back in the cart; `not_added` names the lines that cannot be bought now, with why. */
  app.post('/buyer/trade/orders/:sn/buy-again', { preHandler }, async (request) =>
    extras.buyAgain(request.memberId, requiredString(asSource(request.params), 'sn', SN_MAX), request.lang),
  );
};
