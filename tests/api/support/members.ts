/**
 * Members with a real password and a mobile, made straight in the database: one scrypt per test
 * process (every row shares the stored hash of PASSWORD), so security tests can use many of them.
 */
import { clientPasswordHash, hashPassword } from '../../../server/src/services/auth/password';
import type { ApiHarness } from './backends';

export const PASSWORD = 'Ventas#2026';

let storedHash: Promise<string> | undefined;
let serial = 0;

export interface TestMember {
  id: number;
  username: string;
  mobile: string;
}

/** A unique 10-digit mobile starting with `prefix` (two digits), distinct across processes. */
export function uniqueMobile(prefix: string): string {
  serial += 1;
  return `${prefix}${String(process.pid % 1e4).padStart(4, '0')}${String(serial % 1e4).padStart(4, '0')}`;
}

export async function newMember(api: ApiHarness, prefix = '77'): Promise<TestMember> {
  storedHash ??= hashPassword(clientPasswordHash(PASSWORD));
  const mobile = uniqueMobile(prefix);
  const username = `m${prefix}x${mobile.slice(2)}`;
  const { rows } = await api.db.query<{ id: number }>(
    `insert into member (id, username, password_hash, mobile, created_at) values (nextval('member_id_seq'), $1, $2, $3, 0) returning id`,
    [username, await storedHash, mobile],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('[vitrina] test member was not created');
  return { id, username, mobile };
}

/** Lets the event loop run `n` turns: varies how concurrent requests interleave, without sleeping. */
export async function turns(n: number): Promise<void> {
  for (let i = 0; i < n; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}
