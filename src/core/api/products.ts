// Product listing (productQuery): used by full-page views, not by the search widget.
import type { ProductQuery } from '../contract/requests-catalogue';
import { ProductQueryResult } from '../contract/types-catalogue';
import { call } from './check';

export type { ProductQuery } from '../contract/requests-catalogue';
export type { ProductListItem as Product, ProductQueryResult as ProductPage } from '../contract/types-catalogue';

export const productQuery = (query: ProductQuery, signal?: AbortSignal) =>
  call({ path: '/mallpcapi/product/productQuery', query: { ...query }, signal }, ProductQueryResult);
