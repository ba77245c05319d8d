// Where a promotional link goes. (The configurable-link helpers are core/links.ts: the header
// widget uses them too.)

export type PromoType = 'URL' | 'GOODS' | 'KEYWORD' | 'SHOP' | 'CATEGORY';

/** Spec §2: promotional links map a type to a target. */
export function promoHref(type: PromoType, value: string): string {
  const v = encodeURIComponent(value);
  switch (type) {
    case 'URL':
      return value;
    case 'GOODS':
      return `/goods/${v}`;
    case 'KEYWORD':
      return `/search?keyword=${v}`;
    case 'SHOP':
      return `/shop/${v}`;
    case 'CATEGORY':
      return `/search?productCateId=${v}`;
  }
}
