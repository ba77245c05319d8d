import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { mallOk } from '../http/render';

export const siteRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/base/site-show', async (request) => ctx.site.show(ctx.assets(request)));

  app.get<{ Params: { clientType: string } }>('/buyer/pages/site-navigations/:clientType', async (request) => {
    // Unknown client types have no navigation, like Javashop: an empty list, not an error.
    const clientType = request.params.clientType.toUpperCase();
    return clientType === 'PC' || clientType === 'MOBILE' ? ctx.site.navigations(clientType, request.lang) : [];
  });

  app.get('/mallpcapi/ytConfig/getNoticePhone', async (request) => mallOk(request.lang, await ctx.site.noticePhone()));
};
