/**
 * Property-based fuzz of every route of the API (issue 9): the routes are read from the app as it
 * registers them, so a new route is fuzzed without anyone listing it. For each, generated
 * requests (see support/fuzz-inputs.ts) as a member, an anonymous caller and a forged token must
 *   - never answer 5xx;
 *   - on an error, answer `{code, message}` (the `/mallpcapi` family: its 200 envelope);
 *   - on a refusal, write no row (a row trigger logs every write, support/write-log.ts).
 * `npm run fuzz -- --runs N` runs it longer (VITRINA_FUZZ_RUNS; VITRINA_FUZZ_SEED replays one run).
 *
 * The routes are dealt to the files tests/api/fuzz-<k>.test.ts, one shard each, so the fuzz runs
 * on as many workers as there are (one file was the suite's longest, ≈130 s under load).
 */
import { randomBytes, scryptSync } from 'node:crypto';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { familyOf } from '../../../server/src/http/render';
import { createSessions } from '../../../server/src/services/auth/sessions';
import { clientPasswordHash } from '../../../server/src/services/auth/password';
import { backends, describeBackends, type ApiHarness, type BackendName } from './backends';
import { createFuzzArbitraries, describeRequest, toInject, type FuzzRequest, type FuzzSeeds } from './fuzz-inputs';
import { NOT_API_REPLIES, ROUTE_FIELDS } from './fuzz-routes';
import { installWriteLog, type WriteLog } from './write-log';

const RUNS = Number(process.env.VITRINA_FUZZ_RUNS ?? 200);
/**
 * Runs a route gets on a backend. The fuzz judges the handlers (status, envelope, writes), which
 * are the same code on both engines; PostgreSQL is the stricter one (real concurrency, its own
 * type parsing), so it gets every run and PGlite, in the same run, a quarter of them as a smoke
 * check: PGlite is WebAssembly on the test worker's thread and its 200 runs cost ~47 s of the
 * suite's CPU. Alone (no PostgreSQL) or with VITRINA_FUZZ_RUNS set, PGlite gets them all.
 */
const runsOn = (backend: BackendName, both: boolean): number =>
  backend === 'pglite' && both && process.env.VITRINA_FUZZ_RUNS === undefined ? Math.ceil(RUNS / 4) : RUNS;
const SEED = process.env.VITRINA_FUZZ_SEED === undefined ? undefined : Number(process.env.VITRINA_FUZZ_SEED);
/** Only the routes whose `METHOD url` matches (a long run on a few routes); every route when unset. */
const ONLY = process.env.VITRINA_FUZZ_ROUTES ? new RegExp(process.env.VITRINA_FUZZ_ROUTES) : undefined;

/**
 * Tables a refused request may write, each for a reason of its own: a refusal that must be
 * counted or remembered is the point of these rows.
 */
const WRITES_ON_REFUSAL: Readonly<Record<string, string>> = {
  auth_failure: 'a wrong password or an unknown account counts against the login and recovery throttles (services/auth/throttle.ts)',
  account_probe:
    'an answer that tells whether an account exists ("no account", "taken") counts against the account-check throttle (services/auth/probe-throttle.ts)',
  sms_code: 'a wrong SMS code counts against the tries of the code it was checked against (services/sms/sms-codes.ts)',
};

/**
 * Places a request holds while it runs and gives back when it is refused: a registration reserves
 * one of its IP's sign-ups before the slow password hash, so parallel sign-ups see each other
 * (services/auth/signup-throttle.ts), and a refused one (a taken username…) deletes it again. As
 * many deletes as inserts leave nothing behind; an insert without its delete is still a write.
 */
const GIVEN_BACK = ['signup_attempt'];

function givenBack(writes: string[]): string[] {
  const balanced = GIVEN_BACK.filter(
    (table) => writes.filter((w) => w === `${table} INSERT`).length === writes.filter((w) => w === `${table} DELETE`).length,
  );
  return writes.filter((w) => !balanced.some((table) => w === `${table} INSERT` || w === `${table} DELETE`));
}

interface Route {
  method: string;
  url: string;
  key: string;
}

/** A member without scrypt's production cost: the row keeps cheap parameters, as an old row may. */
async function fuzzMember(api: ApiHarness): Promise<{ id: number; username: string; mobile: string }> {
  const salt = randomBytes(16);
  const key = scryptSync(clientPasswordHash('fuzz-pass-1'), salt, 32, { N: 16, r: 1, p: 1 });
  const stored = ['scrypt', 16, 1, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
  const username = `fuzzer_${process.pid % 10_000}`;
  const mobile = `77${String(Date.now() % 1e8).padStart(8, '0')}`;
  const { rows } = await api.db.query<{ id: number }>(
    `insert into member (id, username, password_hash, mobile, email, nickname, language, created_at, password_changed_at)
     values (nextval('member_id_seq'), $1, $2, $3, '', $1, 4, 0, 0) returning id`,
    [username, stored, mobile],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('[vitrina] fuzz member was not created');
  return { id, username, mobile };
}

async function seedsOf(api: ApiHarness, member: { username: string; mobile: string }): Promise<FuzzSeeds> {
  const first = async (sql: string): Promise<Record<string, number>> => (await api.db.query<Record<string, number>>(sql)).rows[0] ?? {};
  const goods = await first(
    `select s.id as sku, g.id as goods, g.shop_id as shop, g.category_id as category, g.grand_id as grand, g.brand_id as brand
     from sku s join goods g on g.id = s.goods_id where g.market_enable = 1 and s.quantity >= g.package_unit * 5 order by s.id limit 1`,
  );
  const region = await first(
    `select a.id as county, c.id as city, c.parent_id as state from region a join region c on c.id = a.parent_id where a.region_grade = 3 order by a.id limit 1`,
  );
  const ids: Record<string, number> = { ...goods, ...region };
  for (const [name, table] of [
    ['label', 'product_label'],
    ['article', 'article'],
    ['ask', 'goods_ask'],
    ['coupon', 'coupon'],
    ['faq', 'faq'],
    ['page', 'cms_page'],
  ] as const) {
    const row = await first(`select id from ${table} order by id limit 1`);
    if (row.id !== undefined) ids[name] = row.id;
  }
  return { ids, username: member.username, mobile: member.mobile, wrongPasswordHash: clientPasswordHash('not-the-password') };
}

const parse = (response: LightMyRequestResponse): unknown => {
  try {
    return JSON.parse(response.body) as unknown;
  } catch {
    return undefined;
  }
};
const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
const pathOf = (url: string) => url.split('?')[0] ?? url;

/** What is wrong with this answer, if anything; and whether it refused the request. */
function judge(request: FuzzRequest, response: LightMyRequestResponse): { problem?: string; refused: boolean } {
  const status = response.statusCode;
  const shown = `${status} ${response.body.slice(0, 300)}`;
  if (status >= 500) return { problem: `answered ${shown}`, refused: true };
  const path = pathOf(request.url);
  // a CORS preflight is answered by the CORS protocol, which browsers read from headers only
  if (request.method === 'OPTIONS') return { refused: status >= 400 };
  if (NOT_API_REPLIES.some((pattern) => pattern.test(path)) || !path.startsWith('/api')) return { refused: status >= 400 };
  const body = parse(response);
  if (familyOf(path) === 'mall') {
    if (status >= 300 && status !== 304)
      return { problem: `the mall family answered HTTP ${shown} instead of its envelope`, refused: true };
    if (field(body, 'success') !== false) return { refused: false };
    const ok =
      typeof field(body, 'code') === 'number' && typeof field(body, 'message') === 'string' && String(field(body, 'message')).trim() !== '';
    return ok ? { refused: true } : { problem: `a refusal without {code, message}: ${shown}`, refused: true };
  }
  if (status < 400) return { refused: false };
  const ok =
    typeof field(body, 'code') === 'string' && typeof field(body, 'message') === 'string' && String(field(body, 'message')).trim() !== '';
  return ok ? { refused: true } : { problem: `an error without {code, message}: ${shown}`, refused: true };
}

/** The member's session ended (a logout or a password change in the fuzz): time for a new one. */
const sessionGone = (request: FuzzRequest, response: LightMyRequestResponse) =>
  familyOf(pathOf(request.url)) === 'mall' ? field(parse(response), 'code') === 502 : response.statusCode === 403;

/** The fuzz of shard `shard` (1…`shards`) of the routes, sorted by `METHOD url` and dealt in turn. */
export function fuzzShard(shard: number, shards: number): void {
  /** Every route the apps registered, by `METHOD url`; HEAD is Fastify's copy of GET. */
  const routes = new Map<string, Route>();
  function collect(route: RouteOptions): void {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const key = `${method} ${route.url}`;
      routes.set(key, { method, url: route.url, key });
    }
  }
  const mine = (route: Route) => [...routes.keys()].sort().indexOf(route.key) % shards === shard - 1 && (!ONLY || ONLY.test(route.key));

  describeBackends(
    `API fuzz ${shard}/${shards}`,
    (api) => {
      let log: WriteLog;
      let arbitraries: ReturnType<typeof createFuzzArbitraries>;
      let memberId = 0;
      let token = '';
      let mark = 0;
      /** how the answers fell, so the summary shows the fuzz got past the first check */
      const tally = { accepted: 0, refused: 0, memberSessionsEnded: 0 };

      beforeAll(async () => {
        const member = await fuzzMember(api);
        memberId = member.id;
        token = await createSessions(api.db, Date.now).login(memberId, null);
        arbitraries = createFuzzArbitraries(await seedsOf(api, member));
        log = await installWriteLog(api.db);
        mark = await log.mark();
      });

      /** One request: `undefined` when the answer is right, else what is wrong. */
      async function probe(request: FuzzRequest): Promise<string | undefined> {
        const response = await api.inject(toInject(request, token));
        const { problem, refused } = judge(request, response);
        const after = await log.mark();
        const before = mark;
        mark = after;
        if (problem) return problem;
        tally[refused ? 'refused' : 'accepted'] += 1;
        if (refused && after > before) {
          const writes = givenBack(await log.since(before)).filter((write) => WRITES_ON_REFUSAL[write.split(' ')[0] ?? ''] === undefined);
          if (writes.length > 0)
            return `refused (${response.statusCode} ${response.body.slice(0, 200)}) but wrote ${[...new Set(writes)].join(', ')}`;
        }
        if (request.caller === 'member' && sessionGone(request, response)) {
          tally.memberSessionsEnded += 1;
          token = await createSessions(api.db, Date.now).login(memberId, null);
          mark = await log.mark();
        }
        return undefined;
      }

      // one shard is enough to check the list of fields against the routes
      if (shard === 1)
        it('knows the fields of every route, and of no route that is gone', () => {
          const registered = [...routes.keys()];
          expect(registered.length).toBeGreaterThan(100);
          expect(
            registered.filter((key) => ROUTE_FIELDS[key] === undefined),
            'routes the fuzz has no fields for (tests/api/support/fuzz-routes.ts)',
          ).toEqual([]);
          expect(
            Object.keys(ROUTE_FIELDS).filter((key) => !routes.has(key)),
            'fuzz entries of routes that no longer exist',
          ).toEqual([]);
        });

      const runs = runsOn(api.backend, backends.length > 1);
      it(
        `never answers 5xx, always {code, message} on an error, writes nothing on a refusal (${runs} runs a route)`,
        async () => {
          const failures: string[] = [];
          const done = new Map<string, number>();
          const started = Date.now();
          const took = new Map<string, number>();
          const chosen = [...routes.values()].filter(mine);
          if (!ONLY) expect(chosen.length, 'routes in this shard').toBeGreaterThan(0);
          for (const route of chosen) {
            const routeStarted = Date.now();
            const property = fc.asyncProperty(arbitraries.requestTo(route.method, route.url, route.key), async (request) => {
              const problem = await probe(request);
              if (problem) throw new Error(problem);
            });
            const details = await fc.check(property, {
              numRuns: runs,
              ...(SEED === undefined ? {} : { seed: SEED }),
              endOnFailure: process.env.VITRINA_FUZZ_SHRINK === '0',
            });
            done.set(route.key, details.numRuns);
            took.set(route.key, Date.now() - routeStarted);
            if (details.failed) {
              const [request] = details.counterexample ?? [];
              const reason = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
              failures.push(
                `${route.key}: ${reason}\n    ${request ? describeRequest(request) : ''}\n    (seed ${details.seed}, path ${details.counterexamplePath})`,
              );
            }
          }
          const slowest = [...took]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 5)
            .map(([key, ms]) => `${key} ${(ms / 1000).toFixed(1)} s`);
          console.log(
            `[vitrina] fuzz ${shard}/${shards} [${api.backend}]: ${chosen.length} routes × ${runs} runs in ${((Date.now() - started) / 1000).toFixed(1)} s (seeds random unless VITRINA_FUZZ_SEED); ${tally.accepted} accepted, ${tally.refused} refused, member session ended ${tally.memberSessionsEnded} times; slowest: ${slowest.join(', ')}`,
          );
          expect(failures, failures.join('\n')).toEqual([]);
          expect(
            chosen.filter((route) => (done.get(route.key) ?? 0) < runs).map((route) => route.key),
            'routes fuzzed fewer times than asked',
          ).toEqual([]);
        },
        Math.max(600_000, RUNS * 3_000),
      );
    },
    { onRoute: collect, smsTransport: { send: async () => undefined } },
    // every route on PGlite too: the suite's one pass of every route over the embedded engine
    'both',
  );
}
