import type { FastifyPluginAsync } from 'fastify';
import { array } from 'superstruct';
import { DiscountCardChoice } from '../../../../../src/core/contract/requests-checkout';
import { DiscountCard } from '../../../../../src/core/contract/types-checkout';
import { NO_BODY } from '../../../http/reply-kinds';
import type { StructTypes } from '../../../http/type-provider';
import { requireMember } from '../../guards';

/**
 * Discount cards at checkout (buyer family, beside the coupon choice): the member's usable cards
 * and the card chosen for the next trade. A card's maximum reduction is never sent.
 */
export const discountCardRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  // before the schemas read the request: a caller without a session is told so, whatever it sent
  const preValidation = requireMember(app);
  const { cards } = app.services.trade;

  app.get(
    '/buyer/trade/checkout-params/discount-cards',
    { preValidation, schema: { response: { 200: array(DiscountCard) } } },
    async (request) => cards.list(request.memberId, request.lang),
  );

  /** Chooses a card (`card_id`) for the next trade, replacing another, or drops it with `used=0`. */
  app.post(
    '/buyer/trade/checkout-params/discount-card',
    { preValidation, schema: { body: DiscountCardChoice, response: { 200: NO_BODY } } },
    async (request, reply) => {
      await cards.choose(request.memberId, request.body.card_id, request.body.used === '1', request.lang);
      return reply.status(200).send();
    },
  );
};
