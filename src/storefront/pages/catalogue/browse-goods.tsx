import type { PageProps } from '../../types';
import SearchPage from '../search';
import { BrandDirectory } from './browse-brands';
import { LabelListing } from './browse-label';
import { goodsViewOf } from './browse-links';

/**
 * `/goods`: the listing (with a brand heading for `brandId`), a label's goods (`labelId`) or the
 * brand directory (`view=brands`). All of them are the one route of spec §2, told apart by query.
 */
export default function GoodsPage(props: PageProps) {
  const view = goodsViewOf(props.location.query);
  if (view.kind === 'label') return <LabelListing labelId={view.labelId} location={props.location} />;
  if (view.kind === 'brands') return <BrandDirectory location={props.location} />;
  return <SearchPage {...props} />;
}
