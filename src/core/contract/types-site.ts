/** `GET /base/site-show`: the site switch and its texts. The shared runtime loads it on every page. */
import { literal, string, type, type Infer } from 'superstruct';
import { Flag } from './shared-structs';

export const SiteShow = type({
  site_name: string(),
  /** 0: the site is closed (spec §4 route guard) */
  siteon: Flag,
  keywords: string(),
  descript: string(),
  logo: string(),
  currency: literal('MXN'),
});
export type SiteShow = Infer<typeof SiteShow>;
