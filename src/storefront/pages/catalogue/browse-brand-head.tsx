import { fetchBrandGoods, type Brand } from '../../../core/api/browse';
import { ApiError } from '../../../core/errors';
import { useT } from '../../../core/ui/use-t';
import type { Async } from '../../../core/ui/use-async';
import { useAsync } from '../../../core/ui/use-async';

const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.code === '404');

// One request per brand however many parts of the page ask (heading, chip, facet).
const asked = new Map<string, Promise<Brand>>();
function brandOf(brandId: string): Promise<Brand> {
  let p = asked.get(brandId);
  if (!p) {
    p = fetchBrandGoods(brandId, { pageSize: 1 }).then((page) => page.brand);
    // a failure is not remembered: the next visit asks again
    p.catch(() => asked.delete(brandId));
    asked.set(brandId, p);
  }
  return p;
}

/**
 * The brand a listing is filtered to (name, logo, goods count), from the brand goods API asked
 * for one product. Not from the listing's brand facet: the facet lists only the biggest brands
 * (a small brand is missing from it), carries no logo, and cannot tell an unknown brand from an
 * empty one, where the brand API names any brand or answers 404. The goods themselves stay with
 * productQuery, which that API runs with the same parameters. `undefined` without a brand.
 */
export function useBrand(brandId: string): Async<Brand | undefined> {
  return useAsync(() => (brandId ? brandOf(brandId) : Promise.resolve(undefined)), [brandId]).state;
}

/** The heading of `/goods?brandId=N`: the brand's logo and name, loaded once per brand. */
export function BrandHeading({ brandId }: { brandId: string }) {
  const { t } = useT();
  const brand = useBrand(brandId);
  if (brand.status === 'ready' && brand.data) {
    const b = brand.data;
    return (
      <h1 class="brand-heading" data-brand-id={b.brandId}>
        <img class="brand-logo" src={b.logo} alt="" width="48" height="48" decoding="async" />
        <span>{b.brandName}</span>
      </h1>
    );
  }
  if (brand.status === 'error') {
    const missing = isNotFound(brand.error);
    return (
      <h1 class="brand-heading" data-brand-missing={missing || undefined}>
        <span>{missing ? t('cat.browse.brand.notFound') : t('cat.browse.listing.brand')}</span>
      </h1>
    );
  }
  // the logo's box is kept while loading, so the heading does not move when it arrives
  return (
    <h1 class="brand-heading" aria-busy="true">
      <span class="brand-logo skeleton" />
      <span class="v-sr">{t('ui.state.loading')}</span>
    </h1>
  );
}
