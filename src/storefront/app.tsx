import { useEffect, useRef } from 'react';
import { useStore } from '../core/ui/use-store';
import { useT } from '../core/ui/use-t';
import { BareLayout, layouts } from './layout/layouts';
import { restoreScroll } from './layout/restore-scroll';
import type { Navigation, ReadyView } from './navigation';
import { Unavailable } from './pages/errors';
import { viewFor } from './views';

/** The whole page: the route's layout around the route's view. */
export function App({ nav }: { nav: Navigation }) {
  const { t } = useT();
  const view = useStore(nav.$view);
  const busy = useStore(nav.$busy);
  const app = useRef<HTMLDivElement>(null);
  const shown = useRef<unknown>(undefined);

  // After an in-app navigation, focus goes to the new page's main region (where a page load would
  // leave a screen reader). A page reached by a link starts at its top, scrolled once it is drawn
  // and focus has left the link: scrolled at the click, Chrome's scroll anchoring held the focused
  // link in place and undid it (a listing's 'Next' left the buyer at the foot of page 2). Back and
  // Forward to a page left by a link scroll it where it was, once it is drawn (restore-scroll.ts).
  const location = view.status === 'ready' ? view.location : undefined;
  useEffect(() => {
    if (!location || shown.current === location) return;
    const first = shown.current === undefined;
    shown.current = location;
    if (first || location.action === 'load') return;
    const main = () => app.current?.querySelector<HTMLElement>('#main');
    main()?.focus({ preventScroll: true });
    if (location.action === 'push') window.scrollTo(0, 0);
    if (location.action === 'pop' && location.scrollY !== undefined) return restoreScroll(location.scrollY, main);
  }, [location]);

  return (
    <div class="app" ref={app}>
      {busy && <div class="progress" aria-hidden="true" />}
      {view.status === 'pending' ? (
        <div class="boot" role="status" aria-label={t('sf.busy')}>
          <span class="spinner" />
        </div>
      ) : view.status === 'unavailable' ? (
        <BareLayout title={t('sf.unavailable.title')} busy={busy}>
          <Unavailable onRetry={nav.revalidate} />
        </BareLayout>
      ) : (
        <Shown view={view} busy={busy} />
      )}
    </div>
  );
}

function Shown({ view, busy }: { view: ReadyView; busy: boolean }) {
  const Layout = layouts[view.route.layout];
  const Page = viewFor(view.route.name);
  return (
    <Layout route={view.route} location={view.location} busy={busy}>
      <Page key={view.route.name} route={view.route} params={view.params} location={view.location} />
    </Layout>
  );
}
