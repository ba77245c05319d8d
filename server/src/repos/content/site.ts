import type { Locale } from '../../../../src/core/contract/locales';
import type { Queryable } from '../../db/types';
import { localeSuffix } from '../../http/locale-columns';

export interface SiteRow {
  site_name: string;
  siteon: number;
  keywords: string;
  descript: string;
  logo: string;
  notice_phone: string;
}

export async function findSite(q: Queryable): Promise<SiteRow | undefined> {
  const { rows } = await q.query<SiteRow>('select site_name, siteon, keywords, descript, logo, notice_phone from site where id = 1');
  return rows[0];
}

export interface NavigationRow {
  id: number;
  name: string;
  url: string;
  sort: number;
}

export async function listNavigations(q: Queryable, clientType: string, locale: Locale): Promise<NavigationRow[]> {
  const { rows } = await q.query<NavigationRow>(
    `select id, name_${localeSuffix(locale)} as name, url, sort
     from site_navigation where client_type = $1 order by sort, id`,
    [clientType],
  );
  return rows;
}
