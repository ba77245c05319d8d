// Capacity (issue 15 §9): requests per second per node for search, the product page's API calls and
// the cart, on one node and on two behind a round-robin balancer, on PostgreSQL.
// `npm run bench -- --only capacity [--products 2000]`, or `capacityFigures()` from scripts/bench.ts.
//
// - The nodes are real server processes (`node --import tsx server/src/main.ts`, as in production),
//   each with its own DATA_DIR, on one throwaway PostgreSQL cluster seeded with `products` goods.
// - The balancer is a TCP round-robin in this process (as HAProxy's `mode tcp`, `balance
//   roundrobin`): each client connection goes to the next node and stays there. One node is
//   measured through it too, so both figures pay the same hop.
// - The load: 50 keep-alive clients in closed loops for 8 s after a 2 s warm-up (autocannon, in a
//   worker thread); exact p50/p95 from every request's latency; any refusal counts as an error.
// - The CPU each node, PostgreSQL and the bench itself used during each run, from /proc: on a shared
//   machine throughput alone says little, the CPU a request costs says what N nodes need.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { openDb, type Db } from '../server/src/db/open';
import { ensureSeeded } from '../server/src/seed';
import { createSessions } from '../server/src/services/auth/sessions';
import { startChildServer, type ChildServer } from '../tests/api/support/child-server';
import { postgresAvailable, startPostgres } from '../tests/api/support/postgres';

const root = resolve(import.meta.dirname, '..');

const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 8;
/** Buyers per cart run: each add goes to a (buyer, sku) pair no earlier add of the run used. */
const BUYERS = 200;
const CART_SKUS = 100;
/** Lines in each reading buyer's cart (the cart read). */
const READ_LINES = 5;
/** Goods whose product page the product-page run opens. */
const PAGES = 300;
const KEYWORDS = ['tornillo', 'cable usb', 'audifonos', 'martillo', 'pintura', 'cargador', 'lampara led', 'taladro'];
const SORTS = ['relevance', 'price_asc', 'sales'];
const LANG = 'lang=es_MX';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

interface Request {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Scenario {
  name: string;
  /** requests per page view, when a page makes several (the product page: 3 calls) */
  callsPerUnit?: number;
  uniquePrice?: boolean;
  /** requests for this run (a cart add run gets fresh buyers each time) */
  requests(): Promise<Request[]>;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};

/** A TCP round-robin over `targets` (host:port): connection n goes to target n mod N. */
async function startBalancer(targets: { host: string; port: number }[]): Promise<{ url: string; close(): Promise<void> }> {
  let next = 0;
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    const target = targets[next++ % targets.length];
    if (!target) return client.destroy();
    const upstream = connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of open) socket.destroy();
        server.close(() => done());
      }),
  };
}

/** user + system CPU seconds of a process (0 once it is gone). */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ is 100 on Linux
  } catch {
    return 0;
  }
}

function parentOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}

/** CPU seconds of the cluster's postmaster and of every process it started (backends, writer, WAL writer…), by pid. */
function clusterCpu(postmaster: number): Map<number, number> {
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => pid === postmaster || parentOf(pid) === postmaster);
  return new Map(pids.map((pid) => [pid, cpuSeconds(pid)]));
}

/** What the cluster's processes used between two readings; a backend that ended in between is lost (the pools keep theirs open). */
function clusterCpuUsed(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, seconds] of after) used += seconds - (before.get(pid) ?? 0);
  return used;
}

/** The whole machine's busy CPU seconds (all cores, every process, other people's too). */
function machineBusySeconds(): number {
  // cpu  user nice system idle iowait irq softirq steal …: all but idle and iowait is busy
  const ticks = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1, 9).map(Number);
  return ticks.reduce((sum, tick, i) => (i === 3 || i === 4 ? sum : sum + tick), 0) / 100;
}

interface Sample {
  samples: number[];
  errors: number;
  firstRefusals: string[];
}

const runLoad = (url: string, requests: Request[], uniquePrice: boolean, offset: number) =>
  new Promise<Sample>((done, fail) => {
    const worker = new Worker(resolve(root, 'scripts/bench-capacity-worker.mjs'), {
      workerData: { url, requests, connections: CONNECTIONS, duration: DURATION_SECONDS, warmup: WARMUP_SECONDS, uniquePrice, offset },
    });
    worker.once('error', fail);
    worker.once('message', (reply: Sample) => {
      void worker.terminate();
      done(reply);
    });
  });

/** Members straight into the database, each with a session (setup, not load: no scrypt per login). */
async function newBuyers(db: Db, n: number, prefix: string): Promise<{ id: number; token: string }[]> {
  const sessions = createSessions(db, Date.now);
  const tag = `${prefix}${Date.now().toString(36)}`;
  const buyers = [];
  for (let i = 0; i < n; i++) {
    const { rows } = await db.query<{ id: number }>(
      `insert into member (id, username, password_hash, mobile, created_at) values (nextval('member_id_seq'), $1, 'x', null, 0) returning id`,
      [`${tag}${i}`],
    );
    const id = Number(rows[0]?.id);
    buyers.push({ id, token: await sessions.login(id, null) });
  }
  return buyers;
}

async function stockedSkus(db: Db, count: number): Promise<{ skuId: number; unit: number }[]> {
  const { rows } = await db.query<{ sku_id: number; unit: number }>(
    `select distinct on (g.id) s.id as sku_id, g.package_unit as unit
     from sku s join goods g on g.id = s.goods_id
     where g.market_enable = 1 and s.quantity >= g.package_unit * 4
     order by g.id, s.id limit $1`,
    [count],
  );
  if (rows.length < count) throw new Error(`[vitrina] capacity bench: only ${rows.length} of ${count} stocked skus`);
  return rows.map((r) => ({ skuId: Number(r.sku_id), unit: Number(r.unit) }));
}

const addToCart = (token: string, sku: { skuId: number; unit: number }): Request => ({
  method: 'POST',
  path: `/api/mallpcapi/orderCart/addtocart?${LANG}`,
  headers: { ...FORM, authorization: token },
  body: new URLSearchParams({ skuId: String(sku.skuId), num: String(sku.unit), shipmentType: '1' }).toString(),
});

/** Realistic searches: each keyword in the top category it lives in, three sorts, pages 1–3. */
async function searches(db: Db): Promise<Request[]> {
  const paths: Request[] = [];
  for (const keyword of KEYWORDS) {
    const { rows } = await db.query<{ grand_id: number }>(
      'select grand_id from goods where search_text like $1 group by grand_id order by count(*) desc limit 1',
      [`%${keyword.split(' ')[0]}%`],
    );
    const grand = rows[0]?.grand_id ?? 1;
    for (const sort of SORTS)
      for (const pageNo of [1, 2, 3])
        paths.push({
          method: 'GET',
          path: `/api/mallpcapi/product/productQuery?keyword=${encodeURIComponent(keyword)}&productCateGrandId=${grand}&sort=${sort}&pageNo=${pageNo}&pageSize=20&${LANG}`,
        });
  }
  return paths;
}

/** The calls a product page makes on its first screen, for an anonymous buyer: detail, the shop's best sellers, related goods. */
async function productPages(db: Db): Promise<Request[]> {
  const { rows } = await db.query<{ id: number; shop_id: number }>(
    'select id, shop_id from goods where market_enable = 1 order by id limit $1',
    [PAGES],
  );
  return rows.flatMap((g): Request[] => [
    { method: 'GET', path: `/api/mallpcapi/product/productDetail?goodsId=${g.id}&${LANG}` },
    { method: 'GET', path: `/api/buyer/goods/tags/hot/goods?seller_id=${g.shop_id}&num=5&${LANG}` },
    { method: 'GET', path: `/api/mallpcapi/product/productGoods?goodsId=${g.id}&num=10&${LANG}` },
  ]);
}

/** Buyers with `READ_LINES` lines in their carts, added through the API as the product page does. */
async function readingBuyers(db: Db, url: string): Promise<Request[]> {
  const buyers = await newBuyers(db, BUYERS, 'cr');
  const skus = await stockedSkus(db, CART_SKUS);
  const adds = buyers.flatMap((b, i) => Array.from({ length: READ_LINES }, (_, l) => ({ b, sku: skus[(i + l * 13) % skus.length] })));
  for (let i = 0; i < adds.length; i += 20) {
    await Promise.all(
      adds.slice(i, i + 20).map(async ({ b, sku }) => {
        if (!sku) return;
        const call = addToCart(b.token, sku);
        const reply = await fetch(`${url}${call.path}`, { method: 'POST', headers: call.headers, body: call.body });
        const text = await reply.text();
        if (reply.status !== 200 || text.startsWith('{"success":false'))
          throw new Error(`[vitrina] capacity bench setup: ${text.slice(0, 200)}`);
      }),
    );
  }
  return buyers.map((b) => ({ method: 'GET', path: `/api/buyer/trade/carts/all?way=CART&${LANG}`, headers: { authorization: b.token } }));
}

/** Fresh buyers, and every (buyer, sku) pair once in the list: no cart line grows past its first add. */
async function addingBuyers(db: Db): Promise<Request[]> {
  const buyers = await newBuyers(db, BUYERS, 'ca');
  const skus = await stockedSkus(db, CART_SKUS);
  const requests: Request[] = [];
  for (let s = 0; s < skus.length; s++)
    for (let b = 0; b < buyers.length; b++) {
      const buyer = buyers[b];
      const sku = skus[(s + b) % skus.length];
      if (buyer && sku) requests.push(addToCart(buyer.token, sku));
    }
  return requests;
}

export interface RunFigures {
  scenario: string;
  nodes: number;
  rps: number;
  perNode: number;
  unitsPerSecond?: number;
  p50: number;
  p95: number;
  p99: number;
  n: number;
  errors: number;
  firstRefusals: string[];
  /** CPU seconds over the timed run and warm-up, by who used them */
  cpu: { nodes: number[]; postgres: number; bench: number; machine: number; wallSeconds: number; loadAfter: number };
  /** CPU milliseconds per request: in the nodes (summed), in PostgreSQL */
  nodeCpuMsPerRequest: number;
  postgresCpuMsPerRequest: number;
  /** peak PostgreSQL connections of each node during the run: open, and running a query */
  peakConnections: { open: number[]; active: number[] };
}

/**
 * Peak connections per node (by application_name) while `during` runs, sampled every 250 ms: open
 * (what counts against max_connections or the pooler's max_client_conn) and running a query.
 */
async function watchConnections<T>(
  adminUrl: string,
  names: string[],
  during: () => Promise<T>,
): Promise<{ result: T; open: number[]; active: number[] }> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const open = names.map(() => 0);
  const active = names.map(() => 0);
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      const { rows } = await client.query<{ name: string; open: number; active: number }>(
        `select application_name as name, count(*)::int as open, (count(*) filter (where state = 'active'))::int as active
         from pg_stat_activity where application_name = any($1) group by 1`,
        [names],
      );
      for (const row of rows) {
        const i = names.indexOf(row.name);
        open[i] = Math.max(open[i] ?? 0, row.open);
        active[i] = Math.max(active[i] ?? 0, row.active);
      }
      await new Promise((done) => setTimeout(done, 250));
    }
  })();
  try {
    return { result: await during(), open, active };
  } finally {
    watching = false;
    await watcher;
    await client.end();
  }
}

async function measure(
  scenario: Scenario,
  balancerUrl: string,
  nodes: ChildServer[],
  postmaster: number,
  adminUrl: string,
  offset: number,
): Promise<RunFigures> {
  const requests = await scenario.requests();
  const names = nodes.map((_, i) => `vitrina-node-${i + 1}`);
  const before = {
    nodes: nodes.map((node) => cpuSeconds(node.pid)),
    postgres: clusterCpu(postmaster),
    bench: process.cpuUsage(),
    machine: machineBusySeconds(),
    wall: performance.now(),
  };
  const {
    result: load,
    open,
    active,
  } = await watchConnections(adminUrl, names, () => runLoad(balancerUrl, requests, scenario.uniquePrice ?? false, offset));
  const postgres = clusterCpuUsed(before.postgres, clusterCpu(postmaster));
  const benchUsed = process.cpuUsage(before.bench);
  const cpu = {
    nodes: nodes.map((node, i) => cpuSeconds(node.pid) - (before.nodes[i] ?? 0)),
    postgres,
    bench: (benchUsed.user + benchUsed.system) / 1e6,
    machine: machineBusySeconds() - before.machine,
    wallSeconds: (performance.now() - before.wall) / 1000,
    /** the 1-minute load average at the end: runnable processes, whoever's, for cores().length cores */
    loadAfter: loadavg()[0] ?? 0,
  };
  const rps = load.samples.length / DURATION_SECONDS;
  // CPU covers warm-up and timed run alike: per request over both, at the timed rate
  const requestsCovered = rps * (WARMUP_SECONDS + DURATION_SECONDS);
  return {
    scenario: scenario.name,
    nodes: nodes.length,
    rps,
    perNode: rps / nodes.length,
    ...(scenario.callsPerUnit ? { unitsPerSecond: rps / scenario.callsPerUnit } : {}),
    p50: pct(load.samples, 50),
    p95: pct(load.samples, 95),
    p99: pct(load.samples, 99),
    n: load.samples.length,
    errors: load.errors,
    firstRefusals: load.firstRefusals,
    cpu,
    nodeCpuMsPerRequest: (cpu.nodes.reduce((a, b) => a + b, 0) * 1000) / requestsCovered,
    postgresCpuMsPerRequest: (cpu.postgres * 1000) / requestsCovered,
    peakConnections: { open, active },
  };
}

const f0 = (x: number) => x.toFixed(0);
const f1 = (x: number) => x.toFixed(1);
const f2 = (x: number) => x.toFixed(2);

function line(r: RunFigures): string {
  const units = r.unitsPerSecond !== undefined ? ` (${f0(r.unitsPerSecond)} pages/s)` : '';
  return (
    `capacity ${`${r.nodes} node${r.nodes > 1 ? 's' : ''}`.padEnd(7)} ${r.scenario.padEnd(30)} ${f0(r.rps).padStart(5)} req/s${units}, ` +
    `${f0(r.perNode)} per node, p50 ${f1(r.p50)} ms, p95 ${f1(r.p95)} ms, errors ${r.errors}; ` +
    `CPU per request: node ${f2(r.nodeCpuMsPerRequest)} ms, PostgreSQL ${f2(r.postgresCpuMsPerRequest)} ms; ` +
    `CPU s in ${f1(r.cpu.wallSeconds)} s: nodes ${r.cpu.nodes.map(f1).join('+')}, PostgreSQL ${f1(r.cpu.postgres)}, bench ${f1(r.cpu.bench)}, ` +
    `machine ${f1(r.cpu.machine)} of ${f1(r.cpu.wallSeconds * cpus().length)}, load ${f1(r.cpu.loadAfter)}; connections per node: open ${r.peakConnections.open.join('/')}, active ${r.peakConnections.active.join('/')}` +
    (r.firstRefusals.length > 0 ? `; first refusals: ${r.firstRefusals.join(' | ')}` : '')
  );
}

/** One node, then two, on one PostgreSQL seeded with `products` goods; summary lines go to `summary`. */
export async function capacityFigures(opts: { products: number; summary: string[] }): Promise<Record<string, unknown>> {
  if (!postgresAvailable()) {
    opts.summary.push('capacity: skipped (no PostgreSQL binaries)');
    return { skipped: 'no PostgreSQL' };
  }
  const cluster = await startPostgres();
  const dirs: string[] = [];
  const nodes: ChildServer[] = [];
  let db: Db | undefined;
  try {
    console.log(`[capacity] seeding ${opts.products} products into PostgreSQL…`);
    db = await openDb({ databaseUrl: cluster.url });
    await ensureSeeded(db, { products: opts.products });
    const setup = db;
    const { rows } = await setup.query<{ pid: number }>('select pg_backend_pid() as pid');
    const postmaster = parentOf(Number(rows[0]?.pid));
    const startNode = async (i: number) => {
      const dataDir = await mkdtemp(join(tmpdir(), `vitrina-capacity-${i}-`));
      dirs.push(dataDir);
      const url = new URL(cluster.url);
      url.searchParams.set('application_name', `vitrina-node-${i}`);
      return startChildServer({ dataDir, databaseUrl: url.toString(), env: { LOG: '0' } });
    };
    const targets = () =>
      nodes.map((node) => {
        const url = new URL(node.url);
        return { host: url.hostname, port: Number(url.port) };
      });
    const scenarios = (url: () => string): Scenario[] => [
      { name: 'search (productQuery)', requests: () => searches(setup) },
      { name: 'search, uncached', uniquePrice: true, requests: () => searches(setup) },
      { name: 'product page API calls', callsPerUnit: 3, requests: () => productPages(setup) },
      { name: 'cart add (addtocart)', requests: () => addingBuyers(setup) },
      { name: 'cart read (carts/all)', requests: () => readingBuyers(setup, url()) },
    ];
    // Both nodes up from the start; each scenario on one node, then at once on two: on a shared
    // machine the two figures of a pair are then seconds apart, not minutes.
    const started = await Promise.allSettled([startNode(1), startNode(2)]);
    for (const start of started) if (start.status === 'fulfilled') nodes.push(start.value); // stopped in `finally` even if the other failed
    for (const start of started) if (start.status === 'rejected') throw start.reason;
    const one = await startBalancer(targets().slice(0, 1));
    const two = await startBalancer(targets());
    const runs: RunFigures[] = [];
    let offset = 0;
    try {
      for (const scenario of scenarios(() => one.url)) {
        for (const [count, balancer] of [
          [1, one],
          [2, two],
        ] as const) {
          console.log(`[capacity] ${scenario.name}, ${count} node(s)…`);
          const figures = await measure(scenario, balancer.url, nodes.slice(0, count), postmaster, cluster.url, offset);
          offset += 1_000_000; // price ceilings never repeat from one run to the next
          runs.push(figures);
          console.log(`  ${line(figures)}`);
        }
      }
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
    for (const r of runs) opts.summary.push(line(r));
    for (const r of runs.filter((run) => run.nodes === 2)) {
      const one = runs.find((run) => run.nodes === 1 && run.scenario === r.scenario);
      if (one) opts.summary.push(`capacity ${r.scenario}: 2 nodes ÷ 1 node = ${f2(r.rps / one.rps)}×`);
    }
    return {
      products: opts.products,
      connections: CONNECTIONS,
      warmupSeconds: WARMUP_SECONDS,
      durationSeconds: DURATION_SECONDS,
      cores: cpus().length,
      runs,
    };
  } finally {
    await Promise.all(nodes.map((node) => node.stop()));
    await db?.close();
    await cluster.stop();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

/**
 * `npm run bench -- --only capacity`: these figures alone (a few minutes with `--products 2000`),
 * written to bench-results/capacity-latest.json; then the process ends. Anything else after
 * `--only` is refused by name, so a typo does not run the whole bench.
 */
export async function runOnly(argv: string[], products: number): Promise<void> {
  const i = argv.indexOf('--only');
  if (i < 0) return;
  const section = argv[i + 1];
  if (section !== 'capacity') throw new Error(`[vitrina] --only takes: capacity (got ${JSON.stringify(section)})`);
  const summary: string[] = [];
  const results = { date: new Date().toISOString(), capacity: await capacityFigures({ products, summary }) };
  console.log('\nCapacity');
  for (const entry of summary) console.log(`  ${entry}`);
  mkdirSync(resolve(root, 'bench-results'), { recursive: true });
  writeFileSync(resolve(root, 'bench-results/capacity-latest.json'), JSON.stringify(results, null, 2));
  console.log('\nWritten to bench-results/capacity-latest.json');
  process.exit(0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const at = process.argv.indexOf('--products');
  await runOnly(['--only', 'capacity'], at > 0 ? Number(process.argv[at + 1]) : 2000);
}
