// The examples, served on a second origin (default :8081) so the SDK is embedded cross-origin as a
// real partner would. {{SDK}}, {{API}} and {{STOREFRONT}} in the HTML are filled in per request;
// {{SDK_RELEASE}} and {{LOADER_INTEGRITY}} with the built release's path and the loader's SRI hash
// (dist/sdk/integrity.json), as a partner pinning a release would copy them from the README.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../examples');
const integrityFile = resolve(root, '../dist/sdk/integrity.json');

/** The built release: read per page, so a rebuild while this server runs is picked up. */
async function release() {
  try {
    const { version, files } = JSON.parse(await readFile(integrityFile, 'utf8'));
    return { version, loader: files['loader.js'] };
  } catch {
    return { version: 'unbuilt', loader: '' };
  }
}
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export function startPartnerServer({ port = 8081, host = '127.0.0.1', storefront }) {
  const origin = new URL(storefront).origin;
  const fill = async (text) => {
    const { version, loader } = await release();
    return text
      .replaceAll('{{SDK_RELEASE}}', `${origin}/sdk/v${version}`)
      .replaceAll('{{LOADER_INTEGRITY}}', loader)
      .replaceAll('{{SDK}}', `${origin}/sdk`)
      .replaceAll('{{API}}', `${origin}/api`)
      .replaceAll('{{STOREFRONT}}', origin);
  };
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    // a browser asks every page's origin for an icon: the examples have none, and a 404 would be a
    // console error on each example page that is not the widgets'
    if (url.pathname === '/favicon.ico') return void res.writeHead(204, { 'cache-control': 'max-age=86400' }).end();
    let path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    if (path.endsWith('/')) path += 'index.html';
    const file = join(root, path);
    if (!file.startsWith(root)) return void res.writeHead(403).end();
    try {
      let body = await readFile(file);
      const type = types[extname(file)] ?? 'application/octet-stream';
      if (type.startsWith('text/html')) body = await fill(body.toString('utf8'));
      const headers = { 'content-type': type, 'cache-control': 'no-store' };
      if (path.startsWith('/csp/')) {
        headers['content-security-policy'] = `script-src 'self' ${origin}; style-src 'self'; object-src 'none'; base-uri 'none'`;
      }
      res.writeHead(200, headers).end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      const { port: bound } = server.address();
      // 127.0.0.1, not localhost: a different host from the storefront, so no cookie is shared —
      // the partner is cross-site, as a real one would be.
      ok({ url: `http://127.0.0.1:${bound}`, close: () => new Promise((done) => server.close(done)) });
    });
  });
}
