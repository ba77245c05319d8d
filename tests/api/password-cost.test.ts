// The password-hash cost is a setting (PASSWORD_HASH_COST, log2 of scrypt's N): the suite runs at a
// cheap one (vitest.config.ts), so this file is where production's parameters are proved, with
// real scrypt runs at N = 2^17.
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBERS } from '../../server/src/seed';
import {
  clientPasswordHash,
  hashPassword,
  needsRehash,
  PASSWORD_HASH_COST,
  passwordHashCost,
  PRODUCTION_HASH_COST,
  verifyPassword,
} from '../../server/src/services/auth/password';

const STORED = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]{22})\$([A-Za-z0-9_-]{43})$/;

describe('password hashing at the production cost', () => {
  it('is scrypt N=2^17, r=8, p=1 by default and in production, with a 16-byte salt and a 32-byte key', async () => {
    expect(PRODUCTION_HASH_COST).toBe(17);
    expect(passwordHashCost({})).toBe(17);
    expect(passwordHashCost({ NODE_ENV: 'production' })).toBe(17);
    const stored = await hashPassword(clientPasswordHash('Ventas#2026'), PRODUCTION_HASH_COST);
    expect(stored.split('$').slice(1, 4)).toEqual(['131072', '8', '1']);
    expect(stored).toMatch(STORED);
    expect(await verifyPassword(clientPasswordHash('Ventas#2026'), stored)).toBe(true);
    expect(await verifyPassword(clientPasswordHash('Ventas#2027'), stored)).toBe(false);
    // a production-cost row is never "weaker" than what is configured, here or in production
    expect(needsRehash(stored)).toBe(false);
  });

  it("the seed's precomputed demo hashes are production-cost hashes of the demo passwords", async () => {
    for (const member of DEMO_MEMBERS) {
      expect(member.passwordHash).toMatch(STORED);
      expect(member.passwordHash.split('$')[1]).toBe(String(2 ** PRODUCTION_HASH_COST));
      expect(await verifyPassword(clientPasswordHash(member.password), member.passwordHash)).toBe(true);
    }
  });
});

describe('PASSWORD_HASH_COST', () => {
  it('is cheap in this suite, and a cheaper row than configured is rehashed at the next login', async () => {
    expect(PASSWORD_HASH_COST).toBeLessThan(PRODUCTION_HASH_COST);
    const stored = await hashPassword(clientPasswordHash('x'));
    expect(stored.split('$')[1]).toBe(String(2 ** PASSWORD_HASH_COST));
    expect(needsRehash(stored)).toBe(false);
    expect(needsRehash(stored.replace(`$${2 ** PASSWORD_HASH_COST}$`, `$${2 ** (PASSWORD_HASH_COST - 1)}$`))).toBe(true);
    expect(needsRehash('bcrypt$whatever')).toBe(true);
  });

  it.each([
    ['10', undefined, 10],
    ['18', 'production', 18],
    [' ', undefined, 17],
  ])('accepts %j (NODE_ENV=%s) as %i', (setting, nodeEnv, cost) => {
    expect(passwordHashCost({ PASSWORD_HASH_COST: setting, NODE_ENV: nodeEnv })).toBe(cost);
  });

  it.each(['9', '21', '12.5', 'fast', '0x11'])('refuses %j, naming the setting and its range', (setting) => {
    expect(() => passwordHashCost({ PASSWORD_HASH_COST: setting })).toThrow(/PASSWORD_HASH_COST must be a whole number from 10 to 20/);
  });

  it('refuses a cost below production with NODE_ENV=production', () => {
    expect(() => passwordHashCost({ PASSWORD_HASH_COST: '10', NODE_ENV: 'production' })).toThrow(
      /PASSWORD_HASH_COST=10 is below 17, too cheap for NODE_ENV=production/,
    );
  });
});
