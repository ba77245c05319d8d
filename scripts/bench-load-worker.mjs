// The load generator of `npm run bench`, in its own thread so that the server under test does not
// share its event loop with its own clients (as a real buyer's browser would not). Posts back every
// request's latency, from which the bench takes p50 and p95 exactly (autocannon's histogram stops
// at p90 and p97.5).
//
// Two shapes of load:
// - closed loop (autocannon): `connections` clients, each sending its next request as soon as the
//   last is answered. Latency is then connections ÷ throughput (Little's law): a throughput test.
// - open loop (`rate` requests per second): arrivals at random, independent times (a Poisson
//   process, as searches of many buyers arrive), each timed from its own send. autocannon's
//   `connectionRate` is not this: its clients fire together on each tick, so 50 clients at 4/s
//   measured bursts of 50 — 87 ms at the median where even arrivals at 200/s see 4 ms.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, paths, uncachedPrices, connections, duration, rate, offset = 0 } = workerData;
let i = 0;
// `uncachedPrices` adds a price ceiling unique to every request, so no answer is ever served from
// a listing cache: the figure of a database query per request. `offset` keeps one run's ceilings
// apart from another's, which the listing cache may still hold.
const path = () => {
  const n = offset + i++;
  const base = paths[n % paths.length];
  return uncachedPrices ? `${base}&maxPrice=${(100000 + (n % 1_000_000) / 100).toFixed(2)}` : base;
};
const samples = [];

if (rate) {
  let errors = 0;
  const inFlight = [];
  const end = performance.now() + duration * 1000;
  let next = performance.now();
  while (next < end) {
    const wait = next - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = performance.now();
    inFlight.push(
      fetch(url + path())
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.ok) samples.push(performance.now() - sent);
          else errors++;
        })
        .catch(() => errors++),
    );
    // exponential gaps: a Poisson process of `rate` arrivals a second
    next += (-Math.log(1 - Math.random()) * 1000) / rate;
  }
  await Promise.all(inFlight);
  parentPort.postMessage({ samples, rps: samples.length / duration, errors });
} else {
  const instance = autocannon(
    { url, connections, duration, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: path() }) }] },
    (err, result) => {
      if (err) throw err;
      parentPort.postMessage({ samples, rps: result.requests.average, errors: result.errors + result.non2xx });
    },
  );
  instance.on('response', (_client, _status, _bytes, ms) => samples.push(ms));
}
