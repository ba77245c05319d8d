/**
 * Every route under /api declares its schemas (issue 10 item 5): a response struct for 200, and
 * a params struct when its path has parameters. A route without them is a startup error naming
 * it, so no call goes out unchecked by forgetting.
 */
import type { RouteOptions } from 'fastify';

/** The `onRoute` hook of the check. */
export function requireRouteSchemas(route: RouteOptions): void {
  if (!route.url.startsWith('/api')) return;
  const methods = [route.method].flat();
  if (methods.every((method) => method === 'OPTIONS' || method === 'HEAD')) return;
  const name = `${methods.join(',')} ${route.url}`;
  const schema = route.schema as { response?: Record<string, unknown>; params?: unknown } | undefined;
  if (schema?.response?.[200] === undefined) throw new Error(`[vitrina] ${name} has no response schema for 200`);
  if (route.url.includes(':') && schema.params === undefined) throw new Error(`[vitrina] ${name} has path parameters but no params schema`);
}
