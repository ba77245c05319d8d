// Every installed package runs on the Node that package.json's `engines` accepts (issue 16 §7):
// `npm install` on Node 20 printed ten EBADENGINE warnings for dependencies that wanted Node 22
// (@fastify/static 10's content-disposition 3, light-my-request 6.8's cookie 2). The lockfile is
// what `npm ci` installs, so it is what is checked, against the oldest Node we promise.
import { readFileSync } from 'node:fs';
import { minVersion, satisfies } from 'semver';
import { expect, test } from 'vitest';

const root = new URL('../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
};

test('the oldest Node package.json accepts satisfies every locked package’s engines', () => {
  const oldest = minVersion(pkg.engines.node)?.version;
  expect(oldest, `engines.node ${pkg.engines.node}`).toMatch(/^20\./);
  const refused = Object.entries(lock.packages)
    // optional platform packages (rollup's native helpers) are skipped where they do not fit, silently
    .filter(([path, entry]) => path !== '' && entry.optional !== true)
    .flatMap(([path, entry]) => {
      const range = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
      return range && !satisfies(oldest ?? '', range)
        ? [`${path.replace(/^.*node_modules\//, '')}@${entry.version} wants node ${range}`]
        : [];
    });
  expect(refused).toEqual([]);
});
