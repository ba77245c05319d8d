import type { FastifyPluginAsync } from 'fastify';
import { uploadsRoutes } from './routes/uploads';

/**
 * Files, outside the `/api` scope: `/uploads/*` (generated images and stored files) and the one
 * upload call, `POST /api/mallpcapi/upload/file`, which parses multipart itself and stores avatars
 * and merchant documents under one quota.
 */
export const uploadsDomain: FastifyPluginAsync = async (app) => {
  await app.register(uploadsRoutes);
};
