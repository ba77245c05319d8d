import type { ReactNode } from 'react';
import { useT } from '../../core/ui/use-t';
import { documentKey } from '../layout/footer-columns';
import { useDocumentTitle } from '../lib/use-title';
import type { PageProps } from '../types';

/** The page's own name: its route's, or for /return?id= the document the id selects. */
export function pageName({ route, location }: Pick<PageProps, 'route' | 'location'>, t: (key: string) => string): string {
  const doc = route.name === 'return' ? documentKey(location.query.id) : undefined;
  return doc ? t(`sf.doc.${doc}`) : t(`sf.route.${route.name}`);
}

/** An honest placeholder for a route whose page is not built yet: it names the page. */
export function ComingSoon({ route, location, children }: Pick<PageProps, 'route' | 'location'> & { children?: ReactNode }) {
  const { t } = useT();
  const name = pageName({ route, location }, t);
  useDocumentTitle(name);
  return (
    <div class="wrap page">
      {children}
      <section class="notice">
        <h1>{name}</h1>
        <p class="lead">{t('sf.soon.body')}</p>
        <p class="muted">{t('sf.soon.hint', { page: name })}</p>
        <div class="actions">
          <a class="btn primary" href="/">
            {t('sf.soon.home')}
          </a>
          <a class="btn" href="/search">
            {t('sf.soon.search')}
          </a>
        </div>
      </section>
    </div>
  );
}
