import { useEffect } from 'react';
import { $site } from '../../core/stores/site';
import { t } from '../../core/locale';
import { useStore } from '../../core/ui/use-store';

export const DEFAULT_SITE_NAME = 'Vitrina';

/** The marketplace's name from the site configuration, or Vitrina. */
export function useSiteName(): string {
  const site = useStore($site);
  return ('site' in site && site.site.site_name) || DEFAULT_SITE_NAME;
}

/** document.title per page: "<page> | <site>", or the site's name alone on the home page. */
export function useDocumentTitle(page: string | undefined): void {
  const site = useSiteName();
  useEffect(() => {
    document.title = page ? t('sf.title', { page, site }) : site;
  }, [page, site]);
}
