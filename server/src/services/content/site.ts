import type { Locale } from '../../../../src/core/contract/locales';
import type { SiteNavigation, SiteShow } from '../../../../src/core/contract/types';
import type { Db } from '../../db/types';
import { findSite, listNavigations } from '../../repos/content/site';

/** The site row always exists once seeded; before that the site reads as closed. */
export function createSiteService(db: Db) {
  return {
    async show(resolveAsset: (path: string) => string): Promise<SiteShow> {
      const site = await findSite(db);
      return {
        site_name: site?.site_name ?? '',
        siteon: site?.siteon === 1 ? 1 : 0,
        keywords: site?.keywords ?? '',
        descript: site?.descript ?? '',
        logo: site?.logo ? resolveAsset(site.logo) : '',
        currency: 'MXN',
      };
    },

    async navigations(clientType: 'PC' | 'MOBILE', locale: Locale): Promise<SiteNavigation[]> {
      const rows = await listNavigations(db, clientType, locale);
      return rows.map((row) => ({ navigation_id: row.id, navigation_name: row.name, url: row.url, sort: row.sort }));
    },

    async noticePhone(): Promise<string> {
      return (await findSite(db))?.notice_phone ?? '';
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
