import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { string } from 'superstruct';
import { mallReply } from '../../../../../src/core/contract/envelope';
import type { FastifyPluginAsync } from 'fastify';
import { AVATAR_MAX_BYTES } from '../../../../../src/core/contract/rules-accounts';
import { REVIEW_UPLOAD_PATH } from '../../../../../src/core/contract/rules-reviews';
import { ApiError, validationError } from '../../../http/errors';
import { mallOk, sendError } from '../../../http/render';
import { requireMember } from '../../guards';
import { MERCHANT_DOCUMENT_MAX_BYTES, MERCHANT_UPLOAD_PATH } from '../../../services/merchant/documents';
import type { ImageView } from '../../../services/images/generated-svg';
import { IMAGE_KINDS, type ImageKind } from '../../../services/images/image-service';
import { UPLOAD_SWEEP } from '../../../services/uploads/upload-store';

/**
 * `/uploads/generated/{kind}/{id}.svg` (and a goods' gallery views `{id}-v{2..4}.svg`) draws
 * placeholder images on demand; everything else under
 * `/uploads/` is a stored file, read from the file store (FILE_STORE: this node's disk or the
 * database every node shares). Stored files come from users, so they are served sandboxed: even
 * an uploaded SVG or HTML cannot run script on our origin.
 */
export const uploadsRoutes: FastifyPluginAsync = async (app) => {
  const { uploads } = app.services;
  const { store, files } = uploads;
  app.get<{ Params: { kind: string; file: string } }>('/uploads/generated/:kind/:file', async (request, reply) => {
    const kind = IMAGE_KINDS.find((k) => k === request.params.kind);
    const match = /^(\d{1,15})(?:-v([2-4]))?\.svg$/.exec(request.params.file);
    const view = match?.[2] ? (Number(match[2]) as ImageView) : 1;
    const svg = kind && match ? await uploads.generatedImage(kind satisfies ImageKind, Number(match[1]), view) : undefined;
    if (svg === undefined) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });

  await app.register(avatarUploads);

  // Files no record points to go after a grace period (issue 9): at start, then every hour. The
  // sweep itself makes sure only one node works at a time.
  const sweep = async () => {
    try {
      await store.sweep();
    } catch (error) {
      app.log.error({ err: error }, 'upload sweep failed');
    }
  };
  const sweeper = setInterval(() => void sweep(), UPLOAD_SWEEP.intervalMs);
  sweeper.unref();
  app.addHook('onReady', sweep);
  app.addHook('onClose', async () => clearInterval(sweeper));
  app.route<{ Params: { '*': string } }>({
    method: 'GET',
    url: '/uploads/*',
    async handler(request, reply) {
      const file = await files.get(request.params['*']);
      if (!file) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      reply
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'public, max-age=3600')
        .header('etag', file.etag);
      if (etagMatches(request.headers['if-none-match'], file.etag)) {
        file.stream.destroy();
        return reply.status(304).send();
      }
      return reply.type(file.type).header('content-length', file.size).send(file.stream);
    },
  });
};

/** Whether `If-None-Match` names this ETag (a list, `*`, or a weak form of it). */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}

/** JPEG and PNG by their first bytes: the name and the declared type are the client's say-so. */
function imageKind(head: Buffer): 'jpg' | 'png' | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return undefined;
}

/**
 * Reads the upload with `read`. What the multipart parser cannot read (no boundary, a body cut
 * short, broken part headers) throws a plain Error: the client's to fix, so a 400 naming the
 * file; the plugin's own limits keep their status (413).
 */
async function readUpload<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const status = typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 0;
    if (error instanceof ApiError || (status >= 400 && status < 500)) throw error;
    throw validationError('uploadMalformed', { field: 'file' });
  }
}

/**
 * `POST /api/mallpcapi/upload/file` (multipart, token): the avatar, JPG/JPEG/PNG only (spec §5),
 * at most 2 MiB, checked by content. Replies the stored path for `saveUserInfo` `headImg`.
 * With `path=member/comment` it is a review's photo (the same checks, its own folder).
 * With the field `path=merchant/settled` (sent before the file) it is a merchant application's
 * attachment instead: .doc/.docx/.pdf, at most 10 MiB (services/merchant/documents.ts). Either
 * counts against the member's upload quota (services/uploads/upload-store.ts).
 */
const avatarUploads: FastifyPluginAsync = async (app) => {
  const { uploads } = app.services;
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 4, parts: 5 } });
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));

  // multipart: the route reads its parts itself, so its schema is its reply (the stored file's path)
  app.post(
    '/api/mallpcapi/upload/file',
    { preHandler: requireMember(app), schema: { response: { 200: mallReply(string()) } } },
    async (request) => {
      if (!request.isMultipart()) throw validationError('accountsAvatarMissing');
      // the larger of the two limits while parsing; the avatar's own is checked below
      const file = await readUpload(() => request.file({ limits: { fileSize: MERCHANT_DOCUMENT_MAX_BYTES } }));
      if (!file) throw validationError('accountsAvatarMissing');
      const data = await readUpload(() => file.toBuffer());
      const pathField = file.fields.path;
      const path = pathField && !Array.isArray(pathField) && pathField.type === 'field' ? pathField.value : undefined;
      if (path === MERCHANT_UPLOAD_PATH) {
        return mallOk(request.lang, await uploads.saveMerchantDocument(request.memberId, file.filename, data));
      }
      const extension = /\.(jpe?g|png)$/i.exec(file.filename)?.[1]?.toLowerCase();
      if (data.length > AVATAR_MAX_BYTES) throw new app.multipartErrors.RequestFileTooLargeError();
      const kind = imageKind(data);
      if (!extension || !kind || (kind === 'png') !== (extension === 'png')) throw validationError('accountsAvatarType');
      // a review's photo (path=member/comment) is checked as an avatar is and kept in its own folder
      const folder = path === REVIEW_UPLOAD_PATH ? 'comments' : 'avatars';
      // counted against the member's upload quota before it is written (issue 9)
      const stored = await uploads.store.save(
        request.memberId,
        `${folder}/${request.memberId}-${randomBytes(12).toString('base64url')}.${kind}`,
        data,
        AVATAR_MAX_BYTES,
      );
      return mallOk(request.lang, stored);
    },
  );
};
