// The storefront's server-side renderer (src/storefront/ssr/render.tsx) as one ES module for Node,
// dist/ssr/render.mjs, which the server loads at run time (server/src/web/page-body.ts): the same
// components as the client's chunks (react → preact/compat, `?inline` CSS as text), with two
// modules swapped for their server-side selves (the API client answered by the server's inject;
// widget elements that only remember their loaders; no cookies). Also writes each shadow root's stylesheet,
// hashed, to dist/sdk (the page links them: the strict CSP allows no inline style) and their names
// to dist/ssr/styles.json.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, transformSync } from 'esbuild';

const SWAPPED = {
  'src/core/http.ts': 'src/storefront/ssr/http.ts',
  'src/storefront/widget-element.ts': 'src/storefront/ssr/widget-element.ts',
  'src/core/cookies.ts': 'src/storefront/ssr/cookies.ts',
};

export async function buildSsr(root, dist) {
  const version = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).version;
  const swapped = Object.fromEntries(Object.entries(SWAPPED).map(([from, to]) => [resolve(root, from), resolve(root, to)]));
  const outfile = resolve(dist, 'ssr/render.mjs');
  await build({
    entryPoints: [resolve(root, 'src/storefront/ssr/render.tsx')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    jsxImportSource: 'react',
    alias: {
      'react/jsx-runtime': 'preact/jsx-runtime',
      'react-dom/client': 'preact/compat/client',
      react: 'preact/compat',
      'react-dom': 'preact/compat',
    },
    define: { __DEV__: 'false', __VERSION__: JSON.stringify(version), 'process.env.NODE_ENV': '"production"' },
    // one file: the server imports it once; its dynamic imports (pages, strings) are bundled in
    splitting: false,
    // a bare `location` (storefrontHref's base) is the page being drawn, not a browser's
    inject: [resolve(root, 'src/storefront/ssr/globals.ts')],
    logLevel: 'warning',
    plugins: [
      {
        name: 'vitrina-ssr',
        setup(b) {
          b.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
            path: resolve(args.resolveDir, args.path.slice(0, -'?inline'.length)),
            namespace: 'inline-css',
          }));
          b.onLoad({ filter: /.*/, namespace: 'inline-css' }, (args) => ({
            contents: `export default ${JSON.stringify(transformSync(readFileSync(args.path, 'utf8'), { loader: 'css', minify: true }).code.trim())};`,
            loader: 'js',
          }));
          // the modules the server side has its own of
          b.onResolve({ filter: /\/(http|widget-element|cookies)$/ }, (args) => {
            // (the server-side modules themselves take what they keep from the originals)
            if (Object.values(swapped).includes(args.importer)) return undefined;
            for (const ext of ['.ts', '.tsx']) {
              const target = swapped[resolve(args.resolveDir, args.path) + ext];
              if (target) return { path: target };
            }
            return undefined;
          });
        },
      },
    ],
  });
  const { sheets } = await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  const styles = {};
  for (const [name, css] of Object.entries(await sheets())) {
    const file = `ssr-${name}-${createHash('sha256').update(css).digest('base64url').slice(0, 7)}.css`;
    writeFileSync(resolve(dist, 'sdk', file), css);
    styles[name] = `/sdk/${file}`;
  }
  mkdirSync(dirname(outfile), { recursive: true });
  writeFileSync(resolve(dist, 'ssr/styles.json'), JSON.stringify(styles));
}
