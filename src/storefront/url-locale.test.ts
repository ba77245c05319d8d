import { afterEach, describe, expect, test } from 'vitest';
import { readCookie, removeCookie } from '../core/cookies';
import { takeUrlLocale } from './url-locale';

afterEach(() => {
  removeCookie('vitrina_locale');
  window.history.replaceState(null, '', '/');
});

describe('takeUrlLocale (a shared link in a language: ?lang=)', () => {
  test('opens in it, keeps it as the choice and takes it out of the address bar', () => {
    window.history.replaceState({ k: 1 }, '', '/goods/12?lang=en_US&x=1#top');
    expect(takeUrlLocale()).toBe('en_US');
    expect(readCookie('vitrina_locale')).toBe('en_US');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/goods/12?x=1#top');
    expect(window.history.state).toEqual({ k: 1 });
  });

  test('an unknown lang is dropped and changes nothing; no lang, nothing to do', () => {
    window.history.replaceState(null, '', '/?lang=fr_FR');
    expect(takeUrlLocale()).toBeUndefined();
    expect(readCookie('vitrina_locale')).toBeUndefined();
    expect(window.location.search).toBe('');
    window.history.replaceState(null, '', '/shop/3?pageNo=2');
    expect(takeUrlLocale()).toBeUndefined();
    expect(window.location.search).toBe('?pageNo=2');
  });
});
