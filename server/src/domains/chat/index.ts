import type { FastifyPluginAsync } from 'fastify';
import { chatRoutes } from './routes/chat';

/** Chat: single sign-on to the IM provider, and the built-in development provider. */
export const chatDomain: FastifyPluginAsync = async (app) => {
  await app.register(chatRoutes);
};
