// The three layouts of spec §2: default (all the chrome), full (login, register, checkout: a
// minimal header) and im (chat: minimal, the page fills the window).
import type { ReactNode, ComponentType } from 'react';
import { useT } from '../../core/ui/use-t';
import type { Layout } from '../routes';
import type { PageProps } from '../types';
import { FloatingActions } from './floating-actions';
import { NavBar } from './nav-bar';
import { MinimalHeader, SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

type LayoutProps = Pick<PageProps, 'route' | 'location'> & { busy: boolean; children: ReactNode };

function Main({ busy, children, class: cls = 'main' }: { busy: boolean; children: ReactNode; class?: string }) {
  return (
    <main id="main" class={cls} tabIndex={-1} aria-busy={busy || undefined}>
      {children}
    </main>
  );
}

function DefaultLayout({ route, location, busy, children }: LayoutProps) {
  return (
    <div class="layout default">
      <SkipLink />
      <TopBar here={location.href} />
      <SiteHeader route={route} location={location} />
      <NavBar location={location} />
      <Main busy={busy}>{children}</Main>
      <SiteFooter />
      <FloatingActions />
    </div>
  );
}

/** A minimal header over the page: also what shows when the site cannot be reached at all. */
export function BareLayout({ title, busy, im = false, children }: { title: string; busy: boolean; im?: boolean; children: ReactNode }) {
  return (
    <div class={im ? 'layout im' : 'layout full'}>
      <SkipLink />
      <MinimalHeader title={title} />
      <Main busy={busy} class={im ? 'main im-main' : 'main'}>
        {children}
      </Main>
    </div>
  );
}

function FullLayout({ route, busy, children }: LayoutProps) {
  const { t } = useT();
  return (
    <BareLayout title={t(`sf.route.${route.name}`)} busy={busy}>
      {children}
    </BareLayout>
  );
}

function ImLayout({ route, busy, children }: LayoutProps) {
  const { t } = useT();
  return (
    <BareLayout title={t(`sf.route.${route.name}`)} busy={busy} im>
      {children}
    </BareLayout>
  );
}

export const layouts: Record<Layout, ComponentType<LayoutProps>> = {
  default: DefaultLayout,
  full: FullLayout,
  im: ImLayout,
};
