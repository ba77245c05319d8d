import { mkdir } from 'node:fs/promises'
import { resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync } from 'fastify'
import type { AppContext } from '../context'
import { generatedImage, IMAGE_KINDS, type ImageKind } from '../services/images/image-service'

/**
 * `/uploads/generated/{kind}/{id}.svg` draws placeholder images on demand; everything else under
 * `/uploads/` is a stored file. Stored files come from users, so they are served sandboxed: even
 * an uploaded SVG or HTML cannot run script on our origin.
 */
export const uploadsRoutes: FastifyPluginAsync<{ ctx: AppContext; uploadsDir: string }> = async (app, { ctx, uploadsDir }) => {
  app.get<{ Params: { kind: string; file: string } }>('/uploads/generated/:kind/:file', async (request, reply) => {
    const kind = IMAGE_KINDS.find((k) => k === request.params.kind)
    const match = /^(\d{1,15})\.svg$/.exec(request.params.file)
    const svg = kind && match ? await generatedImage(ctx.db, kind satisfies ImageKind, Number(match[1])) : undefined
    if (svg === undefined) return reply.status(404).type('text/plain; charset=utf-8').send('Not found')
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg)
  })

  await mkdir(uploadsDir, { recursive: true })
  await app.register(fastifyStatic, {
    root: resolve(uploadsDir),
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    setHeaders(reply) {
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      reply.header('cache-control', 'public, max-age=3600')
    },
  })
}
