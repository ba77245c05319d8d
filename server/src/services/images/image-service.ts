import type { Db } from '../../db/types';
import { INT4_MAX } from '../../../../src/core/contract/request-fields';
import {
  findBrandImageSubject,
  findCategoryImageSubject,
  findGoodsImageSubject,
  findMemberImageSubject,
  findShopImageSubject,
  findSiteImageSubject,
  type ImageSubject,
} from '../../repos/uploads/images';
import { renderSvg, type ImageView } from './generated-svg';

export const IMAGE_KINDS = ['goods', 'category', 'brand', 'shop', 'member', 'site'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

const finders: Record<ImageKind, (db: Db, id: number) => Promise<ImageSubject | undefined>> = {
  goods: findGoodsImageSubject,
  category: findCategoryImageSubject,
  brand: findBrandImageSubject,
  shop: findShopImageSubject,
  member: findMemberImageSubject,
  site: (db) => findSiteImageSubject(db),
};

/** The largest id each kind's table holds: category, brand and shop ids are `int` columns. */
const MAX_ID: Record<ImageKind, number> = {
  goods: Number.MAX_SAFE_INTEGER,
  category: INT4_MAX,
  brand: INT4_MAX,
  shop: INT4_MAX,
  member: Number.MAX_SAFE_INTEGER,
  site: Number.MAX_SAFE_INTEGER,
};

/**
 * The generated SVG of a catalogue object, or undefined when there is no such object. Only goods
 * have more views than the first (their gallery, see goods-gallery.ts).
 */
export async function generatedImage(db: Db, kind: ImageKind, id: number, view: ImageView = 1): Promise<string | undefined> {
  if ((view !== 1 && kind !== 'goods') || id > MAX_ID[kind]) return undefined;
  const subject = await finders[kind](db, id);
  return subject ? renderSvg(kind, id, subject, view) : undefined;
}
