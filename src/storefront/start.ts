// Wires full-page mode together: the history router (also core's navigate target), navigation
// with the route guard, link interception, the chrome's data, the document's title and language.
import { devWarn } from '../core/dev';
import { coreStrings } from '../core/i18n';
import { $locale, bcp47, loadStrings } from '../core/locale';
import { navigate, setRouter } from '../core/navigate';
import { refreshToken } from '../core/session';
import { announceLocaleChange } from '../core/stores/locale';
import { loadSite, $site } from '../core/stores/site';
import { $user, ensureUser } from '../core/stores/user';
import type { Start } from './element';
import type { GuardDeps } from './guard';
import { storefrontStrings } from './i18n';
import { uiStrings } from '../core/ui/i18n';
import { startNavigation } from './navigation';
import { createHistoryRouter } from './router/history';
import { routes } from './routes';
import { categories, loadPhone, navLinks } from '../core/stores/chrome';
import { CATEGORIES_KEY, drawing } from './drawing';
import pageCss from './page.css?inline';

export const guardDeps: GuardDeps = {
  loadSite,
  ensureUser,
  hasRefreshToken: () => Boolean(refreshToken()),
  hasUser: () => Boolean($user.get()),
  origin: () => window.location.origin,
  warn: (message, error) => devWarn(message, error),
};

function setMeta(name: string, content: string | undefined): void {
  if (!content) return;
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/** The light-DOM page (body margin, background), as a constructable sheet: allowed under a strict CSP. */
function adoptPageStyles(): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(pageCss);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** The chrome's data a page the server drew was drawn with: the same on the first render here, not asked for again. */
function seedChrome(): void {
  const drawn = drawing().take(CATEGORIES_KEY);
  if (drawn) categories.seed(drawn as Parameters<typeof categories.seed>[0]);
}

export const startStorefront: Start = (root) => {
  adoptPageStyles();
  seedChrome();
  document.documentElement.lang = bcp47($locale.get());
  const router = createHistoryRouter(window);
  setRouter((path, replace) => (replace ? router.replace(path) : router.push(path)));
  // Links go through core's navigate: the cancelable vitrina:navigate event first, then the router.
  const unlink = router.interceptLinks(root, (path, anchor) => navigate(path, anchor));
  const nav = startNavigation(router, routes, guardDeps);
  // Logged in or out here or in another tab: judge the page again (members-only → login).
  const unUser = $user.listen(() => nav.revalidate());
  const unSite = $site.subscribe((s) => {
    if (s.status !== 'open') return;
    setMeta('description', s.site.descript);
    setMeta('keywords', s.site.keywords);
    void categories.load();
    void navLinks.load();
    loadPhone();
  });
  const ready = Promise.allSettled([loadStrings(coreStrings), loadStrings(storefrontStrings), loadStrings(uiStrings)]).then(
    announceLocaleChange,
  );
  return {
    nav,
    ready,
    stop() {
      nav.stop();
      router.stop();
      unlink();
      unUser();
      unSite();
      setRouter(undefined);
    },
  };
};
