// How long the login captcha's proof of work takes a browser here (issue 9, item 7): solves
// real challenges (altcha-lib, the server's maxnumber) with the storefront's solver in headless
// Chromium, and reports digests per second and the longest main-thread stall meanwhile.
//
//   npx tsx scripts/captcha-bench.ts [runs=20] [maxnumber=POW.maxNumber]
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createChallenge } from 'altcha-lib/v1';
import { build } from 'esbuild';
import { POW } from '../server/src/services/auth/captcha-pow';
import type { PowChallenge, PowSolution } from '../src/core/pow';
import { launch } from '../tests/e2e/support/browser';
import { FULL_CHROMIUM } from './chromium-path.mjs';

const runs = Number(process.argv[2] ?? 20);
const maxnumber = Number(process.argv[3] ?? POW.maxNumber);

const bundle = await build({
  entryPoints: ['src/core/pow.ts'],
  bundle: true,
  format: 'iife',
  globalName: 'pow',
  write: false,
  target: 'es2022',
});
const script = bundle.outputFiles[0]?.text ?? '';
// Web Crypto needs a secure context: localhost over http is one.
const server = createServer((request, response) => {
  if (request.url === '/pow.js') return void response.setHeader('content-type', 'text/javascript').end(script);
  response.setHeader('content-type', 'text/html').end('<!doctype html><title>pow</title><script src="/pow.js"></script>');
}).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const browser = await launch(FULL_CHROMIUM);
const page = await browser.newPage();
await page.goto(`http://localhost:${(server.address() as AddressInfo).port}/`);

interface Row {
  number: number;
  ms: number;
  perSecond: number;
  stallMs: number;
}
const rows: Row[] = [];
for (let i = 0; i < runs; i++) {
  const challenge = (await createChallenge({ hmacKey: 'bench-key-bench-key-bench-key-0123', maxnumber })) as PowChallenge;
  rows.push(
    await page.evaluate(async (challenge) => {
      const { solvePow } = (window as unknown as { pow: { solvePow(c: PowChallenge): Promise<PowSolution> } }).pow;
      let last = performance.now();
      let stall = 0;
      const tick = setInterval(() => {
        const now = performance.now();
        stall = Math.max(stall, now - last);
        last = now;
      }, 5);
      const started = performance.now();
      const solution = await solvePow(challenge);
      const ms = performance.now() - started;
      clearInterval(tick);
      return {
        number: solution.number,
        ms: Math.round(ms),
        perSecond: Math.round((solution.hashes / ms) * 1000),
        stallMs: Math.round(stall),
      };
    }, challenge),
  );
}
await browser.close();
server.close();

const mean = (pick: (row: Row) => number) => Math.round(rows.reduce((sum, row) => sum + pick(row), 0) / rows.length);
const perSecond = mean((row) => row.perSecond);
console.table(rows);
console.log({
  maxnumber,
  runs,
  meanMs: mean((row) => row.ms),
  digestsPerSecond: perSecond,
  // the mean over the server's uniform draw, at this rate: (maxnumber / 2) / rate
  expectedMeanMs: Math.round((maxnumber / 2 / perSecond) * 1000),
  worstMs: Math.max(...rows.map((row) => row.ms)),
  worstStallMs: Math.max(...rows.map((row) => row.stallMs)),
});
