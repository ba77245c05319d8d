/**
 * A setup file of the projects whose workers keep their modules from file to file (`isolate:
 * false`: api, e2e). Vitest runs it before each file: it notes the environment, and after the
 * file puts it back, so a variable one file sets for its server (SELLER_ACCOUNTS, a gateway
 * secret) does not reach the next file in the same worker.
 */
import { afterAll } from 'vitest';

const pristine = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in pristine)) delete process.env[name];
  Object.assign(process.env, pristine);
});
