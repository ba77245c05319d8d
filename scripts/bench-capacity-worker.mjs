// The load generator of the capacity figures (scripts/bench-capacity.ts), in its own thread so that
// the balancer in the main thread and the clients do not wait on each other's event loop.
// `connections` closed loops (autocannon) send `requests` in turn: a warm-up, then the timed run.
// Every timed request's latency comes back (p50 and p95 exactly, not read off a histogram), and
// any answer but a 200 that succeeded counts as an error: the mall family refuses with HTTP 200
// and `{"success":false…}`, which autocannon's own non-2xx count would miss.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, requests, connections, duration, warmup, uniquePrice, offset = 0 } = workerData;
let n = offset;

/** The next request; with `uniquePrice`, a price ceiling no other request has, so no cache can answer it. */
const next = (req) => {
  const i = n++;
  const { method, path, headers, body } = requests[i % requests.length];
  const shown = uniquePrice ? `${path}&maxPrice=${(100000 + (i % 10_000_000) / 100).toFixed(2)}` : path;
  return { ...req, method, path: shown, headers: { ...req.headers, ...headers }, ...(body ? { body } : {}) };
};

const run = (seconds) =>
  new Promise((done, fail) => {
    const samples = [];
    let refused = 0;
    const firstRefusals = [];
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest: next,
            onResponse: (status, body) => {
              if (status === 200 && !String(body).startsWith('{"success":false')) return;
              refused++;
              if (firstRefusals.length < 3) firstRefusals.push(`${status} ${String(body).slice(0, 160)}`);
            },
          },
        ],
      },
      (error, result) => (error ? fail(error) : done({ samples, errors: result.errors + refused, firstRefusals })),
    );
    instance.on('response', (_client, _status, _bytes, ms) => samples.push(ms));
  });

if (warmup > 0) await run(warmup);
parentPort.postMessage(await run(duration));
