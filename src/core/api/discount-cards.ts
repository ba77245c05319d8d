// Discount cards at checkout (spec §1, §7 order form): the member's usable cards, without their
// maximum, and the card chosen for the next trade. Loaded only by the checkout page.
import { array, number, string, type, type Infer } from 'superstruct';
import { request } from '../http';
import { call } from './check';

const DiscountCard = type({
  card_id: number(),
  title: string(),
  card_last4: string(),
  rate_percent: number(),
  end_time: number(),
  /** 0: the chosen card can no longer be spent (used or expired) and must be dropped */
  enable: number(),
  selected: number(),
});
export type DiscountCard = Infer<typeof DiscountCard>;

export const fetchDiscountCards = () => call({ path: '/buyer/trade/checkout-params/discount-cards', auth: true }, array(DiscountCard));

/** Chooses `cardId` for the next trade (replacing another), or drops it with `used` false. */
export const chooseDiscountCard = (cardId: number, used: boolean) =>
  request({
    method: 'POST',
    path: '/buyer/trade/checkout-params/discount-card',
    form: { card_id: cardId, used: used ? 1 : 0 },
    auth: true,
  });
