import type { FastifyPluginAsync } from 'fastify'
import type { AppContext } from '../context'

/**
 * Root of the accounts and session: register, SMS, passport, member profile and security routes (issue 4). Sub-plugins of this
 * stream register here, so streams never edit each other's files.
 */
export const accountsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (_api, _options) => {}
