import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * Passwords arrive as lowercase hex SHA-256 (the client hashes before sending); we store
 * scrypt(that hex) as `scrypt$N$r$p$salt$hash` so parameters can be raised later per row.
 */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const
const KEY_LENGTH = 32
// scrypt needs 128·N·r bytes (128 MiB at N=2^17, r=8); Node's default 32 MiB limit would refuse it.
const MAX_MEMORY = 256 * 1024 * 1024

function scryptAsync(secret: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

export async function hashPassword(clientHash: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scryptAsync(clientHash, salt, { ...PARAMS, maxmem: MAX_MEMORY })
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(clientHash: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await scryptAsync(clientHash, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** A row hashed with weaker parameters than today's: rehash it at the next successful login. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$')
  return scheme !== 'scrypt' || Number(n) < PARAMS.N || Number(r) < PARAMS.r || Number(p) < PARAMS.p
}

/** What the client sends for a password: lowercase hex SHA-256 of its UTF-8 bytes. */
export function clientPasswordHash(password: string): string {
  return createHash('sha256').update(password, 'utf8').digest('hex')
}

/**
 * A stored hash of a random secret, checked when the username is unknown so a wrong username
 * takes as long as a wrong password and does not reveal which accounts exist.
 */
let decoyHash: Promise<string> | undefined
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(32).toString('hex'))
  return decoyHash
}
