// `npm start`: build if the bundles are missing or older than the sources, open (and on first run
// seed) the database, serve the marketplace on :8080 and the partner examples on :8081.
import { register } from 'tsx/esm/api';
import { build } from './build.mjs';
import { needsBuild } from './start-helpers.mjs';
import { startPartnerServer } from './partner-server.mjs';

if (needsBuild()) {
  console.log('Building the SDK…');
  await build();
}

register();
const { startServer, startOptionsFromEnv } = await import('../server/src/main.ts');
const { StartupError } = await import('../server/src/startup-error.ts');
const { DEMO_MEMBERS } = await import('../server/src/seed/members.ts');
// HOST, PORT, DATA_DIR, DATABASE_URL, CORS_ORIGINS, PUBLIC_URL, LOG: read as the server alone reads them
const server = await Promise.resolve()
  .then(() => startServer(startOptionsFromEnv()))
  .catch((error) => {
    if (!(error instanceof StartupError)) throw error;
    // already running on this folder or port, or a bad setting: the message says what to do
    console.error(error.message);
    process.exit(1);
  });
const partner = await startPartnerServer({ port: Number(process.env.PARTNER_PORT ?? 8081), storefront: server.url });

console.log(`
  Vitrina is running.
    Storefront       ${server.url}/
    Buyer API        ${server.url}/api/
    SDK bundles      ${server.url}/sdk/loader.js
    Partner examples ${partner.url}/  (a second origin: /partner/, /spa/, /csp/, /playground/)

  Demo accounts: ${DEMO_MEMBERS.map((m) => `${m.username} / ${m.password}`).join(', ')}
  ${(process.env.SMS_TRANSPORT ?? 'console') === 'console' ? 'SMS codes are printed below (dev SMS transport). ' : ''}Ctrl+C stops.
`);

const stop = async () => {
  await Promise.allSettled([partner.close(), server.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
