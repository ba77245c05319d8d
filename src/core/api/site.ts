import { SiteShow } from '../contract/types-site';
import { call } from './check';

export type { SiteShow as Site } from '../contract/types-site';

export const fetchSite = () => call({ path: '/base/site-show' }, SiteShow);
