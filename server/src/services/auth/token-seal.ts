import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * A key only the holder of `token` can derive: the database keeps SHA-256(token) as the lookup key,
 * never this HMAC, so a database leak does not open what is sealed with it.
 */
const keyOf = (token: string) => createHmac('sha256', token).update('vitrina:rotated-pair').digest();

/** AES-256-GCM under the token's key: `iv.tag.ciphertext`, base64url. */
export function sealWithToken(token: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(token), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** What `sealWithToken` sealed, or undefined when `token` is not the one it was sealed with. */
export function openWithToken(token: string, sealed: string): string | undefined {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(token), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    // a wrong key or a tampered value fails authentication: nothing to open
    return undefined;
  }
}
