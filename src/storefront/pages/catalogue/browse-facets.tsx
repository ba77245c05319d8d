import { useState } from 'react';
import type { Facets } from '../../../core/api/browse';
import type { GrandCate } from '../../../core/api/chrome';
import { navigate } from '../../../core/navigate';
import { useT } from '../../../core/ui/use-t';
import { categoryName } from '../../lib/category-name';
import { choiceHref, moneyOf, type ListingParams } from '../search-params';
import { useBrand } from './browse-brand-head';

/** Brands listed before "more brands". */
const BRANDS_SHOWN = 8;

interface Props {
  path: string;
  p: ListingParams;
  facets: Facets | undefined;
  tree: readonly GrandCate[];
}

/**
 * The listing's filters. Every choice is a link or a navigation to a new URL (page 1), so the
 * back button undoes it and a reload keeps it. On narrow screens the panel folds behind a button.
 */
export function FacetPanel({ path, p, facets, tree }: Props) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const href = (change: Partial<ListingParams>) => choiceHref(p, change, path);
  return (
    <aside class={open ? 'facets open' : 'facets'} aria-label={t('cat.browse.listing.filters')}>
      <button type="button" class="btn facets-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('cat.browse.listing.hideFilters') : t('cat.browse.listing.showFilters')}
      </button>
      <CategoryFacet p={p} facets={facets} tree={tree} href={href} />
      <BrandFacet p={p} facets={facets} href={href} />
      <PriceFacet
        key={`${p.minPrice}-${p.maxPrice}`}
        p={p}
        facets={facets}
        go={(min, max) => navigate(href({ minPrice: min, maxPrice: max }))}
      />
      <div class="facet">
        <h2>{t('cat.browse.listing.availability')}</h2>
        <label class="check">
          <input type="checkbox" name="inStock" checked={p.inStock} onChange={() => navigate(href({ inStock: !p.inStock }))} />
          <span>{t('cat.browse.listing.inStock', { n: facets ? facets.inStock : '…' })}</span>
        </label>
      </div>
    </aside>
  );
}

type Href = (change: Partial<ListingParams>) => string;

function CategoryFacet({
  p,
  facets,
  tree,
  href,
}: {
  p: ListingParams;
  facets: Facets | undefined;
  tree: readonly GrandCate[];
  href: Href;
}) {
  const { t, locale } = useT();
  const counts = new Map<string, number>();
  for (const c of facets?.categories ?? []) {
    counts.set(`c${c.cateId}`, c.count);
    counts.set(`g${c.grandId}`, (counts.get(`g${c.grandId}`) ?? 0) + c.count);
  }
  const known = (key: string) => !facets || (counts.get(key) ?? 0) > 0;
  const count = (key: string) => (facets ? <span class="count">{counts.get(key) ?? 0}</span> : null);
  const grand = tree.find(
    (g) => String(g.grandId) === p.productCateGrandId || g.children.some((c) => String(c.cateId) === p.productCateId),
  );
  return (
    <div class="facet" data-facet="category">
      <h2>{t('cat.browse.listing.category')}</h2>
      <ul>
        <li>
          <a href={href({ productCateGrandId: '', productCateId: '' })} aria-current={!grand ? 'true' : undefined}>
            {t('cat.browse.listing.allCategories')}
          </a>
        </li>
        {grand ? (
          <>
            <li>
              <a
                href={href({ productCateGrandId: String(grand.grandId), productCateId: '' })}
                aria-current={!p.productCateId ? 'true' : undefined}
              >
                <span>{t('cat.browse.listing.allOf', { name: categoryName(grand, locale) })}</span>
                {count(`g${grand.grandId}`)}
              </a>
            </li>
            {grand.children
              .filter((c) => String(c.cateId) === p.productCateId || known(`c${c.cateId}`))
              .map((c) => (
                <li key={c.cateId}>
                  <a
                    class="child"
                    href={href({ productCateGrandId: String(grand.grandId), productCateId: String(c.cateId) })}
                    aria-current={String(c.cateId) === p.productCateId ? 'true' : undefined}
                  >
                    <span>{categoryName(c, locale)}</span>
                    {count(`c${c.cateId}`)}
                  </a>
                </li>
              ))}
          </>
        ) : (
          tree
            .filter((g) => known(`g${g.grandId}`))
            .map((g) => (
              <li key={g.grandId}>
                <a href={href({ productCateGrandId: String(g.grandId), productCateId: '' })}>
                  <span>{categoryName(g, locale)}</span>
                  {count(`g${g.grandId}`)}
                </a>
              </li>
            ))
        )}
      </ul>
    </div>
  );
}

function BrandFacet({ p, facets, href }: { p: ListingParams; facets: Facets | undefined; href: Href }) {
  const { t } = useT();
  const [all, setAll] = useState(false);
  const current = useBrand(p.brandId);
  if (!facets) return null;
  // The facet holds only the biggest brands: the chosen one is listed even when it is not among them.
  const chosen = current.status === 'ready' ? current.data : undefined;
  const missing = chosen && !facets.brands.some((b) => b.brandId === chosen.brandId);
  const list = missing ? [{ brandId: chosen.brandId, brandName: chosen.brandName, count: undefined }, ...facets.brands] : facets.brands;
  const shown = all ? list : list.filter((b, i) => i < BRANDS_SHOWN || String(b.brandId) === p.brandId);
  return (
    <div class="facet" data-facet="brand">
      <h2>{t('cat.browse.listing.brand')}</h2>
      <ul>
        <li>
          <a href={href({ brandId: '' })} aria-current={!p.brandId ? 'true' : undefined}>
            {t('cat.browse.listing.allBrands')}
          </a>
        </li>
        {shown.map((b) => (
          <li key={b.brandId}>
            <a href={href({ brandId: String(b.brandId) })} aria-current={String(b.brandId) === p.brandId ? 'true' : undefined}>
              <span>{b.brandName}</span>
              {b.count !== undefined && <span class="count">{b.count}</span>}
            </a>
          </li>
        ))}
      </ul>
      {list.length > BRANDS_SHOWN && (
        <button type="button" class="linkish" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? t('cat.browse.listing.fewerBrands') : t('cat.browse.listing.moreBrands')}
        </button>
      )}
    </div>
  );
}

function PriceFacet({ p, facets, go }: { p: ListingParams; facets: Facets | undefined; go(min: string, max: string): void }) {
  const { t } = useT();
  const [min, setMin] = useState(p.minPrice);
  const [max, setMax] = useState(p.maxPrice);
  const [invalid, setInvalid] = useState(false);
  const submit = (e: Event) => {
    e.preventDefault();
    const a = min.trim() ? moneyOf(min) : '';
    const b = max.trim() ? moneyOf(max) : '';
    const bad = (min.trim() !== '' && !a) || (max.trim() !== '' && !b) || (a !== '' && b !== '' && Number(a) > Number(b));
    setInvalid(bad);
    if (!bad) go(a, b);
  };
  return (
    <div class="facet" data-facet="price">
      <h2 id="facet-price">{t('cat.browse.listing.price')}</h2>
      <form class="price-form" onSubmit={submit} aria-labelledby="facet-price" noValidate>
        <label>
          {t('cat.browse.listing.minPrice')}
          <input
            name="minPrice"
            inputMode="decimal"
            value={min}
            placeholder={facets?.minPrice != null ? String(Math.floor(facets.minPrice)) : ''}
            aria-invalid={invalid || undefined}
            onInput={(e) => setMin(e.currentTarget.value)}
          />
        </label>
        <label>
          {t('cat.browse.listing.maxPrice')}
          <input
            name="maxPrice"
            inputMode="decimal"
            value={max}
            placeholder={facets?.maxPrice != null ? String(Math.ceil(facets.maxPrice)) : ''}
            aria-invalid={invalid || undefined}
            onInput={(e) => setMax(e.currentTarget.value)}
          />
        </label>
        {invalid && (
          <p class="form-error" role="alert">
            {t('cat.browse.listing.priceInvalid')}
          </p>
        )}
        <button type="submit" class="btn">
          {t('cat.browse.listing.apply')}
        </button>
      </form>
    </div>
  );
}
