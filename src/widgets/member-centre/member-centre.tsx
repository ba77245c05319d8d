import { useEffect, useMemo, useState } from 'react';
import { $config } from '../../core/config';
import { report } from '../../core/report';
import { emit } from '../../core/events';
import { openLogin } from '../../core/login-entry';
import { navigate } from '../../core/navigate';
import { $user } from '../../core/stores/user';
import { useHost } from '../../core/ui/host';
import { ErrorState } from '../../core/ui/states';
import { useAsync } from '../../core/ui/use-async';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { anchorOf, clickedPath } from './member-links';
import { DEFAULT_PAGE, MEMBER_PAGES, memberLocation, pageLocation, type MemberLocation, type MemberPageName } from './member-pages';
import { PAGE_MODULES } from './page-modules';

const HOME: MemberLocation = {
  page: DEFAULT_PAGE,
  pathname: MEMBER_PAGES[DEFAULT_PAGE],
  search: '',
  query: {},
  href: MEMBER_PAGES[DEFAULT_PAGE],
};

/** `my-order/detail` → `memberMyOrderDetail`: the storefront's route name, which some pages branch on. */
const routeName = (page: MemberPageName) =>
  `member${MEMBER_PAGES[page].slice('/member'.length).replace(/[-/]([a-z])/g, (_, c: string) => c.toUpperCase())}`;

/**
 * Where the host asks the centre to be: `path` (full-page mode: the spec URL with its query) or
 * `page` (+ `item`, what a detail page shows). Anything else is the home page, with a warning in
 * development and no request made for it.
 */
function askedLocation(page: string | undefined, item: string | undefined, path: string | undefined): MemberLocation {
  const asked = path !== undefined ? memberLocation(path) : page !== undefined ? pageLocation(page, item) : HOME;
  if (asked) return asked;
  report(
    'bad-argument',
    'member-centre',
    `no member page "${path ?? page}"; showing "${DEFAULT_PAGE}". Pages: ${Object.keys(MEMBER_PAGES).join(', ')}`,
  );
  return HOME;
}

/**
 * `<vitrina-member-centre>`: every member page with its side menu and its own routing. A link to
 * another member page emits `vitrina:route` (`{ widget, page, id?, path }`, cancelable) and changes
 * the page here unless the host cancels it to route itself; either way a host router can mirror it and give it back through `page`/`item` (or `path`); a link
 * anywhere else goes through the cancelable `vitrina:navigate`. Each page reports its title with
 * `vitrina:title`. Pages load lazily, each group in its own chunk.
 */
export function MemberCentre({ page, item, path }: { page?: string; item?: string; path?: string }) {
  const host = useHost();
  const { t } = useT();
  const user = useStore($user);
  const asked = useMemo(() => askedLocation(page, item, path), [page, item, path]);
  const [at, setAt] = useState(asked);
  useEffect(() => setAt(asked), [asked]);

  const go = (href: string) => {
    const next = memberLocation(href);
    if (!next) return navigate(href, host);
    // cancelable: a host that routes itself (the storefront) cancels it and gives the page back
    const detail = { widget: 'member-centre', page: next.page, ...(next.id ? { id: next.id } : {}), path: next.href };
    if (emit(host, 'route', detail, true)) setAt(next);
  };
  const onClick = (event: MouseEvent) => {
    const anchor = anchorOf(event);
    const href = anchor && clickedPath(event, anchor, at.href);
    if (href === undefined) return;
    event.preventDefault();
    go(href);
  };

  if (!user) {
    // as every widget's "log in": vitrina-login's dialog on a partner page, where the buyer stays;
    // on the marketplace (or with data-login="redirect") its login page, back to this page
    const forward = $config.get().mode === 'full' ? undefined : at.href;
    return (
      <div class="mc-login" role="status">
        <p>{t('mc.login')}</p>
        <button type="button" class="btn primary" onClick={() => openLogin(host, forward)}>
          {t('mc.loginButton')}
        </button>
      </div>
    );
  }
  return (
    <div class="mc" onClick={onClick}>
      <LazyPage at={at} />
    </div>
  );
}

/** The page's chunk, fetched when first shown; a failed fetch shows the error with a retry. */
function LazyPage({ at }: { at: MemberLocation }) {
  const load = PAGE_MODULES[at.page];
  const { state, retry } = useAsync(async () => ({ load, module: await load() }), [load]);
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
  // until its own chunk is in, the last page's module is not this page's
  if (state.status !== 'ready' || state.data.load !== load) return <div class="mc-loading" aria-busy="true" />;
  const Page = state.data.module.default;
  return <Page route={{ name: routeName(at.page) }} location={at} />;
}
