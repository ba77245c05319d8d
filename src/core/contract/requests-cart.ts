// Request shapes of the cart's promotion calls, as the client builds them before they are
// form-encoded. Read as types only by the client (`import type`), so they cost no bytes there.
import { number, string, type, type Infer } from 'superstruct';

/** `POST /buyer/trade/promotion`: buy a line under one of the activities it offers (its `single_list`). */
export const PromotionChoice = type({ seller_id: number(), sku_id: number(), promotion_id: number(), promotion_type: string() });
export type PromotionChoice = Infer<typeof PromotionChoice>;

/** `POST /buyer/trade/carts` with an activity (api-reference): `num` units of the sku under a running activity. */
export const ActivityAdd = type({ sku_id: number(), num: number(), activity_id: number(), promotion_type: string() });
export type ActivityAdd = Infer<typeof ActivityAdd>;
