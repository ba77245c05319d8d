// The /goods listing's other views, all as query parameters of /goods (spec §2 names no route
// for labels or brands): a label's goods (`labelId`), the brand directory (`view=brands`) and a
// brand's goods (`brandId`, the listing itself with the brand as its heading).
import { withQuery, type Query } from '../../router/query';

export const BRANDS_VIEW = 'brands';
export const LABEL_PAGE_SIZE = 24;
export const BRAND_PAGE_SIZE = 24;

const ID = /^[1-9]\d{0,15}$/;
const page = (n: number | undefined) => (n && n > 1 ? n : undefined);

/** `/goods?labelId=N`: the goods of one home-module label, paged. */
export const labelHref = (labelId: number | string, pageNo?: number) => withQuery('/goods', { labelId, pageNo: page(pageNo) });

/** `/goods?view=brands`: every brand, most goods first, paged. */
export const brandsHref = (pageNo?: number) => withQuery('/goods', { view: BRANDS_VIEW, pageNo: page(pageNo) });

/** `/goods?brandId=N`: the listing filtered to one brand, headed by its name and logo. */
export const brandHref = (brandId: number | string) => withQuery('/goods', { brandId });

/**
 * Which /goods view a query asks for. A `labelId` that is not an id still asks for a label (and
 * gets the "no such label" state) rather than silently falling back to every product.
 */
export type GoodsView = { kind: 'label'; labelId: string | undefined } | { kind: 'brands' } | { kind: 'listing' };

export function goodsViewOf(query: Query): GoodsView {
  if (query.labelId !== undefined) {
    const raw = query.labelId.trim();
    return { kind: 'label', labelId: ID.test(raw) ? raw : undefined };
  }
  if (query.view === BRANDS_VIEW) return { kind: 'brands' };
  return { kind: 'listing' };
}
