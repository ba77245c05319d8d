import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { sdk } from './budgets';

// Runs after the build: the hashes a partner pins (README, "Pinning a release") are the bytes served.
describe('integrity.json', () => {
  const { version, files } = JSON.parse(readFileSync(resolve(sdk, 'integrity.json'), 'utf8')) as {
    version: string;
    files: Record<string, string>;
  };

  test('names the package version, the path /sdk/v<version>/ serves', () => {
    const pkg = JSON.parse(readFileSync(resolve(sdk, '../../package.json'), 'utf8')) as { version: string };
    expect(version).toBe(pkg.version);
  });

  test('has the sha384 of every script and stylesheet that ships, and of nothing else', () => {
    const shipped = readdirSync(sdk).filter((name) => /\.(js|css)$/.test(name));
    expect(Object.keys(files).sort()).toEqual(shipped.sort());
    for (const name of shipped) {
      const digest = `sha384-${createHash('sha384')
        .update(readFileSync(resolve(sdk, name)))
        .digest('base64')}`;
      expect(files[name], name).toBe(digest);
    }
    expect(files['loader.js']).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });
});
