/**
 * A burst of one kind of money-moving call that the server is SIGKILLed in the middle of (issue 5's
 * checkout, issue 12's refunds and withdrawals). tests/api/crash-recovery.test.ts runs them one after
 * another on one database and one chain of server processes: each restart serves the previous
 * burst's clients retrying and the next burst, so three crashes cost four starts instead of six,
 * and the scenarios' data sit side by side as they would in production.
 */
import type { Db } from '../../../../server/src/db/open';
import type { ChildServer } from '../child-server';

export interface CrashScenario<State> {
  /** what is burst, for the tests' names: "checkouts", "refunds", "withdrawals" */
  readonly calls: string;
  /** its rows, on the database the servers will use; `taken` lists skus another scenario counts */
  arrange(db: Db, taken: Set<number>): Promise<State>;
  /** sends the burst to `server` and SIGKILLs it a quarter of the way in; resolves once it is dead */
  burst(server: ChildServer, state: State): Promise<void>;
  /** the books right after the kill, before any restart */
  afterKill(db: Db, state: State): Promise<void>;
  /** the clients try again on the restarted server, as after a dropped connection */
  retry(url: string, state: State): Promise<void>;
  /** the books once every client has had its answer */
  verify(db: Db, state: State): Promise<void>;
}

/** How fetch fails when the server dies: refused or reset before the reply, or cut mid-body. */
export const droppedConnection = (error: unknown) =>
  error instanceof TypeError && (error.message === 'fetch failed' || error.message === 'terminated');

/**
 * The burst as a busy client sends it: `inFlight` calls at a time from one queue, each target's
 * calls one after another in it (so its duplicates race each other). All at once, PostgreSQL ran
 * every transaction side by side and could finish them all before the first answer reached the
 * test. `answered` is told of each answer; the server is killed once a quarter are answered.
 */
export async function queuedBurst<T>(
  server: ChildServer,
  queue: T[],
  inFlight: number,
  send: (url: string, item: T) => Promise<Response>,
  accept: (reply: Response) => boolean,
): Promise<void> {
  const killAt = queue.length / 4;
  let answered = 0;
  let killed: Promise<void> | undefined;
  const call = (item: T) =>
    send(server.url, item).then(
      async (reply) => {
        if (!accept(reply)) throw new Error(`${server.url} answered ${reply.status}: ${await reply.text()}`);
        answered += 1;
        if (!killed && answered >= killAt) killed = server.crash();
      },
      (error: unknown) => {
        // only a dropped connection is expected; the server's own answers must be sound
        if (!droppedConnection(error)) throw error;
      },
    );
  const sender = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await call(item);
  };
  await Promise.all(Array.from({ length: inFlight }, sender));
  if (!killed) throw new Error('the server answered every call before it could be killed');
  await killed;
}

/** A scenario with its state kept in a closure: what the chain runs, one step at a time. */
export interface CrashStep {
  readonly calls: string;
  arrange(db: Db, taken: Set<number>): Promise<void>;
  burst(server: ChildServer): Promise<void>;
  afterKill(db: Db): Promise<void>;
  retry(url: string): Promise<void>;
  verify(db: Db): Promise<void>;
}

export function inChain<State>(scenario: CrashScenario<State>): CrashStep {
  let state: State | undefined;
  const arranged = (): State => {
    if (state === undefined) throw new Error(`[vitrina] crash test: the ${scenario.calls} were not arranged`);
    return state;
  };
  return {
    calls: scenario.calls,
    async arrange(db, taken) {
      state = await scenario.arrange(db, taken);
    },
    burst: (server) => scenario.burst(server, arranged()),
    afterKill: (db) => scenario.afterKill(db, arranged()),
    retry: (url) => scenario.retry(url, arranged()),
    verify: (db) => scenario.verify(db, arranged()),
  };
}

/**
 * `count` new members named `<prefix>-<i>-<stamp>`, each with one trade `T<sn>` whose order sn is
 * `<PREFIX><stamp><member id>`: the rows a scenario's orders hang on.
 */
export async function membersWithTrades(db: Db, prefix: string, count: number): Promise<{ ids: number[]; sns: string[] }> {
  const stamp = Date.now().toString(36);
  const { rows: members } = await db.query<{ id: number }>(
    `insert into member (id, username, password_hash, mobile, created_at)
     select nextval('member_id_seq'), $3 || '-' || i || '-' || $2, 'x', null, 0 from generate_series(1, $1::int) as i returning id`,
    [count, stamp, prefix],
  );
  const ids = members.map((m) => Number(m.id));
  const sns = ids.map((id) => `${prefix.toUpperCase()}${stamp}${id}`);
  await db.query(
    `insert into trade (sn, member_id, idempotency_key, way, client, payment_type, created_at)
     select 'T' || sn, id, 'k-' || sn, 'CART', 'PC', 'ONLINE', 0 from unnest($1::bigint[], $2::text[]) as t(id, sn)`,
    [ids, sns],
  );
  return { ids, sns };
}
