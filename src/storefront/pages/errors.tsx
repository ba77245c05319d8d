import { useT } from '../../core/ui/use-t';
import { useDocumentTitle } from '../lib/use-title';

export function NotFound() {
  const { t } = useT();
  useDocumentTitle(t('sf.notFound.title'));
  return (
    <div class="wrap page">
      <section class="notice">
        <p class="code" aria-hidden="true">
          404
        </p>
        <h1>{t('sf.notFound.title')}</h1>
        <p class="muted">{t('sf.notFound.body')}</p>
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

/** /500: the site is switched off (siteon 0). Only a fresh load asks the server again. */
export function SiteClosed() {
  const { t } = useT();
  useDocumentTitle(t('sf.closed.title'));
  return (
    <div class="wrap page">
      <section class="notice">
        <p class="code" aria-hidden="true">
          500
        </p>
        <h1>{t('sf.closed.title')}</h1>
        <p class="muted">{t('sf.closed.body')}</p>
        <div class="actions">
          <button type="button" class="btn primary" onClick={() => location.assign('/')}>
            {t('ui.state.retry')}
          </button>
        </div>
      </section>
    </div>
  );
}

/** The site configuration could not be read (network, server down): the guard cannot decide. */
export function Unavailable({ onRetry }: { onRetry(): void }) {
  const { t } = useT();
  useDocumentTitle(t('sf.unavailable.title'));
  return (
    <div class="wrap page">
      <section class="notice" role="alert">
        <h1>{t('sf.unavailable.title')}</h1>
        <p class="muted">{t('sf.unavailable.body')}</p>
        <div class="actions">
          <button type="button" class="btn primary" onClick={onRetry}>
            {t('ui.state.retry')}
          </button>
        </div>
      </section>
    </div>
  );
}
