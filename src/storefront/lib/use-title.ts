import { useEffect } from 'react';
import { t } from '../../core/locale';
import { useSiteName } from '../../core/ui/use-site-name';

/** document.title per page: "<page> | <site>", or the site's name alone on the home page. */
export function useDocumentTitle(page: string | undefined): void {
  const site = useSiteName();
  useEffect(() => {
    document.title = page ? t('sf.title', { page, site }) : site;
  }, [page, site]);
}
