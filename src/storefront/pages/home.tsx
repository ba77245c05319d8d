import { productQuery } from '../../core/api/products';
import type { GrandCate } from '../../core/api/chrome';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { Icon } from '../components/icons';
import { GridSkeleton, ProductGrid } from '../components/product-card';
import { EmptyState, ErrorState } from '../components/states';
import { categoryName } from '../lib/category-name';
import { useAsync } from '../lib/use-async';
import { useDocumentTitle } from '../lib/use-title';
import { categories } from '../stores/chrome';
import { searchHref } from './search-params';

export const POPULAR_COUNT = 12;
const TILE_CHILDREN = 3;

export function Home() {
  const { t, locale } = useT();
  useDocumentTitle(undefined);
  const cats = useStore(categories.$state);
  const popular = useAsync((signal) => productQuery({ sort: 'sales', pageSize: POPULAR_COUNT }, signal), []);

  return (
    <>
      <section class="hero">
        <div class="wrap hero-row">
          <div class="hero-text">
            <h1>{t('sf.home.title')}</h1>
            <p>{t('sf.home.body')}</p>
            <div class="actions">
              <a class="btn primary" href="/search">
                {t('sf.home.shop')}
              </a>
              <a class="btn on-dark" href="/purchase/add">
                {t('sf.home.purchase')}
              </a>
            </div>
          </div>
          <ul class="trust">
            <li>
              <Icon name="tag" /> {t('sf.home.trustPrices')}
            </li>
            <li>
              <Icon name="check" /> {t('sf.home.trustShops')}
            </li>
            <li>
              <Icon name="truck" /> {t('sf.home.trustShipping')}
            </li>
          </ul>
        </div>
      </section>

      <div class="wrap page">
        <section aria-labelledby="home-cats">
          <h2 id="home-cats" class="section-title">
            {t('sf.home.categories')}
          </h2>
          {cats.status === 'loading' ? (
            <ul class="tiles" aria-hidden="true">
              {Array.from({ length: 8 }, (_, i) => (
                <li key={i} class="tile skeleton" />
              ))}
            </ul>
          ) : cats.status === 'error' ? (
            <ErrorState error={cats.error} onRetry={() => void categories.load()} />
          ) : cats.data.length === 0 ? (
            <p class="muted">{t('sf.nav.empty')}</p>
          ) : (
            <ul class="tiles">
              {cats.data.map((g, i) => (
                <CategoryTile key={g.grandId} grand={g} hue={(i * 47) % 360} name={(c) => categoryName(c, locale)} />
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="home-popular">
          <div class="section-head">
            <h2 id="home-popular" class="section-title">
              {t('sf.home.popular')}
            </h2>
            <a href="/search">{t('sf.home.seeAll')}</a>
          </div>
          {popular.state.status === 'loading' ? (
            <GridSkeleton count={POPULAR_COUNT} />
          ) : popular.state.status === 'error' ? (
            <ErrorState error={popular.state.error} onRetry={popular.retry} />
          ) : popular.state.data.list.length === 0 ? (
            <EmptyState title={t('sf.search.emptyTitle')} />
          ) : (
            <ProductGrid products={popular.state.data.list} locale={locale} />
          )}
        </section>
      </div>
    </>
  );
}

function CategoryTile({ grand, hue, name }: { grand: GrandCate; hue: number; name(c: { cn: string; en: string; mx: string }): string }) {
  const title = name(grand);
  // The reference server sends a pictogram per category; other backends may not.
  const image = 'image' in grand && typeof grand.image === 'string' && grand.image ? grand.image : undefined;
  return (
    <li class="tile" style={{ '--h': String(hue) }}>
      <a href={searchHref({ productCateGrandId: String(grand.grandId) })}>
        {image ? (
          <img class="tile-mark" src={image} alt="" width="40" height="40" loading="lazy" decoding="async" />
        ) : (
          <span class="tile-mark" aria-hidden="true">
            {title.slice(0, 1)}
          </span>
        )}
        <span class="tile-text">
          <span class="tile-name">{title}</span>
          {grand.children.length > 0 && (
            <span class="tile-children">
              {grand.children
                .slice(0, TILE_CHILDREN)
                .map((c) => name(c))
                .join(' · ')}
            </span>
          )}
        </span>
      </a>
    </li>
  );
}
