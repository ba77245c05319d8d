import type { FastifyPluginAsync } from 'fastify';
import { asSource, ID_RANGE, oneOf, requiredInt } from '../../../http/params';
import { requireMember } from '../../guards';

/**
 * Discount cards at checkout (buyer family, beside the coupon choice): the member's usable cards
 * and the card chosen for the next trade. A card's maximum reduction is never sent.
 */
export const discountCardRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = requireMember(app);
  const { cards } = app.services.trade;

  app.get('/buyer/trade/checkout-params/discount-cards', { preHandler }, async (request) => cards.list(request.memberId));

  /** Chooses a card (`card_id`) for the next trade, replacing another, or drops it with `used=0`. */
  app.post('/buyer/trade/checkout-params/discount-card', { preHandler }, async (request, reply) => {
    const fields = { ...asSource(request.query), ...asSource(request.body) };
    await cards.choose(request.memberId, requiredInt(fields, 'card_id', ID_RANGE), oneOf(fields, 'used', ['0', '1'] as const, '1') === '1');
    return reply.status(200).send();
  });
};
