import type { FastifyPluginAsync } from 'fastify';
import { merchantRoutes, merchantTemplateFiles } from './routes/applications';

/**
 * The merchant application. Its calls sit under `/api` but outside the API scope (registered
 * beside the uploads when that folder was only known there), so they carry no CORS headers and
 * render their own errors: kept so, since this move changes no behaviour.
 */
export const merchantDomain: FastifyPluginAsync = async (app) => {
  await app.register(merchantRoutes, { prefix: '/api' });
  await app.register(merchantTemplateFiles);
};
