import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/types';
import { keepSharedSecret } from '../../repos/shared-secrets';

/** Names of the keys kept in the database (table shared_secret). */
export type SharedSecretName = 'captcha_hmac' | 'chat_sso' | 'sandbox_gateway';

/**
 * A signing key every node of this database agrees on without configuration: whichever node asks
 * first stores a random one, the others (and every restart) read it. For development: production
 * takes its keys from the environment (config.ts refuses to start without them). A key written in
 * this repository would let anyone sign with it.
 */
export async function sharedSecret(db: Db, name: SharedSecretName): Promise<string> {
  const key = await keepSharedSecret(db, name, randomBytes(32).toString('hex'));
  if (!key) throw new Error(`[vitrina] shared_secret has no ${name} after storing one`);
  return key;
}
