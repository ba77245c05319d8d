// The marketplace's search page filtered by a category (spec §2 category menu).

/** `/search?productCateGrandId=1&productCateId=2`, the child left out for the whole grand category. */
export function categoryPath(grandId: number | string, cateId?: number | string): string {
  const query = new URLSearchParams({ productCateGrandId: String(grandId) });
  if (cateId !== undefined) query.set('productCateId', String(cateId));
  return `/search?${query}`;
}
