// The load generator of scripts/bench-buying.ts, in its own thread so that the server under test
// does not share its event loop with its clients. Every buyer runs the storefront's own calls in
// turn (add a sku in whole packages, set it to another multiple, reload the cart as the page does,
// create the trade with a fresh idempotency key), all buyers at once: at most one request in
// flight per buyer. With `thinkMs`, each buyer pauses before every call (0.5–1.5 × thinkMs), as a
// person does; without, the buyers press as fast as the server answers (the server's capacity).
// The run is bounded twice: by count (buyers × rounds) and by a deadline after which no new round
// starts. Each request's latency comes back, so p50/p95 are exact.
import { request, Agent } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ url: string, buyers: { token: string, lines: { skuId: number, unit: number }[] }[], warmupRounds: number, rounds: number, deadlineMs: number, thinkMs: number }} */
const { url, buyers, warmupRounds, rounds, deadlineMs, thinkMs } = workerData;
const target = new URL(url);
// Load goes to this machine only, never anywhere else.
if (target.hostname !== '127.0.0.1') throw new Error(`[vitrina] bench-buying loads 127.0.0.1 only, not ${target.hostname}`);

const agent = new Agent({ keepAlive: true, maxSockets: buyers.length });
const REQUEST_TIMEOUT_MS = 10_000;
const KINDS = ['add', 'update', 'view', 'create'];
const samples = Object.fromEntries(KINDS.map((k) => [k, []]));
// errors of timed rounds; the warm-up's are counted apart
const errors = Object.fromEntries(KINDS.map((k) => [k, 0]));
const warmupErrors = Object.fromEntries(KINDS.map((k) => [k, 0]));
const firstErrors = [];

/** One call; resolves with its latency in ms, or rejects with what went wrong. */
function call(method, path, token, form, headers = {}) {
  return new Promise((resolve, reject) => {
    const body = form ? new URLSearchParams(form).toString() : undefined;
    const t0 = performance.now();
    const req = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method,
        path,
        headers: {
          authorization: token,
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - t0;
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 200) return reject(new Error(`${method} ${path} → ${res.statusCode} ${text.slice(0, 200)}`));
          // the mall family answers 200 with `success: false` on some refusals
          if (text.startsWith('{"success":false')) return reject(new Error(`${method} ${path} → ${text.slice(0, 200)}`));
          resolve(ms);
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(REQUEST_TIMEOUT_MS, () =>
      req.destroy(Object.assign(new Error(`${method} ${path} timed out after ${REQUEST_TIMEOUT_MS} ms`), { ms: REQUEST_TIMEOUT_MS })),
    );
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

const started = performance.now();
// The timed window: from the first timed request's start to the last one's end (for req/s).
let timedFrom = Infinity;
let timedTo = 0;

const think = () => (thinkMs > 0 ? new Promise((done) => setTimeout(done, thinkMs * (0.5 + Math.random()))) : undefined);

async function step(kind, timed, run) {
  await think();
  const t0 = performance.now();
  try {
    const ms = await run();
    if (timed) {
      samples[kind].push(ms);
      timedFrom = Math.min(timedFrom, t0);
      timedTo = Math.max(timedTo, performance.now());
    }
  } catch (error) {
    (timed ? errors : warmupErrors)[kind] += 1;
    // A request given up on still took at least that long: its latency stays in the figures.
    if (timed && typeof error?.ms === 'number') samples[kind].push(error.ms);
    if (firstErrors.length < 5) firstErrors.push(String(error instanceof Error ? error.message : error));
    throw error;
  }
}

async function buyer(b, index) {
  for (let round = 0; round < warmupRounds + rounds; round += 1) {
    if (performance.now() - started > deadlineMs) return;
    const timed = round >= warmupRounds;
    const line = b.lines[round % b.lines.length];
    const lang = 'lang=es_MX';
    try {
      await step('add', timed, () =>
        call('POST', `/api/mallpcapi/orderCart/addtocart?${lang}`, b.token, { skuId: line.skuId, num: line.unit, shipmentType: 1 }),
      );
      await step('update', timed, () =>
        call('POST', `/api/buyer/trade/carts/sku/${line.skuId}?way=CART&${lang}`, b.token, { num: line.unit * 2, shipment_type: 1 }),
      );
      await step('view', timed, () => call('GET', `/api/buyer/trade/carts/all?way=CART&${lang}`, b.token));
      const key = `bench-${process.pid}-${index}-${round}-${Math.random().toString(36).slice(2, 10)}`;
      await step('create', timed, () =>
        call('POST', `/api/buyer/trade/create?${lang}`, b.token, { client: 'PC', way: 'CART', idempotency_key: key }),
      );
    } catch {
      // counted in `errors`; the next round starts from whatever the cart holds
    }
  }
}

// Warm-up rounds run in the same loops, so the server sees every buyer at once throughout; only
// the rounds after them are timed.
await Promise.all(buyers.map((b, i) => buyer(b, i)));
agent.destroy();
const wallMs = performance.now() - started;
parentPort.postMessage({
  samples,
  errors,
  warmupErrors,
  firstErrors,
  wallMs,
  timedMs: timedTo > timedFrom ? timedTo - timedFrom : 0,
  deadlineHit: wallMs > deadlineMs,
});
