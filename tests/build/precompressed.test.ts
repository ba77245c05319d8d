import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { sdk } from './budgets';

// Runs after the build: the server sends these to a browser that accepts them (server/src/web.ts),
// so each must be exactly its script or stylesheet, and none may be missing or left over.
describe('precompressed bundles', () => {
  const names = readdirSync(sdk);
  const shipped = names.filter((name) => /\.(js|css)$/.test(name));

  test.each([
    ['.gz', gunzipSync],
    ['.br', brotliDecompressSync],
  ] as const)('every script and stylesheet has its %s, which decodes to it byte for byte', (suffix, decode) => {
    expect(shipped.length).toBeGreaterThan(20);
    for (const name of shipped) {
      const raw = readFileSync(resolve(sdk, name));
      const packed = readFileSync(resolve(sdk, name + suffix));
      expect(decode(packed).equals(raw), name).toBe(true);
      expect(packed.length, name).toBeLessThan(Math.max(raw.length, 200));
    }
    expect(names.filter((name) => name.endsWith(suffix)).sort()).toEqual(shipped.map((name) => name + suffix).sort());
  });

  test('the size table counts the bytes that ship (dist/sizes.json: the .gz and .br beside each script)', () => {
    const sizes = JSON.parse(readFileSync(resolve(sdk, '../sizes.json'), 'utf8')) as Record<
      string,
      { raw: number; gzip: number; brotli: number }
    >;
    for (const [name, size] of Object.entries(sizes)) {
      expect(size.gzip, name).toBe(readFileSync(resolve(sdk, `${name}.gz`)).length);
      expect(size.brotli, name).toBe(readFileSync(resolve(sdk, `${name}.br`)).length);
    }
  });
});
