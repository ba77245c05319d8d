// `npm run seed -- --products N` replaces the demo data of a database that already has it (the
// README's way to a benchmark-sized catalogue), on both databases.
import { expect, it } from 'vitest';
import { MIGRATION_DATA_TABLES, reseed } from '../../server/src/seed/seed';
import { describeBackends } from './support/backends';
import { json } from './support/client';

describeBackends(
  'reseeding a seeded database',
  (api) => {
    it('replaces the catalogue with one of the asked size, keeps the reference rows of the migrations and the captcha key, and serves it', async () => {
      const count = async (sql: string) => Number((await api.db.query<{ n: string }>(sql)).rows[0]?.n);
      const carriers = await count('select count(*) as n from logistics_company');
      expect(carriers).toBeGreaterThan(0);
      await api.db.query(`update goods set name_es = 'Producto que el reseed debe borrar' where id = 1`);
      // the captcha's HMAC key: running servers hold it, so a reseed must not replace it
      expect((await api.inject({ method: 'GET', url: '/api/base/altcha/LOGIN' })).statusCode).toBe(200);
      const captchaKey = async () =>
        (await api.db.query<{ value: string }>("select value from shared_secret where name = 'captcha_hmac'")).rows.map((r) => r.value);
      const keyBefore = await captchaKey();
      expect(keyBefore).toHaveLength(1);

      await reseed(api.db, { products: 120 });

      expect(await count('select count(*) as n from goods')).toBe(120);
      expect(await count(`select count(*) as n from goods where name_es = 'Producto que el reseed debe borrar'`)).toBe(0);
      expect(await count('select count(*) as n from logistics_company')).toBe(carriers);
      expect(await captchaKey()).toEqual(keyBefore);
      expect(await count('select count(*) as n from express_trace')).toBeGreaterThan(0);
      expect(await count("select count(*) as n from member where username = 'demo'")).toBe(1);
      expect(MIGRATION_DATA_TABLES).toContain('schema_migrations');
      const reply = json<{ result: { total: number } }>(
        await api.inject({ method: 'GET', url: '/api/mallpcapi/product/productQuery?pageSize=1&lang=es_MX' }),
      );
      expect(reply.result.total).toBeGreaterThan(100);
      expect(reply.result.total).toBeLessThanOrEqual(120);
    });
  },
  {},
  'both',
);
