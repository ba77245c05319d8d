import { isCurrent, isExternal, linkAttrs } from '../../core/links';
import { navLinks } from '../../core/stores/chrome';
import { revealFocused } from '../../core/ui/reveal-focus';
import { useStore } from '../../core/ui/use-store';
import type { Here } from './here';
import { StoreLink } from './store-link';

/** The configurable nav links (spec §2); external http links open in a new tab. */
export function NavLinks({ here }: { here: Here | undefined }) {
  const links = useStore(navLinks.$state);
  if (links.status !== 'ready' || links.data.length === 0) return null;
  return (
    <ul class="navlinks" onFocusIn={revealFocused}>
      {links.data.map((n) => (
        <li key={n.navigation_id}>
          {isExternal(n.url) ? (
            <a {...linkAttrs(n.url)}>{n.navigation_name}</a>
          ) : (
            <StoreLink path={linkAttrs(n.url).href} current={here !== undefined && isCurrent(n.url, here)}>
              {n.navigation_name}
            </StoreLink>
          )}
        </li>
      ))}
    </ul>
  );
}
