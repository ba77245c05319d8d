import { afterEach, describe, expect, test } from 'vitest';
import { takeUrlLocale } from './url-locale';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('takeUrlLocale (a shared link in a language: ?lang=)', () => {
  test('reads it and takes it out of the address bar, keeping the rest and the history state', () => {
    window.history.replaceState({ k: 1 }, '', '/goods/12?lang=en_US&x=1#top');
    expect(takeUrlLocale()).toBe('en_US');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/goods/12?x=1#top');
    expect(window.history.state).toEqual({ k: 1 });
  });

  test('no lang, nothing to do', () => {
    window.history.replaceState(null, '', '/shop/3?pageNo=2');
    expect(takeUrlLocale()).toBeUndefined();
    expect(window.location.search).toBe('?pageNo=2');
  });
});
