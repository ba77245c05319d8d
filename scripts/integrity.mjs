// Subresource Integrity for the built SDK: `dist/sdk/integrity.json` names the release's version
// (the path `/sdk/v<version>/` serves it) and the sha384 of every file, so a partner can pin the
// loader with `integrity` (README, "Pinning a release"). The loader's bytes hold the manifest of
// the chunks it imports, by content-hashed names, so pinning the loader pins which chunks it asks
// for; a browser checks `integrity` only on the tag it is written on, not on the `import()`s
// that tag makes, so the chunks' own hashes are listed for hosts that also want those checked
// (an import map's `integrity` field).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

export function writeIntegrity(root, sdkDir) {
  const { version } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
  const files = Object.fromEntries(
    readdirSync(sdkDir)
      .filter((name) => /\.(js|css)$/.test(name))
      .sort()
      .map((name) => [name, sri(readFileSync(resolve(sdkDir, name)))]),
  );
  writeFileSync(resolve(sdkDir, 'integrity.json'), `${JSON.stringify({ version, files }, null, 2)}\n`);
  return { version, files };
}
