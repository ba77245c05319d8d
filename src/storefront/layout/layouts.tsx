// The three layouts of spec §2: default (all the chrome: the header widget, the footer), full
// (login, register, checkout: a minimal header) and im (chat: minimal, the page fills the window).
import type { ReactNode, ComponentType } from 'react';
import { useT } from '../../core/ui/use-t';
import type { Layout } from '../routes';
import type { PageProps } from '../types';
import { EndActions, FloatingActions } from './floating-actions';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { defineWidgetElement } from '../widget-element';

defineWidgetElement('vitrina-header', () => import('../../widgets/header/index'));

type LayoutProps = Pick<PageProps, 'route' | 'location'> & { busy: boolean; children: ReactNode };

function Main({ busy, children, class: cls = 'main' }: { busy: boolean; children: ReactNode; class?: string }) {
  return (
    <main id="main" class={cls} tabIndex={-1} aria-busy={busy || undefined}>
      {children}
    </main>
  );
}

/**
 * The header widget, the very element a partner embeds: top bar, logo, search, account, mini cart,
 * category menu and nav links. It marks where we are; logging out on a members-only page goes home
 * first, so it does not bounce to the login form.
 */
function SiteHeader({ route, location }: Pick<PageProps, 'route' | 'location'>) {
  const keyword = route.name === 'search' ? (location.query.keyword ?? '') : '';
  return <vitrina-header here={location.href} keyword={keyword} logout-path={route.auth ? '/' : undefined} />;
}

/** Login, register, checkout and chat: the header's logo, the page's name, its language and help. */
function MinimalHeader({ title }: { title: string }) {
  const { t } = useT();
  return (
    <header class="header minimal">
      <div class="wrap minimal-row">
        <vitrina-header parts="logo" />
        <span class="minimal-title">{title}</span>
        <span class="spacer" />
        <vitrina-header parts="locale" />
        <a class="minimal-link" href="/">
          {t('sf.header.backToStore')}
        </a>
        <a class="minimal-link" href="/help">
          {t('sf.header.help')}
        </a>
      </div>
    </header>
  );
}

function DefaultLayout({ route, location, busy, children }: LayoutProps) {
  return (
    <div class="layout default">
      <SkipLink />
      <SiteHeader route={route} location={location} />
      <Main busy={busy}>{children}</Main>
      <EndActions />
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
