import type { FastifyPluginAsync } from 'fastify';
import { merchantRoutes, merchantTemplateFiles } from './routes/applications';

/**
 * The merchant application. Its calls sit under `/api` but outside the API scope (registered
 * beside the uploads when that folder was only known there), so they render their own errors; app.ts
 * gives them the API's CORS headers, for the distributor dialog on partner pages.
 */
export const merchantDomain: FastifyPluginAsync = async (app) => {
  await app.register(merchantRoutes, { prefix: '/api' });
  await app.register(merchantTemplateFiles);
};
