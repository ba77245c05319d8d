import { number, optional, string, type, union, type Infer } from 'superstruct';
import { call } from './check';

const Site = type({
  site_name: optional(string()),
  siteon: union([number(), string()]),
  keywords: optional(string()),
  descript: optional(string()),
  logo: optional(string()),
});
export type Site = Infer<typeof Site>;

export const fetchSite = () => call({ path: '/base/site-show' }, Site);
