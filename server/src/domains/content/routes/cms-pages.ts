import type { FastifyPluginAsync } from 'fastify';
import { asSource, ID_RANGE, requiredInt } from '../../../http/params';

/** `GET /buyer/pages/{id}`: a CMS page (the promotion pages' blocks of text, images and goods). */
export const cmsPageRoutes: FastifyPluginAsync = async (app) => {
  const { content, absoluteUrl } = app.services;

  app.get('/buyer/pages/:id', async (request) =>
    content.cmsPage(requiredInt({ page_id: asSource(request.params).id }, 'page_id', ID_RANGE), request.lang, absoluteUrl),
  );
};
