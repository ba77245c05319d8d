// The whole marketplace for a browser test: the real API server on a real database seeded small
// (PostgreSQL when the run has a cluster, see global-setup.ts; an in-memory PGlite otherwise), the
// built SDK, and the partner examples on a second origin. The database is a fresh copy of the
// run's seeded template of that size (made by the first file that asks for it), so a file starts
// from the demo data whatever the files before it did.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import type { Db } from '../../../server/src/db/types';
import { startServer } from '../../../server/src/main';
import type { PaymentGatewayName } from '../../../server/src/services/payment/gateway-config';
import { startPartnerServer } from '../../../scripts/partner-server.mjs';
import { copyPostgresTemplate, pgliteTemplate, pgliteTemplateFile, postgresTemplateOf } from '../../api/support/templates';

export interface Stack {
  url: string;
  partner: string;
  /** the server's database, to arrange state a test needs (the site switch, say) */
  db: Db;
  close(): Promise<void>;
}

export interface StackOptions {
  /** goods in the catalogue (default 400) */
  products?: number;
  paymentGateway?: PaymentGatewayName;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  if (!existsSync(fileURLToPath(new URL('../../../dist/sdk/manifest.json', import.meta.url)))) {
    throw new Error('dist/sdk is missing: run `npm run build` first (npm test does)');
  }
  const products = options.products ?? 400;
  const templates = inject('templateDir');
  const postgres = inject('e2ePostgres');
  const copy = postgres ? await copyPostgresTemplate(await postgresTemplateOf(postgres, products)) : undefined;
  // The storefront answers as `localhost`, the partner as `127.0.0.1`: two hosts, so two sites
  // that share no cookies, as a real partner and the marketplace would be. The server listens as
  // `localhost` so that the absolute URLs it makes (images, the payment return) are on that site.
  // The partner server listens after the API (it fills the API's address into its pages): the
  // API reads its origin per payment, to let the gateway come back to the partner page.
  let partnerOrigin = '';
  const database = copy
    ? { databaseUrl: copy.url }
    : templates
      ? { loadDataDir: await pgliteTemplate(await pgliteTemplateFile(templates, products)) }
      : {};
  const server = await startServer({
    port: 0,
    host: 'localhost',
    products,
    ...database,
    quiet: true,
    partnerOrigins: () => (partnerOrigin ? [partnerOrigin] : []),
    ...(options.paymentGateway ? { paymentGateway: options.paymentGateway } : {}),
  }).catch(async (error: unknown) => {
    await copy?.drop();
    throw error;
  });
  const url = server.url;
  const partner = await startPartnerServer({ port: 0, storefront: url });
  partnerOrigin = partner.url;
  return {
    url,
    partner: partner.url,
    db: server.db,
    async close() {
      await Promise.allSettled([partner.close(), server.close()]);
      await copy?.drop();
    },
  };
}
