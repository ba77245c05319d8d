import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { boolean } from 'superstruct';
import { mallReply } from '../../../../../src/core/contract/envelope';
import { PageQuery } from '../../../../../src/core/contract/requests-catalogue';
import {
  FavoriteForm,
  FavoritesQuery,
  FootprintQuery,
  ShopCollectForm,
  ShopParams,
} from '../../../../../src/core/contract/requests-members';
import { javashopPage, mallPage } from '../../../../../src/core/contract/shared-structs';
import { ShopCollectionItem } from '../../../../../src/core/contract/types-member-lists';
import { FavoriteUpdate, MemberGoodsCard } from '../../../../../src/core/contract/types-member-goods';
import { validationError } from '../../../http/errors';
import { asSource } from '../../../http/source';
import { mallOk } from '../../../http/render';
import { NO_BODY } from '../../../http/reply-kinds';
import { pageOf } from '../../../http/javashop-fields';
import type { StructTypes } from '../../../http/type-provider';
import { requireMember } from '../../guards';

/** A mall page as the route schema read it: 10 a page unless asked. */
const mallPageOf = (query: { pageNo?: number; pageSize?: number }) => ({ pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? 10 });

/** `{ goodsId: number, favorite: boolean }`, strictly: a JSON object body, as the spec says, before its fields are read. */
async function jsonObjectBody(request: FastifyRequest): Promise<void> {
  const json = String(request.headers['content-type'] ?? '').includes('application/json');
  if (!json || asSource(request.body) !== request.body) throw validationError('discoveryJsonBody', { fields: 'goodsId, favorite' });
}

/** Favourites, collected shops and the footprint of a member (spec §7 "Member"). */
export const collectionRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  // before the schemas read the request: a caller without a session is told so, whatever it sent
  const preValidation = requireMember(app);
  const { members, absoluteUrl } = app.services;
  const { collections } = members;

  app.post(
    '/mallpcapi/memberFavorite/updateFavorite',
    { preValidation: [preValidation, jsonObjectBody], schema: { body: FavoriteForm, response: { 200: mallReply(FavoriteUpdate) } } },
    async (request) => {
      const { goodsId, favorite } = request.body;
      await collections.favorite(request.memberId, goodsId, favorite);
      return mallOk(request.lang, { goodsId, favorite });
    },
  );

  app.get(
    '/mallpcapi/memberFavorite/query_page',
    { preValidation, schema: { querystring: FavoritesQuery, response: { 200: mallReply(mallPage(MemberGoodsCard)) } } },
    async (request) =>
      mallOk(
        request.lang,
        await collections.favorites(request.memberId, request.query.goodsId, request.lang, mallPageOf(request.query), absoluteUrl),
      ),
  );

  app.get(
    '/mallpcapi/product/queryBrowseRecord',
    { preValidation, schema: { querystring: FootprintQuery, response: { 200: mallReply(mallPage(MemberGoodsCard)) } } },
    async (request) =>
      mallOk(request.lang, await collections.footprint(request.memberId, request.lang, mallPageOf(request.query), absoluteUrl)),
  );

  app.post(
    '/buyer/members/collection/shop',
    { preValidation, schema: { body: ShopCollectForm, response: { 200: NO_BODY } } },
    async (request, reply) => {
      await collections.collect(request.memberId, request.body.shop_id);
      return reply.status(200).send();
    },
  );

  app.delete(
    '/buyer/members/collection/shop/:shop_id',
    { preValidation, schema: { params: ShopParams, response: { 200: NO_BODY } } },
    async (request, reply) => {
      await collections.uncollect(request.memberId, request.params.shop_id);
      return reply.status(200).send();
    },
  );

  /** Whether the member collected this shop: a bare boolean, as Javashop answers. */
  app.get(
    '/buyer/members/collection/shop/:shop_id',
    { preValidation, schema: { params: ShopParams, response: { 200: boolean() } } },
    async (request) => collections.collected(request.memberId, request.params.shop_id),
  );

  app.get(
    '/buyer/members/collection/shops',
    { preValidation, schema: { querystring: PageQuery, response: { 200: javashopPage(ShopCollectionItem) } } },
    async (request) => collections.shops(request.memberId, pageOf(request.query), absoluteUrl),
  );
};
