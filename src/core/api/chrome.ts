// Calls only the full storefront's chrome makes (nav, categories, phone): kept apart from
// api/site.ts so an embedded widget, which needs only the site switch, never downloads them.
import { array, string } from 'superstruct';
import { GrandCategory, SiteNavigation } from '../contract/types-chrome';
import { call } from './check';

export type { ChildCategory as Cate, GrandCategory as GrandCate, SiteNavigation as NavItem } from '../contract/types-chrome';

export const fetchNav = () => call({ path: '/buyer/pages/site-navigations/PC' }, array(SiteNavigation));
export const fetchCategories = () => call({ path: '/mallpcapi/productCate/queryAllGrandCate' }, array(GrandCategory));
export const fetchNoticePhone = () => call({ path: '/mallpcapi/ytConfig/getNoticePhone' }, string());
