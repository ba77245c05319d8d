import { describe, expect, test } from 'vitest';
import { interceptedPath, type AnchorLike, type ClickLike } from './links';

const here = { origin: 'https://shop.example', pathname: '/search', search: '?keyword=a' };
const click = (over: Partial<ClickLike> = {}): ClickLike => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...over,
});
function anchor(href: string, attrs: Record<string, string> = {}): AnchorLike {
  const all: Record<string, string> = { href, ...attrs };
  return {
    href: new URL(href, 'https://shop.example/search?keyword=a').href,
    target: attrs.target ?? '',
    hasAttribute: (n) => n in all,
    getAttribute: (n) => all[n] ?? null,
  };
}

describe('the router takes plain clicks on in-app links', () => {
  test.each([
    ['/goods/1', '/goods/1'],
    ['/search?keyword=b', '/search?keyword=b'],
    ['https://shop.example/help/3', '/help/3'],
    ['member', '/member'],
    ['/help#top', '/help#top'],
  ])('%s → %s', (href, path) => {
    expect(interceptedPath(click(), anchor(href), here)).toBe(path);
  });
});

describe('and leaves the rest to the browser', () => {
  test.each<[string, ClickLike, AnchorLike]>([
    ['ctrl-click', click({ ctrlKey: true }), anchor('/goods/1')],
    ['cmd-click', click({ metaKey: true }), anchor('/goods/1')],
    ['shift-click', click({ shiftKey: true }), anchor('/goods/1')],
    ['alt-click', click({ altKey: true }), anchor('/goods/1')],
    ['middle click', click({ button: 1 }), anchor('/goods/1')],
    ['already handled', click({ defaultPrevented: true }), anchor('/goods/1')],
    ['target=_blank', click(), anchor('/goods/1', { target: '_blank' })],
    ['download', click(), anchor('/uploads/a.pdf', { download: '' })],
    ['other origin', click(), anchor('https://other.example/x')],
    ['rel=external', click(), anchor('/', { rel: 'noopener external' })],
    ['the API', click(), anchor('/api/x')],
    ['SDK files', click(), anchor('/sdk/loader.js')],
    ['uploads', click(), anchor('/uploads/template.docx')],
    ['same page fragment', click(), anchor('/search?keyword=a#main')],
    ['mailto', click(), anchor('mailto:a@b.mx')],
    ['tel', click(), anchor('tel:+5255')],
    ['a path that would read as another host', click(), anchor('/.//evil.example/x')],
    ['the same behind a tab', click(), anchor('/.\t//evil.example/x')],
  ])('%s', (_, event, a) => {
    expect(interceptedPath(event, a, here)).toBeUndefined();
  });

  test('an anchor without href', () => {
    const a: AnchorLike = { href: '', target: '', hasAttribute: () => false, getAttribute: () => null };
    expect(interceptedPath(click(), a, here)).toBeUndefined();
  });
});
