import type { Db } from '../../db/types'
import {
  findBrandImageSubject, findCategoryImageSubject, findGoodsImageSubject, findMemberImageSubject,
  findShopImageSubject, findSiteImageSubject, type ImageSubject,
} from '../../repos/images'
import { renderSvg } from './generated-svg'

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

/** The generated SVG of a catalogue object, or undefined when there is no such object. */
export async function generatedImage(db: Db, kind: ImageKind, id: number): Promise<string | undefined> {
  const subject = await finders[kind](db, id)
  return subject ? renderSvg(kind, id, subject) : undefined
}
