import type { Db } from '../../db/types'
import {
  findBrandImageSubject, findCategoryImageSubject, findGoodsImageSubject, findMemberImageSubject,
  findShopImageSubject, findSiteImageSubject, type ImageSubject,
} from '../../repos/images'
import { renderSvg, type ImageView } from './generated-svg'

export const IMAGE_KINDS = ['goods', 'category', 'brand', 'shop', 'member', 'site'] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]

const finders: Record<ImageKind, (db: Db, id: number) => Promise<ImageSubject | undefined>> = {
  goods: findGoodsImageSubject,
  category: findCategoryImageSubject,
  brand: findBrandImageSubject,
  shop: findShopImageSubject,
  member: findMemberImageSubject,
  site: (db) => findSiteImageSubject(db),
}

/**
 * The generated SVG of a catalogue object, or undefined when there is no such object. Only goods
 * have more views than the first (their gallery, see goods-gallery.ts).
 */
export async function generatedImage(db: Db, kind: ImageKind, id: number, view: ImageView = 1): Promise<string | undefined> {
  if (view !== 1 && kind !== 'goods') return undefined
  const subject = await finders[kind](db, id)
  return subject ? renderSvg(kind, id, subject, view) : undefined
}
