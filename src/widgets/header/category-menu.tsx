import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import type { GrandCate } from '../../core/api/chrome';
import { categoryName } from '../../core/category-name';
import type { Locale } from '../../core/locale';
import { categories } from '../../core/stores/chrome';
import { Icon } from '../../core/ui/icons';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { categoryPath } from './category-path';
import type { Here } from './here';
import { nextLinkIndex } from './link-keys';
import { usePanelUnder } from './use-panel-under';
import { StoreLink } from './store-link';
import { useDisclosure } from './use-disclosure';

/**
 * The category menu (spec §2): a disclosure listing every grand category with its children. Enter
 * or Space toggles it; ArrowDown/ArrowUp on the button open it on the first/last link, and move
 * between links inside it; Escape closes it and gives focus back to the button.
 */
export function CategoryMenu({ here }: { here: Here | undefined }) {
  const { t, locale } = useT();
  const state = useStore(categories.$state);
  const d = useDisclosure<HTMLDivElement, HTMLButtonElement>();
  const panel = useRef<HTMLDivElement>(null);
  // The nav bar's row: the panel opens under it, as wide as its content.
  const bar = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    bar.current = d.container.current?.parentElement ?? null;
  });
  usePanelUnder(panel, bar, d.open);
  // Which link to focus once the panel has rendered open (an arrow key on the closed button).
  const focusOnOpen = useRef<'ArrowDown' | 'ArrowUp' | null>(null);
  const { close } = d;
  // A new page (the storefront's route changed): the menu closes. Only on a change: the first run
  // of this effect comes a frame after mounting and must not undo a click made in that frame.
  const page = here ? here.pathname + here.search : '';
  const shownFor = useRef(page);
  useEffect(() => {
    if (shownFor.current === page) return;
    shownFor.current = page;
    close();
  }, [page]);

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
      if (panel.current && isShown(panel.current) && focusLink(e.key)) return;
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
        <span>{t('header.categories')}</span>
        <Icon name="chevron" size={14} />
      </button>
      <div ref={panel} id="categories" class="cat-panel" popover="manual" hidden={!d.open} onKeyDown={onPanelKey}>
        {state.status === 'loading' ? (
          <p class="muted">{t('common.loading')}</p>
        ) : state.status === 'error' ? (
          <p role="alert">
            {t('header.categoriesError')}{' '}
            <button type="button" class="linkish" onClick={() => void categories.load()}>
              {t('common.retry')}
            </button>
          </p>
        ) : state.data.length === 0 ? (
          <p class="muted">{t('header.categoriesEmpty')}</p>
        ) : (
          <ul class="cat-groups">
            {state.data.map((g) => (
              <CategoryGroup key={g.grandId} grand={g} locale={locale} here={here} onFollow={close} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** On screen: shown as a popover (or, where there is no popover, not hidden). */
const isShown = (el: HTMLElement) => !el.hidden && (typeof el.showPopover !== 'function' || el.matches(':popover-open'));

function CategoryGroup({
  grand,
  locale,
  here,
  onFollow,
}: {
  grand: GrandCate;
  locale: Locale;
  here: Here | undefined;
  onFollow: () => void;
}) {
  const q = here?.pathname === '/search' ? here.query : undefined;
  const isHere = (cateId?: string) =>
    q?.get('productCateGrandId') === String(grand.grandId) && (q.get('productCateId') ?? '') === (cateId ?? '');
  return (
    <li class="cat-group">
      <StoreLink class="cat-grand" path={categoryPath(grand.grandId)} current={isHere()} onFollow={onFollow}>
        {categoryName(grand, locale)}
      </StoreLink>
      {grand.children.length > 0 && (
        <ul>
          {grand.children.map((c) => (
            <li key={c.cateId}>
              <StoreLink path={categoryPath(grand.grandId, c.cateId)} current={isHere(String(c.cateId))} onFollow={onFollow}>
                {categoryName(c, locale)}
              </StoreLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
