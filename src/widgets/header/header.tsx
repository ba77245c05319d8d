import { useEffect } from 'react';
import { report } from '../../core/report';
import { categories, loadPhone, navLinks } from '../../core/stores/chrome';
import { useT } from '../../core/ui/use-t';
import { AccountActions } from './account-actions';
import { CategoryMenu } from './category-menu';
import { readHere } from './here';
import { LocaleSelect } from './locale-select';
import { Logo } from './logo';
import { defineNested } from './nested-elements';
import { NavLinks } from './nav-links';
import { PARTS, readParts, type Part } from './parts';
import { TopBar } from './top-bar';

export interface HeaderProps {
  /** Which parts to show, by name (`"search cart locale"`); absent: all of them. */
  parts?: string;
  /** The search box's keyword (the full storefront's search page passes its own). */
  keyword?: string;
  /** The page's path and query, for `aria-current` and the login's `forward` (full storefront). */
  here?: string;
  /** Where logging out from the member's menu goes first (none: the buyer stays on the page). */
  logoutPath?: string;
}

const any = (shown: ReadonlySet<Part>, ...parts: Part[]) => parts.some((p) => shown.has(p));

/**
 * The store's header chrome (spec §2): a top bar (welcome, phone, language, log in), the header
 * row (logo, search, account, saved items, mini cart) and the nav bar (category menu, nav links).
 * One part alone among logo, language, search and cart is drawn bare, to sit in a host's own row.
 */
export function Header({ parts, keyword, here, logoutPath }: HeaderProps) {
  const { t } = useT();
  const { shown, unknown } = readParts(parts);
  const where = readHere(here);
  const forward = where ? where.pathname + where.search : undefined;

  useEffect(() => {
    if (unknown.length) report('bad-argument', 'header', `unknown parts ${unknown.join(', ')} ignored; the parts are ${PARTS.join(', ')}`);
  }, [parts]);
  useEffect(() => {
    if (shown.has('categories')) void categories.load();
    if (shown.has('nav')) void navLinks.load();
    if (shown.has('contact')) loadPhone();
  }, [parts]);

  // before the nested elements are created, so they are born defined (an ESM host defines none)
  defineNested();
  const search = <vitrina-search keyword={keyword} />;
  const cart = <vitrina-mini-cart />;
  if (shown.size === 1) {
    const [only] = shown;
    const bare =
      only === 'logo' ? <Logo /> : only === 'locale' ? <LocaleSelect /> : only === 'search' ? search : only === 'cart' ? cart : null;
    if (bare) return <div class="bare">{bare}</div>;
  }

  return (
    <div class="vh">
      {any(shown, 'contact', 'locale') && <TopBar shown={shown} forward={forward} />}
      {any(shown, 'logo', 'search', 'account', 'cart') && (
        <header class="header">
          <div class="wrap header-row">
            {shown.has('logo') ? <Logo /> : <span />}
            {shown.has('search') ? <div class="header-search">{search}</div> : <span class="spacer" />}
            <div class="header-actions">
              {shown.has('account') && <AccountActions here={where} forward={forward} logoutPath={logoutPath} />}
              {shown.has('cart') && cart}
            </div>
          </div>
        </header>
      )}
      {any(shown, 'categories', 'nav') && (
        <nav class="navbar" aria-label={t('header.nav')}>
          <div class="wrap navbar-row">
            {shown.has('categories') && <CategoryMenu here={where} />}
            {shown.has('nav') && <NavLinks here={where} />}
          </div>
        </nav>
      )}
    </div>
  );
}
