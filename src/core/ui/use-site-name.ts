import { $site } from '../stores/site';
import { useStore } from './use-store';

export const DEFAULT_SITE_NAME = 'Vitrina';

/** The marketplace's name from the site configuration, or Vitrina. */
export function useSiteName(): string {
  const site = useStore($site);
  return ('site' in site && site.site.site_name) || DEFAULT_SITE_NAME;
}
