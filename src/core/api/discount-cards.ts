// Discount cards at checkout (spec §1, §7 order form): the member's usable cards, without their
// maximum, and the card chosen for the next trade. Loaded only by the checkout page.
import { array } from 'superstruct';
import type { DiscountCardChoice } from '../contract/requests-checkout';
import { DiscountCard } from '../contract/types-checkout';
import { request } from '../http';
import { call } from './check';

export type { DiscountCard } from '../contract/types-checkout';

export const fetchDiscountCards = () => call({ path: '/buyer/trade/checkout-params/discount-cards', auth: true }, array(DiscountCard));

/** Chooses `cardId` for the next trade (replacing another), or drops it with `used` false. */
export const chooseDiscountCard = (cardId: number, used: boolean) =>
  request({
    method: 'POST',
    path: '/buyer/trade/checkout-params/discount-card',
    form: { card_id: cardId, used: used ? '1' : '0' } satisfies DiscountCardChoice,
    auth: true,
  });
