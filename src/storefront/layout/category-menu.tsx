import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { GrandCate } from '../../core/api/chrome';
import type { Locale } from '../../core/locale';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { Icon } from '../components/icons';
import { categoryName } from '../lib/category-name';
import { useDisclosure } from '../lib/use-disclosure';
import { searchHref } from '../pages/search-params';
import type { Location } from '../router/history';
import { categories } from '../stores/chrome';
import { nextLinkIndex } from './link-keys';

const grandHref = (g: GrandCate) => searchHref({ productCateGrandId: String(g.grandId) });

/**
 * The category menu (spec §2): a disclosure listing every grand category with its children. Enter
 * or Space toggles it; ArrowDown/ArrowUp on the button open it on the first/last link, and move
 * between links inside it; Escape closes it and gives focus back to the button.
 */
export function CategoryMenu({ location }: { location: Location }) {
  const { t, locale } = useT();
  const state = useStore(categories.$state);
  const d = useDisclosure<HTMLDivElement, HTMLButtonElement>();
  const panel = useRef<HTMLDivElement>(null);
  // Which link to focus once the panel has rendered open (an arrow key on the closed button).
  const focusOnOpen = useRef<'ArrowDown' | 'ArrowUp' | null>(null);
  const { close } = d;
  useEffect(close, [location.href]);

  const links = () => [...(panel.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];
  const focusLink = (key: string) => {
    const all = links();
    const root = panel.current?.getRootNode();
    const active = root instanceof ShadowRoot || root instanceof Document ? root.activeElement : null;
    const next = nextLinkIndex(
      key,
      all.findIndex((a) => a === active),
      all.length,
    );
    if (next === undefined) return false;
    const link = all[next];
    link?.focus();
    // A link in a panel still hidden takes no focus: say so, and the wish waits for the render.
    return link !== undefined && (root instanceof ShadowRoot || root instanceof Document) && root.activeElement === link;
  };
  // The arrow that opened a closed panel focuses its link once the panel has rendered (or once
  // the links have loaded). Effects run a frame late: the one of the render that closed the menu
  // may run after an arrow has reopened it, so it asks the live state, not its render's.
  useEffect(() => {
    if (!d.isOpen()) focusOnOpen.current = null;
    // Still loading: keep the wish until the links are there.
    else if (focusOnOpen.current && focusLink(focusOnOpen.current)) focusOnOpen.current = null;
  }, [d.open, state.status]);

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault(); // no page scroll
    if (d.isOpen()) focusLink(e.key);
    else {
      d.setOpen(true);
      // Closed and opened again before any render (Escape, then an arrow): Preact skips a render
      // whose state did not change, so no effect will come; the panel is still on screen, go now.
      if (panel.current && !panel.current.hidden && focusLink(e.key)) return;
      focusOnOpen.current = e.key;
    }
  };
  const onPanelKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (focusLink(e.key)) e.preventDefault();
  };

  return (
    <div class="catmenu" ref={d.container}>
      <button
        ref={d.button}
        type="button"
        class="cat-button"
        aria-expanded={d.open}
        aria-controls="categories"
        onClick={d.toggle}
        onKeyDown={onButtonKey}
      >
        <Icon name="menu" />
        <span>{t('sf.nav.categories')}</span>
        <Icon name="chevron" size={14} />
      </button>
      <div ref={panel} id="categories" class="cat-panel" hidden={!d.open} onKeyDown={onPanelKey}>
        {state.status === 'loading' ? (
          <p class="muted">{t('ui.state.loading')}</p>
        ) : state.status === 'error' ? (
          <p role="alert">
            {t('sf.nav.error')}{' '}
            <button type="button" class="linkish" onClick={() => void categories.load()}>
              {t('ui.state.retry')}
            </button>
          </p>
        ) : state.data.length === 0 ? (
          <p class="muted">{t('sf.nav.empty')}</p>
        ) : (
          <ul class="cat-groups">
            {state.data.map((g) => (
              <CategoryGroup key={g.grandId} grand={g} locale={locale} location={location} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function CategoryGroup({ grand, locale, location }: { grand: GrandCate; locale: Locale; location: Location }) {
  const q = location.pathname === '/search' ? location.query : {};
  const here = (cateId?: string) =>
    q.productCateGrandId === String(grand.grandId) && (q.productCateId ?? '') === (cateId ?? '') ? 'page' : undefined;
  return (
    <li class="cat-group">
      <a class="cat-grand" href={grandHref(grand)} aria-current={here()}>
        {categoryName(grand, locale)}
      </a>
      {grand.children.length > 0 && (
        <ul>
          {grand.children.map((c) => (
            <li key={c.cateId}>
              <a
                href={searchHref({ productCateGrandId: String(grand.grandId), productCateId: String(c.cateId) })}
                aria-current={here(String(c.cateId))}
              >
                {categoryName(c, locale)}
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
