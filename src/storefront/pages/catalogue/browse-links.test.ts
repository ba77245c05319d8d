import { describe, expect, test } from 'vitest';
import { brandHref, brandsHref, goodsViewOf, labelHref } from './browse-links';

describe('/goods views', () => {
  test.each([
    [{ labelId: '3' }, { kind: 'label', labelId: '3' }],
    [
      { labelId: ' 3 ', pageNo: '2' },
      { kind: 'label', labelId: '3' },
    ],
    [{ labelId: 'abc' }, { kind: 'label', labelId: undefined }],
    [{ labelId: '0' }, { kind: 'label', labelId: undefined }],
    [{ labelId: '' }, { kind: 'label', labelId: undefined }],
    [{ view: 'brands' }, { kind: 'brands' }],
    [{ view: 'other' }, { kind: 'listing' }],
    [{ brandId: '4' }, { kind: 'listing' }],
    [{}, { kind: 'listing' }],
  ])('%j → %j', (query, view) => {
    expect(goodsViewOf(query)).toEqual(view);
  });

  test('links omit page 1', () => {
    expect([labelHref(3), labelHref(3, 1), labelHref(3, 2)]).toEqual(['/goods?labelId=3', '/goods?labelId=3', '/goods?labelId=3&pageNo=2']);
    expect([brandsHref(), brandsHref(2)]).toEqual(['/goods?view=brands', '/goods?view=brands&pageNo=2']);
    expect(brandHref(7)).toBe('/goods?brandId=7');
  });
});
