// The full storefront's HTML shell: one element, the loader, nothing inline (it runs under a
// strict CSP: script-src 'self').
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { resolve } from 'node:path';

export function writeStorefrontHtml(root, dist = resolve(root, 'dist')) {
  const manifest = JSON.parse(readFileSync(resolve(dist, 'sdk/manifest.json'), 'utf8'));
  const dir = resolve(dist, 'storefront');
  mkdirSync(dir, { recursive: true });
  const html = `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vitrina</title>
<link rel="icon" href="data:,">
<link rel="modulepreload" href="/sdk/${manifest.runtime}">
<link rel="modulepreload" href="/sdk/${manifest.storefront}">
<link rel="modulepreload" href="/sdk/${manifest.widgets.search}">
<link rel="modulepreload" href="/sdk/${manifest.widgets['mini-cart']}">
<link rel="modulepreload" href="/sdk/${manifest.widgets.header}">
<link rel="stylesheet" href="/sdk/storefront.css">
</head>
<body>
<vitrina-storefront></vitrina-storefront>
<script type="module" src="/sdk/${manifest.storefront}"></script>
</body>
</html>
`;
  writeFileSync(resolve(dir, 'index.html'), html);
  // The light-DOM page around the element, linked so the first paint has no unstyled margin.
  const css = transformSync(readFileSync(resolve(root, 'src/storefront/page.css'), 'utf8'), { loader: 'css', minify: true }).code;
  writeFileSync(resolve(dist, 'sdk/storefront.css'), css);
}
