// The load generator of `npm run bench`, in its own thread so that the server under test does not
// share its event loop with its own clients (as a real buyer's browser would not). Runs autocannon
// over the given paths and posts back every request's latency, from which the bench takes p50
// and p95 exactly (autocannon's histogram stops at p90 and p97.5).
import { parentPort, workerData } from 'node:worker_threads'
import autocannon from 'autocannon'

const { url, paths, uncachedPrices, connections, duration, connectionRate } = workerData
let i = 0
// `uncachedPrices` adds a price ceiling unique to every request, so no answer is ever served from
// a listing cache: the figure of a database query per request.
const path = () => {
  const n = i++
  const base = paths[n % paths.length]
  return uncachedPrices ? `${base}&maxPrice=${(100000 + (n % 1_000_000) / 100).toFixed(2)}` : base
}
const samples = []
const instance = autocannon(
  // `connectionRate` paces each connection (requests per second): latency at a stated arrival rate
  // rather than with every connection always waiting on an answer (closed loop, throughput-bound).
  { url, connections, duration, ...(connectionRate ? { connectionRate } : {}), requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: path() }) }] },
  (err, result) => {
    if (err) throw err
    parentPort.postMessage({ samples, rps: result.requests.average, errors: result.errors + result.non2xx })
  },
)
instance.on('response', (_client, _status, _bytes, ms) => samples.push(ms))
