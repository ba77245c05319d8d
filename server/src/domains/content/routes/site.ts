import type { FastifyPluginAsync } from 'fastify';
import { mallOk } from '../../../http/render';

/** The site's settings and navigations, and the notice phone. */
export const siteRoutes: FastifyPluginAsync = async (app) => {
  const { content, absoluteUrl } = app.services;

  app.get('/base/site-show', async () => content.site.show(absoluteUrl));

  app.get<{ Params: { clientType: string } }>('/buyer/pages/site-navigations/:clientType', async (request) => {
    // Unknown client types have no navigation, like Javashop: an empty list, not an error.
    const clientType = request.params.clientType.toUpperCase();
    return clientType === 'PC' || clientType === 'MOBILE' ? content.site.navigations(clientType, request.lang) : [];
  });

  app.get('/mallpcapi/ytConfig/getNoticePhone', async (request) => mallOk(request.lang, await content.site.noticePhone()));
};
