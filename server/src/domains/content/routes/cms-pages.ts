import type { FastifyPluginAsync } from 'fastify';
import { CmsPageParams } from '../../../../../src/core/contract/requests-content';
import { CmsPage } from '../../../../../src/core/contract/types-promotions';
import type { StructTypes } from '../../../http/type-provider';

/** `GET /buyer/pages/{id}`: a CMS page (the promotion pages' blocks of text, images and goods). */
export const cmsPageRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  const { content, absoluteUrl } = app.services;

  app.get('/buyer/pages/:id', { schema: { params: CmsPageParams, response: { 200: CmsPage } } }, async (request) =>
    content.cmsPage(request.params.id, request.lang, absoluteUrl),
  );
};
