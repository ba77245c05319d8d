import { describe, expect, it } from 'vitest';
import { choiceHref, parseListing, preselectHref } from './search-params';

const listing = (query: Record<string, string>) => parseListing(query);

describe('the facet a keyword pre-selects (issue 17)', () => {
  it.each([
    ['a grand category', { productCateGrandId: 1 }, '/search?keyword=electr%C3%B3nica&productCateGrandId=1'],
    ['a category', { productCateGrandId: 4, productCateId: 404 }, '/search?keyword=electr%C3%B3nica&productCateId=404'],
    ['a brand', { brandId: 3 }, '/search?keyword=electr%C3%B3nica&brandId=3'],
  ])('puts %s the reply names into the URL', (_, preselect, href) => {
    expect(preselectHref(listing({ keyword: 'electrónica' }), preselect)).toBe(href);
  });

  it.each([
    ['no facet named', { keyword: 'cable' }, undefined],
    ['no keyword', {}, { brandId: 3 }],
    ['a category chosen already', { keyword: 'voltix', productCateGrandId: '2' }, { brandId: 3 }],
    ['a brand chosen already', { keyword: 'voltix', brandId: '9' }, { brandId: 3 }],
    ['the buyer cleared it (all=1)', { keyword: 'voltix', all: '1' }, { brandId: 3 }],
  ])('leaves the listing as it is with %s', (_, query, preselect) => {
    expect(preselectHref(listing(query), preselect)).toBeUndefined();
  });

  it('keeps a cleared facet cleared: a choice on a keyword listing sets all=1, and the URL keeps it', () => {
    const p = listing({ keyword: 'voltix', brandId: '3', sort: 'price_asc', pageNo: '3' });
    const cleared = choiceHref(p, { brandId: '' }, '/search');
    expect(cleared).toBe('/search?keyword=voltix&sort=price_asc&all=1');
    expect(listing(Object.fromEntries(new URL(cleared, 'http://x').searchParams)).all).toBe(true);
    // browsing without a keyword has nothing to pre-select: no all=1
    expect(choiceHref(listing({ productCateGrandId: '2' }), { brandId: '5' }, '/goods')).toBe('/goods?productCateGrandId=2&brandId=5');
  });
});
