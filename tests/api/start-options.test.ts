// What `npm start` and the server alone make of the environment (server/src/main.ts
// startOptionsFromEnv): one reading for both, so a variable documented for one works for the other.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startOptionsFromEnv } from '../../server/src/main';
import { StartupError } from '../../server/src/startup-error';

const ROOT = join(import.meta.dirname, '../..');

describe('start options from the environment', () => {
  const cases: [string, Record<string, string>, Record<string, unknown>][] = [
    ['nothing set: localhost:8080 on the .data folder', {}, { port: 8080, host: 'localhost', dataDir: join(ROOT, '.data'), log: false }],
    ['HOST=0.0.0.0 listens on every interface', { HOST: '0.0.0.0' }, { host: '0.0.0.0' }],
    ['PORT=0 picks a free port', { PORT: '0' }, { port: 0 }],
    [
      'empty values count as unset',
      { PORT: '', HOST: '', DATA_DIR: '', DATABASE_URL: '' },
      { port: 8080, host: 'localhost', dataDir: join(ROOT, '.data') },
    ],
    [
      'DATA_DIR and DATABASE_URL',
      { DATA_DIR: '/srv/v', DATABASE_URL: 'postgres://u@h/db' },
      { dataDir: '/srv/v', databaseUrl: 'postgres://u@h/db' },
    ],
    [
      'CORS_ORIGINS is a trimmed list',
      { CORS_ORIGINS: ' https://a.example , https://b.example,' },
      { corsOrigins: ['https://a.example', 'https://b.example'] },
    ],
    ['PUBLIC_URL and LOG=1', { PUBLIC_URL: 'https://shop.example', LOG: '1' }, { publicUrl: 'https://shop.example', log: true }],
    ['SEED_PRODUCTS: the catalogue an empty database is seeded with', { SEED_PRODUCTS: '300' }, { products: 300 }],
  ];
  it.each(cases)('%s', (_, env, expected) => {
    expect(startOptionsFromEnv(env)).toMatchObject(expected);
  });

  it.each(['abc', '-1', '70000', '80.5'])('PORT=%s stops the start with what to set', (port) => {
    expect(() => startOptionsFromEnv({ PORT: port })).toThrow(StartupError);
    expect(() => startOptionsFromEnv({ PORT: port })).toThrow(`PORT must be a port number (0–65535; 0 picks a free one), not "${port}"`);
  });

  it.each(['0', 'many', '2.5', '3000000'])('SEED_PRODUCTS=%s stops the start with what to set', (products) => {
    expect(() => startOptionsFromEnv({ SEED_PRODUCTS: products })).toThrow(
      `SEED_PRODUCTS must be a whole number of products from 1 to 2000000, not "${products}"`,
    );
  });
});
