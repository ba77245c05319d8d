// Shared by `npm start` and `npm run bench`: is dist/ older than the sources?
import { existsSync, readdirSync, statSync } from 'node:fs';
import { resolve, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function newest(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((f) => newest(join(path, f))));
}

export function needsBuild() {
  const stamp = resolve(root, 'dist/sizes.json');
  if (!existsSync(stamp) || !existsSync(resolve(root, 'dist/storefront/index.html'))) return true;
  const built = statSync(stamp).mtimeMs;
  return ['src', 'rollup.config.mjs', 'package.json', 'scripts/storefront-html.mjs'].some((p) => newest(resolve(root, p)) > built);
}
