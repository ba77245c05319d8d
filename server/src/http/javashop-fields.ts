import type { FastifyRequest } from 'fastify';
import { asSource } from './source';
import { familyOf } from './render';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the route reads its form alone (`passport/token`, the recovery's posts): the query stays out of it */
    bodyOnly?: boolean;
  }
}

/**
 * Javashop clients send a call's fields in the query or the form, either one: before a route's
 * body schema reads them, the query's fields join the body's (the body's win, as `fieldsOf` had it).
 * Only where the route declares a body: the rest read the query alone.
 */
export async function javashopFieldsInBody(request: FastifyRequest): Promise<void> {
  const { schema, config } = request.routeOptions;
  if (schema?.body === undefined || config.bodyOnly === true || familyOf(request.url) !== 'javashop') return;
  await fieldsInQueryOrForm(request);
}

/** The query's fields join the body's (the body's win), for a route of either family that takes both. */
export async function fieldsInQueryOrForm(request: FastifyRequest): Promise<void> {
  request.body = { ...asSource(request.query), ...asSource(request.body) };
}

/** A Javashop page as the route schema read it (contract `javashopPaging`, defaults filled). */
export const pageOf = (query: { page_no: number; page_size: number }) => ({ pageNo: query.page_no, pageSize: query.page_size });
