// The full storefront's HTML shell: one element, the loader, nothing inline (it runs under a
// strict CSP: script-src 'self').
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export function writeStorefrontHtml(root) {
  const manifest = JSON.parse(readFileSync(resolve(root, 'dist/sdk/manifest.json'), 'utf8'));
  const dir = resolve(root, 'dist/storefront');
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
<link rel="stylesheet" href="/sdk/storefront.css">
</head>
<body>
<vitrina-storefront></vitrina-storefront>
<script type="module" src="/sdk/${manifest.storefront}"></script>
</body>
</html>
`;
  writeFileSync(resolve(dir, 'index.html'), html);
}
