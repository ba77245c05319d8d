import { array, number, optional, string, type, union, type Infer } from 'superstruct';
import { call } from './check';

const Site = type({
  site_name: optional(string()),
  siteon: union([number(), string()]),
  keywords: optional(string()),
  descript: optional(string()),
  logo: optional(string()),
});
export type Site = Infer<typeof Site>;

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

export const fetchSite = () => call({ path: '/base/site-show' }, Site);
export const fetchNav = () => call({ path: '/buyer/pages/site-navigations/PC' }, array(NavItem));
export const fetchCategories = () => call({ path: '/mallpcapi/productCate/queryAllGrandCate' }, array(GrandCate));
export const fetchNoticePhone = () => call({ path: '/mallpcapi/ytConfig/getNoticePhone' }, string());
