/**
 * The pictures of a goods. A seller's own photos would be stored rows; the demo catalogue has
 * generated images instead, so a generated main image brings 1–3 more views of the same goods
 * (close-up, packaging, in use), a number fixed by the goods id so the gallery never changes
 * between visits. The views are drawn on demand like the main image: no files, no rows.
 */
const GENERATED = /^\/uploads\/generated\/goods\/(\d{1,15})\.svg$/;

/** Views beyond the main image that a generated gallery may have: `{id}-v2.svg` … `{id}-v4.svg`. */
export const GALLERY_VIEWS = [2, 3, 4] as const;
export type GalleryView = (typeof GALLERY_VIEWS)[number];

export function goodsGallery(image: string): string[] {
  const match = GENERATED.exec(image);
  if (!match) return [image];
  const id = Number(match[1]);
  const extra = 1 + (id % GALLERY_VIEWS.length);
  return [image, ...GALLERY_VIEWS.slice(0, extra).map((view) => `/uploads/generated/goods/${id}-v${view}.svg`)];
}
