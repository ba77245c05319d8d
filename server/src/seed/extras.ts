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

/** Each stream's demo data, in dependency order: discovery (comments, promotions), accounts, trade. */
export async function seedExtras(q: Queryable, ctx: SeedContext): Promise<void> {
  await seedDiscovery(q, ctx);
  await seedBrowse(q, ctx);
  await seedPromotion(q, ctx);
  await seedContent(q, ctx);
  await seedAccounts(q, ctx);
  await seedPoints(q, ctx);
  await seedTrade(q, ctx);
  await seedDiscountCards(q, Math.floor(Date.now() / 1000));
  await seedReceipts(q, Math.floor(Date.now() / 1000));
  await seedPurchase(q, Math.floor(Date.now() / 1000));
  await seedHelpMessages(q, Math.floor(Date.now() / 1000));
}
