import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { aSite } from '../../../tests/unit/support/replies';
import { mountWidget, unmountWidget } from '../../core/runtime/mount';
import { $site } from '../../core/stores/site';
import { $user } from '../../core/stores/user';
import memberCentre from './index';

beforeEach(() => {
  $site.set({ status: 'open', site: aSite({ siteon: 1 }) });
  $user.set(null);
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const el of Array.from(document.body.children)) {
    unmountWidget(el);
    el.remove();
  }
});

async function mountCentre(attributes: Record<string, string> = {}) {
  const host = document.createElement('vitrina-member-centre');
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  document.body.append(host);
  await mountWidget(host, memberCentre);
  const root = host.shadowRoot;
  if (!root) throw new Error('not mounted');
  return { host, root };
}

describe('member centre widget', () => {
  test('a visitor is offered the login, coming back to the page asked for', async () => {
    const nav: string[] = [];
    const listener = (e: Event) => (e.preventDefault(), nav.push((e as CustomEvent<{ path: string }>).detail.path));
    document.addEventListener('vitrina:navigate', listener);
    try {
      const { root } = await mountCentre({ page: 'my-order-detail', item: 'O1' });
      expect(root.querySelector('.mc-login p')?.textContent).toBe(
        'Inicia sesión para ver tu cuenta: pedidos, direcciones, facturas y más.',
      );
      root.querySelector<HTMLButtonElement>('.mc-login button')?.click();
      expect(nav).toEqual([`/login?forward=${encodeURIComponent('/member/my-order/detail?sn=O1')}`]);
    } finally {
      document.removeEventListener('vitrina:navigate', listener);
    }
  });

  test.each([['../../x'], ['__proto__'], ['nope']])('page="%s" warns in development and opens the home page', async (page) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const nav: string[] = [];
    const listener = (e: Event) => (e.preventDefault(), nav.push((e as CustomEvent<{ path: string }>).detail.path));
    document.addEventListener('vitrina:navigate', listener);
    try {
      const { root } = await mountCentre({ page });
      expect(warn.mock.calls.some((args) => args.join(' ').includes(`no member page "${page}"`))).toBe(true);
      root.querySelector<HTMLButtonElement>('.mc-login button')?.click();
      expect(nav).toEqual([`/login?forward=${encodeURIComponent('/member')}`]);
    } finally {
      document.removeEventListener('vitrina:navigate', listener);
    }
  });
});
