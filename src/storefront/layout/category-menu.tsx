import { useEffect } from 'react';
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

const grandHref = (g: GrandCate) => searchHref({ productCateGrandId: String(g.grandId) });

/** The category menu (spec §2): a disclosure listing every grand category with its children. */
export function CategoryMenu({ location }: { location: Location }) {
  const { t, locale } = useT();
  const state = useStore(categories.$state);
  const d = useDisclosure<HTMLDivElement, HTMLButtonElement>();
  const { close } = d;
  useEffect(close, [location.href]);

  return (
    <div class="catmenu" ref={d.container}>
      <button ref={d.button} type="button" class="cat-button" aria-expanded={d.open} aria-controls="categories" onClick={d.toggle}>
        <Icon name="menu" />
        <span>{t('sf.nav.categories')}</span>
        <Icon name="chevron" size={14} />
      </button>
      <div id="categories" class="cat-panel" hidden={!d.open}>
        {state.status === 'loading' ? (
          <p class="muted">{t('sf.state.loading')}</p>
        ) : state.status === 'error' ? (
          <p role="alert">
            {t('sf.nav.error')}{' '}
            <button type="button" class="linkish" onClick={() => void categories.load()}>
              {t('sf.state.retry')}
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
