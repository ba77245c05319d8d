import { revealFocused } from '../../core/ui/reveal-focus';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { isCurrent, linkAttrs } from '../lib/links';
import type { Location } from '../router/history';
import { navLinks } from '../stores/chrome';
import { CategoryMenu } from './category-menu';

/** Category menu plus the configurable nav links; external http links open in a new tab. */
export function NavBar({ location }: { location: Location }) {
  const { t } = useT();
  const links = useStore(navLinks.$state);
  return (
    <nav class="navbar" aria-label={t('sf.nav.label')}>
      <div class="wrap navbar-row">
        <CategoryMenu location={location} />
        {links.status === 'ready' && links.data.length > 0 && (
          <ul class="navlinks" onFocusIn={revealFocused}>
            {links.data.map((n) => (
              <li key={n.navigation_id}>
                <a {...linkAttrs(n.url)} aria-current={isCurrent(n.url, location) ? 'page' : undefined}>
                  {n.navigation_name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </nav>
  );
}
