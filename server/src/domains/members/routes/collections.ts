import type { FastifyPluginAsync } from 'fastify';
import { validationError } from '../../../http/errors';
import { asSource, ID_RANGE, INT_ID_RANGE, optionalInt, requiredInt } from '../../../http/params';
import { mallOk } from '../../../http/render';
import { fieldsOf, mallPaging, paging, pathId } from '../../../http/request-fields';
import { requireMember } from '../../guards';

/** `{ goodsId: number, favorite: boolean }`, strictly: a JSON body, as the spec says. */
function favoriteBody(body: unknown): { goodsId: number; favorite: boolean } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw validationError('discoveryJsonBody', { fields: 'goodsId, favorite' });
  const { goodsId, favorite } = body as Record<string, unknown>;
  const id = requiredInt({ goodsId: typeof goodsId === 'number' ? String(goodsId) : goodsId }, 'goodsId', ID_RANGE);
  if (typeof favorite !== 'boolean') throw validationError('discoveryFieldBoolean', { field: 'favorite' });
  return { goodsId: id, favorite };
}

/** Favourites, collected shops and the footprint of a member (spec §7 "Member"). */
export const collectionRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = requireMember(app);
  const { members, absoluteUrl } = app.services;
  const { collections } = members;

  app.post('/mallpcapi/memberFavorite/updateFavorite', { preHandler }, async (request) => {
    if (!String(request.headers['content-type'] ?? '').includes('application/json')) {
      throw validationError('discoveryJsonBody', { fields: 'goodsId, favorite' });
    }
    const input = favoriteBody(request.body);
    await collections.favorite(request.memberId, input.goodsId, input.favorite);
    return mallOk(request.lang, input);
  });

  app.get('/mallpcapi/memberFavorite/query_page', { preHandler }, async (request) => {
    const source = asSource(request.query);
    const goodsId = optionalInt(source, 'goodsId', ID_RANGE);
    return mallOk(request.lang, await collections.favorites(request.memberId, goodsId, request.lang, mallPaging(source), absoluteUrl));
  });

  app.get('/mallpcapi/product/queryBrowseRecord', { preHandler }, async (request) =>
    mallOk(request.lang, await collections.footprint(request.memberId, request.lang, mallPaging(asSource(request.query)), absoluteUrl)),
  );

  app.post('/buyer/members/collection/shop', { preHandler }, async (request, reply) => {
    await collections.collect(request.memberId, requiredInt(fieldsOf(request), 'shop_id', INT_ID_RANGE));
    return reply.status(200).send();
  });

  app.delete('/buyer/members/collection/shop/:shop_id', { preHandler }, async (request, reply) => {
    await collections.uncollect(request.memberId, pathId(request.params, 'shop_id', 'shop_id', INT_ID_RANGE));
    return reply.status(200).send();
  });

  /** Whether the member collected this shop: a bare boolean, as Javashop answers. */
  app.get('/buyer/members/collection/shop/:shop_id', { preHandler }, async (request) =>
    collections.collected(request.memberId, pathId(request.params, 'shop_id', 'shop_id', INT_ID_RANGE)),
  );

  app.get('/buyer/members/collection/shops', { preHandler }, async (request) =>
    collections.shops(request.memberId, paging(asSource(request.query)), absoluteUrl),
  );
};
