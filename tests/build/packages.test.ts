// The npm packages (issue 13 §1) without a network: their generated types match the SDK's sources,
// the README's events are the ones typed, and the packed tarballs pass publint and
// @arethetypeswrong/cli. Installing them into host apps is tests/e2e/packages.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publint } from 'publint';
import { beforeAll, describe, expect, test } from 'vitest';
import { PACKAGES, type PackageName, packedPackages, root, sh } from '../support/packed';

let tarballs: Record<PackageName, string>;
beforeAll(async () => {
  tarballs = await packedPackages();
}, 300_000);

describe('generated from the sources, so they cannot drift', () => {
  // a widget added to the registry (or a prop, an event, a command) without regenerating fails here
  test.each([
    ['packages/sdk/scripts/generate.mjs', 'the widgets, attributes, events and commands'],
    ['packages/react/scripts/components.mjs', 'a React component per widget'],
  ])('%s is up to date (%s)', async (script) => {
    await sh(process.execPath, [join(root, script), '--check'], root);
  });

  test('every vitrina:* event the README lists is typed, and every typed one is listed', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('### Events'), readme.indexOf('### JS API'));
    const listed = new Set(
      [...table.matchAll(/^\| (.+?) \|/gm)].flatMap(([, cell]) => [...(cell ?? '').matchAll(/`vitrina:([a-z_]+)`/g)].map((m) => m[1])),
    );
    const generated = readFileSync(join(root, 'packages/sdk/src/generated.ts'), 'utf8');
    const union = /export type VitrinaEventName =([^;]+);/.exec(generated)?.[1] ?? '';
    const typed = new Set([...union.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]));
    expect([...listed].sort()).toEqual([...typed].sort());
  });
});

describe.each(PACKAGES)('@vitrina/%s, packed', (name) => {
  test('passes publint', async () => {
    const tarball = readFileSync(tarballs[name]);
    const { messages } = await publint({
      pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) },
      level: 'suggestion',
      strict: true,
    });
    expect(messages).toEqual([]);
  });

  test('passes @arethetypeswrong/cli (ES modules only: no CommonJS entry is promised)', async () => {
    const attw = join(root, 'node_modules/@arethetypeswrong/cli/dist/index.js');
    await sh(process.execPath, [attw, tarballs[name], '--profile', 'esm-only', '--format', 'ascii', '--no-color'], root);
  });

  test('ships its build and nothing of the repository besides', async () => {
    const listing = await sh('tar', ['-tzf', tarballs[name]], root);
    const files = listing.split('\n').filter(Boolean);
    expect(files).toContain('package/package.json');
    expect(files.filter((f) => /test|\.tgz$|node_modules|\/scripts\//.test(f))).toEqual([]);
  });
});
