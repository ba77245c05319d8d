import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters, 256 bits. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored and looked up by their SHA-256 only. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function newFamilyId(): string {
  return randomUUID();
}

/** Anything else cannot be one of ours: refuse it without a database round trip. */
export function looksLikeToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
