/**
 * What only the full storefront's chrome reads: the navigation and the category tree (the notice
 * phone is a bare string). Apart from types-site.ts so an embedded widget never carries them.
 */
import { array, number, string, type, type Infer } from 'superstruct';

/** `GET /buyer/pages/site-navigations/{PC|MOBILE}`; `url` is an internal path or an absolute http(s) URL. */
export const SiteNavigation = type({ navigation_id: number(), navigation_name: string(), url: string(), sort: number() });
export type SiteNavigation = Infer<typeof SiteNavigation>;

export const ChildCategory = type({ cateId: number(), cn: string(), en: string(), mx: string() });
export type ChildCategory = Infer<typeof ChildCategory>;

/** `GET /mallpcapi/productCate/queryAllGrandCate` → `MallReply<GrandCategory[]>` */
export const GrandCategory = type({
  grandId: number(),
  cn: string(),
  en: string(),
  mx: string(),
  image: string(),
  children: array(ChildCategory),
});
export type GrandCategory = Infer<typeof GrandCategory>;
