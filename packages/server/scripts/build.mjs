// Builds what @vitrina/server ships, from the repository:
//   server/src/main.js       the reference API bundled into one ES module by esbuild (the repo's
//                            server/src/main.ts and what it imports from src/core/contract), its
//                            npm dependencies left as imports: they are this package's dependencies;
//   server/src/migrations/   the SQL migrations, where the bundle's migrate step looks for them;
//   dist/sdk, dist/storefront the built SDK and storefront page (`npm run build`), which the API
//                            serves at /sdk/ and /: the layout main.ts expects of the repository;
//   dist/ssr                 the storefront's server-side renderer (one self-contained module),
//                            which draws a page's first screen into that HTML.
// It fails when the bundle imports a package this package.json does not list at the repository's
// version, so the published server cannot miss a dependency. `npm pack` runs it (prepack).
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const here = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(here, '../..');
const read = (path) => JSON.parse(readFileSync(path, 'utf8'));

if (!existsSync(resolve(root, 'dist/sdk/integrity.json')) || process.argv.includes('--sdk')) {
  const { build: buildSdk } = await import(pathToFileURL(resolve(root, 'scripts/build.mjs')).href);
  await buildSdk({ quiet: true });
}

for (const dir of ['server', 'dist']) rmSync(resolve(here, dir), { recursive: true, force: true });
const { metafile } = await build({
  entryPoints: [resolve(root, 'server/src/main.ts')],
  outfile: resolve(here, 'server/src/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  // the server renders widgets written against `react` with Preact, as the SDK's build does
  alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
  jsx: 'automatic',
  jsxImportSource: 'preact',
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});
cpSync(resolve(root, 'server/src/db/migrations'), resolve(here, 'server/src/migrations'), { recursive: true });
for (const dir of ['sdk', 'storefront', 'ssr']) cpSync(resolve(root, 'dist', dir), resolve(here, 'dist', dir), { recursive: true });

// Every package the bundle imports must be a dependency here, at the version the repository tests.
const packageOf = (path) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');
const imported = new Set(
  Object.values(metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((i) => i.external && !i.path.startsWith('node:'))
    .map((i) => packageOf(i.path)),
);
const ours = read(resolve(here, 'package.json')).dependencies ?? {};
const repo = read(resolve(root, 'package.json')).dependencies ?? {};
const wrong = [...imported].filter((name) => ours[name] !== repo[name]);
const unused = Object.keys(ours).filter((name) => !imported.has(name));
if (wrong.length || unused.length) {
  const want = Object.fromEntries([...imported].sort().map((name) => [name, repo[name]]));
  throw new Error(
    `[vitrina] packages/server/package.json's dependencies must be what the bundle imports: ${JSON.stringify(want, null, 2)}`,
  );
}
