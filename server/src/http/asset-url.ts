import type { FastifyRequest } from 'fastify'

/**
 * Stored image paths are site-relative; replies carry absolute URLs because widgets render them
 * on partner pages of another origin. `publicUrl` (PUBLIC_URL) wins over the request's host.
 */
export function createAssetUrl(publicUrl: string | undefined) {
  const base = publicUrl?.replace(/\/+$/, '')
  return (request: FastifyRequest, path: string): string => {
    if (path === '' || /^https?:\/\//.test(path)) return path
    return `${base ?? `${request.protocol}://${request.host}`}${path}`
  }
}

export type AssetUrl = ReturnType<typeof createAssetUrl>
