import { fetchBanners, fetchBrands, fetchHomeModules, type Brand } from '../../core/api/browse';
import { productQuery } from '../../core/api/products';
import type { GrandCate } from '../../core/api/chrome';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { GridSkeleton, ProductGrid } from '../components/product-card';
import { EmptyState, ErrorState } from '../../core/ui/states';
import { categoryName } from '../lib/category-name';
import { useDrawnAsync } from '../lib/use-drawn';
import { useDocumentTitle } from '../lib/use-title';
import { categories } from '../../core/stores/chrome';
import type { PageProps } from '../types';
import { BannerCarousel, BannerSkeleton } from './catalogue/browse-banners';
import { brandsHref, labelHref } from './catalogue/browse-links';
import { useBrowseSheet } from './catalogue/browse-sheet';
import { listingHref, searchHref } from './search-params';

export const HOME_BRANDS = 12;
export const POPULAR_COUNT = 12;
const TILE_CHILDREN = 3;

/** `/`: banners, categories, hot goods, the home modules (new, deals, recommended) and brands. */
export default function Home(_: Partial<PageProps>) {
  const { t, locale } = useT();
  const ref = useBrowseSheet<HTMLDivElement>();
  useDocumentTitle(undefined);
  const cats = useStore(categories.$state);
  const banners = useDrawnAsync('home.banners', (signal) => fetchBanners(signal), [locale]);
  const modules = useDrawnAsync('home.modules', (signal) => fetchHomeModules(signal), [locale]);
  const brands = useDrawnAsync('home.brands', (signal) => fetchBrands(HOME_BRANDS, signal), []);
  const popular = useDrawnAsync('home.popular', (signal) => productQuery({ sort: 'sales', pageSize: POPULAR_COUNT }, signal), [locale]);

  return (
    <div class="wrap page home" ref={ref}>
      <h1 class="v-sr">{t('sf.home.title')}</h1>
      {banners.state.status === 'loading' ? (
        <BannerSkeleton />
      ) : banners.state.status === 'error' ? (
        <ErrorState error={banners.state.error} onRetry={banners.retry} />
      ) : (
        banners.state.data.length > 0 && <BannerCarousel banners={banners.state.data} />
      )}

      <section aria-labelledby="home-cats">
        <div class="section-head">
          <h2 id="home-cats" class="section-title">
            {t('sf.home.categories')}
          </h2>
        </div>
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
            {cats.data.map((g) => (
              <CategoryTile key={g.grandId} grand={g} name={(c) => categoryName(c, locale)} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="home-popular">
        <div class="section-head">
          <h2 id="home-popular" class="section-title">
            {t('sf.home.popular')}
          </h2>
          <a href={listingHref({ sort: 'sales' }, '/goods')}>{t('sf.home.seeAll')}</a>
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

      {modules.state.status === 'loading' ? (
        <section aria-busy="true">
          <div class="section-head">
            <span class="section-title">&nbsp;</span>
          </div>
          <GridSkeleton count={10} />
        </section>
      ) : modules.state.status === 'error' ? (
        <ErrorState error={modules.state.error} onRetry={modules.retry} />
      ) : modules.state.data.length === 0 ? (
        <EmptyState title={t('sf.search.emptyTitle')} />
      ) : (
        modules.state.data.map((m) => (
          <section key={m.moduleId} class="home-module" aria-labelledby={`home-module-${m.moduleId}`}>
            <div class="section-head">
              <h2 id={`home-module-${m.moduleId}`} class="section-title">
                {m.title}
              </h2>
              <a href={labelHref(m.labelId)}>{t('cat.browse.home.more')}</a>
            </div>
            <ProductGrid products={m.goods} locale={locale} />
          </section>
        ))
      )}

      <section aria-labelledby="home-brands">
        <div class="section-head">
          <h2 id="home-brands" class="section-title">
            {t('cat.browse.home.brands')}
          </h2>
          <a href={brandsHref()}>{t('cat.browse.home.allBrands')}</a>
        </div>
        {brands.state.status === 'loading' ? (
          <ul class="brands" aria-hidden="true">
            {Array.from({ length: HOME_BRANDS }, (_, i) => (
              <li key={i} class="tile skeleton" />
            ))}
          </ul>
        ) : brands.state.status === 'error' ? (
          <ErrorState error={brands.state.error} onRetry={brands.retry} />
        ) : (
          <ul class="brands">
            {brands.state.data.list.map((b) => (
              <BrandTile key={b.brandId} brand={b} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function BrandTile({ brand }: { brand: Brand }) {
  const { t } = useT();
  return (
    <li class="brand">
      <a href={listingHref({ brandId: String(brand.brandId) }, '/goods')}>
        <img src={brand.logo} alt="" width="44" height="44" loading="lazy" decoding="async" />
        <span class="brand-text">
          <span class="brand-name">{brand.brandName}</span>
          <span class="brand-count">{t('cat.browse.home.brandGoods', { n: brand.goodsCount })}</span>
        </span>
      </a>
    </li>
  );
}

function CategoryTile({ grand, name }: { grand: GrandCate; name(c: { cn: string; en: string; mx: string }): string }) {
  const title = name(grand);
  // The reference server sends a pictogram per category; other backends may not.
  const image = 'image' in grand && typeof grand.image === 'string' && grand.image ? grand.image : undefined;
  return (
    // its hue by its place (pages.css): a style attribute in the server's HTML would break the strict CSP
    <li class="tile">
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
