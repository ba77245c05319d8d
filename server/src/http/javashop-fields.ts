import type { FastifyRequest } from 'fastify';
import { asSource } from './params';
import { familyOf } from './render';

/**
 * Javashop clients send a call's fields in the query or the form, either one: before a route's
 * body schema reads them, the query's fields join the body's (the body's win, as `fieldsOf` had it).
 * Only where the route declares a body: the rest read the query alone.
 */
export async function javashopFieldsInBody(request: FastifyRequest): Promise<void> {
  if (request.routeOptions.schema?.body === undefined || familyOf(request.url) !== 'javashop') return;
  request.body = { ...asSource(request.query), ...asSource(request.body) };
}
