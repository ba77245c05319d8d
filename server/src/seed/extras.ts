import type { Queryable } from '../db/types';
import { seedAccounts } from './accounts';
import { seedPoints } from './points';
import { seedDiscovery } from './discovery';
import { seedBrowse } from './discovery-browse';
import { seedContent } from './discovery-content';
import { seedPromotion } from './discovery-promotions';
import { seedTrade } from './trade';
import { seedDiscountCards } from './discount-cards';
import { seedReceipts } from './receipts';
import { seedPurchase } from './purchase';
import { seedHelpMessages } from './help-messages';
import type { SeedContext } from './seed-context';

/** Each stream's demo data, in dependency order: discovery (comments, promotions), trade, then what cites its orders. */
export async function seedExtras(q: Queryable, ctx: SeedContext): Promise<void> {
  await seedDiscovery(q, ctx);
  await seedBrowse(q, ctx);
  await seedPromotion(q, ctx);
  await seedContent(q, ctx);
  const now = Math.floor(Date.now() / 1000);
  // the orders first: the ledger, points and notices cite them, with their numbers and amounts
  const orders = await seedTrade(q, ctx);
  await seedAccounts(q, orders, now);
  await seedPoints(q, orders, now);
  await seedDiscountCards(q, now);
  await seedReceipts(q, now);
  await seedPurchase(q, now);
  await seedHelpMessages(q, orders, now);
}
