import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createHistoryRouter, type HistoryRouter } from './history';

let router: HistoryRouter;
beforeEach(() => {
  history.replaceState(null, '', '/start?x=1');
  router = createHistoryRouter(window);
});
afterEach(() => router.stop());

describe('history router', () => {
  test('reads the current location with its query', () => {
    expect(router.$location.get()).toMatchObject({
      pathname: '/start',
      search: '?x=1',
      query: { x: '1' },
      href: '/start?x=1',
      action: 'load',
    });
  });

  test('push adds an entry (the app scrolls the new page to its top once drawn: app.tsx)', () => {
    const before = history.length;
    router.push('/search?keyword=audifonos');
    expect(location.pathname).toBe('/search');
    expect(history.length).toBe(before + 1);
    expect(router.$location.get()).toMatchObject({ href: '/search?keyword=audifonos', query: { keyword: 'audifonos' }, action: 'push' });
  });

  test('replace swaps the entry', () => {
    const before = history.length;
    router.replace('/404');
    expect(location.pathname).toBe('/404');
    expect(history.length).toBe(before);
    expect(router.$location.get().action).toBe('replace');
  });

  test('push keeps in the entry it leaves where that page was scrolled, and Back reads it', () => {
    const scrolled = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);
    const replaced = vi.spyOn(history, 'replaceState');
    router.push('/search?pageNo=2');
    expect(replaced).toHaveBeenCalledWith(expect.objectContaining({ vitrinaScrollY: 640 }), '');
    expect(router.$location.get().scrollY).toBeUndefined();
    scrolled.mockRestore();
    replaced.mockRestore();
    // back to an entry that kept its place
    history.replaceState({ vitrinaScrollY: 640 }, '', '/start?x=1');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(router.$location.get()).toMatchObject({ href: '/start?x=1', action: 'pop', scrollY: 640 });
    // and to one that kept none
    history.replaceState(null, '', '/start?x=1');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(router.$location.get().scrollY).toBeUndefined();
  });

  test('relative paths resolve against the current one', () => {
    router.push('/member/my-order');
    router.push('detail?id=3');
    expect(router.$location.get().href).toBe('/member/detail?id=3');
  });

  test('back and forward are followed', () => {
    router.push('/a');
    history.replaceState(null, '', '/b');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(router.$location.get()).toMatchObject({ pathname: '/b', action: 'pop' });
  });

  test('pushing the current path again adds no entry', () => {
    router.push('/a');
    const before = history.length;
    router.push('/a');
    expect(history.length).toBe(before);
  });
});

describe('link interception inside a shadow root', () => {
  function shadowWithLink(attrs: Record<string, string>) {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const a = document.createElement('a');
    for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
    a.textContent = 'link';
    const span = document.createElement('span');
    a.append(span);
    root.append(a);
    return { host, root, a, span };
  }

  test('a plain click on an in-app link routes without a reload', () => {
    const { root, span, host } = shadowWithLink({ href: '/goods/7' });
    const follow = vi.fn();
    const stop = router.interceptLinks(root, follow);
    const event = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0 });
    span.dispatchEvent(event);
    expect(follow).toHaveBeenCalledWith('/goods/7', expect.any(HTMLAnchorElement));
    expect(event.defaultPrevented).toBe(true);
    stop();
    host.remove();
  });

  test('modifier clicks and new-tab links are left alone', () => {
    const { root, a, host } = shadowWithLink({ href: '/goods/7' });
    const follow = vi.fn();
    const stop = router.interceptLinks(root, follow);
    const ctrl = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ctrlKey: true });
    a.dispatchEvent(ctrl);
    a.setAttribute('target', '_blank');
    const blank = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
    a.addEventListener('click', (e) => e.preventDefault()); // keep happy-dom from navigating
    a.dispatchEvent(blank);
    expect(follow).not.toHaveBeenCalled();
    expect(ctrl.defaultPrevented).toBe(false);
    stop();
    host.remove();
  });

  test('the default follow pushes', () => {
    const { root, a, host } = shadowWithLink({ href: '/help/2' });
    const stop = router.interceptLinks(root);
    a.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
    expect(router.$location.get()).toMatchObject({ pathname: '/help/2', action: 'push' });
    stop();
    host.remove();
  });
});
