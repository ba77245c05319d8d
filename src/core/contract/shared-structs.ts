/**
 * Pieces the reply structs of both families share: the 0/1 flags of the Javashop family and the
 * two paged lists. The page factories are functions, so a bundle that never pages pays nothing.
 */
import { array, enums, number, type, type Infer, type Struct } from 'superstruct';
import type { SameShape } from './same-shape';

/** Javashop's 0/1 flags (`checked`, `invalid`, `is_default`…). */
export const Flag = enums([0, 1]);

/** A paged `/buyer/*` list. */
export interface JavashopPage<T> {
  data: T[];
  page_no: number;
  page_size: number;
  data_total: number;
}
const javashop = <T, S>(item: Struct<T, S>) => type({ data: array(item), page_no: number(), page_size: number(), data_total: number() });
const javashopTied: SameShape<Infer<ReturnType<typeof javashop<string, null>>>, JavashopPage<string>> = true;
export const javashopPage = javashop as typeof javashopTied extends true
  ? <T, S>(item: Struct<T, S>) => Struct<JavashopPage<T>, ReturnType<typeof javashop<T, S>>['schema']>
  : never;

/** A paged `/mallpcapi/*` list (productQuery's keys). */
export interface MallPage<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}
const mall = <T, S>(item: Struct<T, S>) => type({ list: array(item), total: number(), pageNo: number(), pageSize: number() });
const mallTied: SameShape<Infer<ReturnType<typeof mall<string, null>>>, MallPage<string>> = true;
export const mallPage = mall as typeof mallTied extends true
  ? <T, S>(item: Struct<T, S>) => Struct<MallPage<T>, ReturnType<typeof mall<T, S>>['schema']>
  : never;
