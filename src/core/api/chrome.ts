// Calls only the full storefront's chrome makes (nav, categories, phone): kept apart from
// api/site.ts so an embedded widget, which needs only the site switch, never downloads them.
import { array, number, string, type, union, type Infer } from 'superstruct';
import { call } from './check';

const NavItem = type({ navigation_id: union([number(), string()]), navigation_name: string(), url: string() });
export type NavItem = Infer<typeof NavItem>;

const Cate = type({ cateId: union([number(), string()]), cn: string(), en: string(), mx: string() });
const GrandCate = type({
  grandId: union([number(), string()]),
  cn: string(),
  en: string(),
  mx: string(),
  children: array(Cate),
});
export type GrandCate = Infer<typeof GrandCate>;
export type Cate = Infer<typeof Cate>;

export const fetchNav = () => call({ path: '/buyer/pages/site-navigations/PC' }, array(NavItem));
export const fetchCategories = () => call({ path: '/mallpcapi/productCate/queryAllGrandCate' }, array(GrandCate));
export const fetchNoticePhone = () => call({ path: '/mallpcapi/ytConfig/getNoticePhone' }, string());
