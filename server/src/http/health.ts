import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../db/migrate';
import type { Db } from '../db/types';

/**
 * For load balancers and orchestrators, outside `/api` (no CORS, no envelope):
 * - `GET /healthz`: the process answers (liveness; it touches nothing).
 * - `GET /readyz`: this node can serve: the database answers and has every migration this code
 *   expects. The search index is built before the app answers at all (`catalogue.prepare()` in
 *   createApp), so a node that answers has one. While the server closes (SIGTERM), Fastify answers
 *   new requests 503, so the balancer stops sending them.
 */
export function registerHealth(app: FastifyInstance, db: Db): void {
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    let pending: string[];
    try {
      pending = await pendingMigrations(db);
    } catch {
      return reply.status(503).headers(noStore).send({ status: 'unready', reason: 'database' });
    }
    if (pending.length > 0) return reply.status(503).headers(noStore).send({ status: 'unready', reason: 'migrations', pending });
    return reply.headers(noStore).send({ status: 'ready' });
  });
}
