import type { FastifyPluginAsync } from 'fastify';
import { array, string } from 'superstruct';
import { mallReply } from '../../../../../src/core/contract/envelope';
import { ClientTypeParams } from '../../../../../src/core/contract/requests-content';
import { SiteNavigation } from '../../../../../src/core/contract/types-chrome';
import { SiteShow } from '../../../../../src/core/contract/types-site';
import { mallOk } from '../../../http/render';
import type { StructTypes } from '../../../http/type-provider';

/** The site's settings and navigations, and the notice phone. */
export const siteRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  const { content, absoluteUrl } = app.services;

  app.get('/base/site-show', { schema: { response: { 200: SiteShow } } }, async () => content.site.show(absoluteUrl));

  app.get(
    '/buyer/pages/site-navigations/:clientType',
    { schema: { params: ClientTypeParams, response: { 200: array(SiteNavigation) } } },
    async (request) => {
      // Unknown client types have no navigation, like Javashop: an empty list, not an error.
      const clientType = request.params.clientType.toUpperCase();
      return clientType === 'PC' || clientType === 'MOBILE' ? content.site.navigations(clientType, request.lang) : [];
    },
  );

  app.get('/mallpcapi/ytConfig/getNoticePhone', { schema: { response: { 200: mallReply(string()) } } }, async (request) =>
    mallOk(request.lang, await content.site.noticePhone()),
  );
};
