import type { FastifyPluginAsync } from 'fastify'
import type { AppContext } from '../context'

/** Catalogue stream, content part: help, FAQ-free documents (policy, terms, 6905–6913). */
export const contentRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (_app, _opts) => {}
