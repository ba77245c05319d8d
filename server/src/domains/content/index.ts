import type { FastifyPluginAsync } from 'fastify';
import { articleRoutes } from './routes/articles';
import { cmsPageRoutes } from './routes/cms-pages';
import { siteRoutes } from './routes/site';

/** Content: the site, its pages (`/buyer/pages/*`: navigations, articles and documents, CMS pages). */
export const contentDomain: FastifyPluginAsync = async (app) => {
  await app.register(siteRoutes);
  await app.register(articleRoutes);
  await app.register(cmsPageRoutes);
};
