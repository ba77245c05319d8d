import { aSite } from '../../../tests/unit/support/replies';
import { useLayoutEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { DictLoaders } from '../locale';
import { $site } from '../stores/site';
import { useHost } from '../ui/host';
import { mountedCount, mountWidget, unmountWidget } from './mount';
import { attributesToProps } from './props';
import { defineWidget } from './widget';

/** A small widget that reads two props and holds a window and a document listener while mounted. */
function Probe({ title = '', goodsId = '' }: { title?: string; goodsId?: string }) {
  const host = useHost();
  useLayoutEffect(() => {
    const onResize = () => host.setAttribute('data-resized', '1');
    const onKey = () => host.setAttribute('data-key', '1');
    window.addEventListener('resize', onResize);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('resize', onResize);
      document.removeEventListener('keydown', onKey);
    };
  }, [host]);
  return (
    <p class="probe" part="probe">
      {title}|{goodsId}
    </p>
  );
}
const probe = defineWidget({ name: 'probe', Component: Probe, css: '.probe{color:red}' });

class ProbeHost extends HTMLElement {}
beforeAll(() => customElements.define('probe-host', ProbeHost));

function makeHost(attrs: Record<string, string> = {}, connected = true): HTMLElement {
  const el = document.createElement('probe-host');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  if (connected) document.body.append(el);
  return el;
}
const text = (host: Element) => host.shadowRoot?.querySelector('.probe')?.textContent;
/** MutationObserver callbacks run as microtasks; a macrotask later they have all run. */
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  $site.set({ status: 'open', site: aSite({ siteon: 1 }) });
});
afterEach(() => {
  for (const el of Array.from(document.body.children)) {
    unmountWidget(el);
    el.remove();
  }
  vi.restoreAllMocks();
});

describe('attributesToProps', () => {
  test.each([
    [{ 'goods-id': '12' }, { goodsId: '12' }],
    [{ 'data-goods-id': '12' }, { goodsId: '12' }],
    [{ 'storefront-url-base': 'x' }, { storefrontUrlBase: 'x' }],
    [
      { keyword: 'tornillo', placeholder: 'Buscar' },
      { keyword: 'tornillo', placeholder: 'Buscar' },
    ],
    [{ class: 'a', style: 'color:red', id: 'x', 'data-vitrina': 'search', 'data-vitrina-state': 'error' }, {}],
    [{ 'aria-label': 'Search' }, { ariaLabel: 'Search' }],
  ])('%o → %o', (attrs, props) => {
    expect(attributesToProps(makeHost(attrs, false))).toEqual(props);
  });
});

describe('mountWidget', () => {
  test('renders into an open shadow root with the base and widget sheets adopted', async () => {
    const host = makeHost({ title: 'Hola', 'goods-id': '12' });
    await mountWidget(host, probe);
    expect(host.shadowRoot?.mode).toBe('open');
    expect(text(host)).toBe('Hola|12');
    expect(host.shadowRoot?.adoptedStyleSheets).toHaveLength(2);
    expect(mountedCount()).toBe(1);
  });

  test('announces itself with a bubbling, composed vitrina:ready from the host', async () => {
    const host = makeHost();
    const seen: { target: EventTarget | null; detail: unknown; composed: boolean }[] = [];
    const listener = (e: Event) => seen.push({ target: e.target, detail: (e as CustomEvent).detail, composed: e.composed });
    document.addEventListener('vitrina:ready', listener);
    await mountWidget(host, probe);
    await mountWidget(host, probe, { title: 'repaint only' });
    document.removeEventListener('vitrina:ready', listener);
    expect(seen).toEqual([{ target: host, detail: { widget: 'probe' }, composed: true }]);
  });

  test('two hosts of one widget share the parsed sheets', async () => {
    const a = makeHost();
    const b = makeHost();
    await mountWidget(a, probe);
    await mountWidget(b, probe);
    const [baseA, cssA] = a.shadowRoot?.adoptedStyleSheets ?? [];
    const [baseB, cssB] = b.shadowRoot?.adoptedStyleSheets ?? [];
    expect(baseA).toBe(baseB);
    expect(cssA).toBe(cssB);
    expect(cssA?.cssRules[0]?.cssText).toContain('.probe');
  });

  test('an attribute change re-renders with camelCase props', async () => {
    const host = makeHost({ title: 'a', 'goods-id': '1' });
    await mountWidget(host, probe);
    host.setAttribute('goods-id', '2');
    await settle();
    expect(text(host)).toBe('a|2');
    host.removeAttribute('title');
    await settle();
    expect(text(host)).toBe('|2');
  });

  test('props given through the JS API override attributes, also after attribute changes', async () => {
    const host = makeHost({ title: 'from attribute', 'goods-id': '1' });
    await mountWidget(host, probe, { title: 'from JS' });
    expect(text(host)).toBe('from JS|1');
    host.setAttribute('title', 'attribute again');
    host.setAttribute('goods-id', '3');
    await settle();
    expect(text(host)).toBe('from JS|3');
  });

  test('mounting a mounted host again merges the new JS props and repaints', async () => {
    const host = makeHost({ 'goods-id': '1' });
    await mountWidget(host, probe, { title: 'one' });
    await mountWidget(host, probe, { goodsId: '9' });
    expect(text(host)).toBe('one|9');
    expect(mountedCount()).toBe(1);
  });

  test('a disconnected host is left alone, and the host page’s developer hears why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const host = makeHost({ title: 'x' }, false);
    await mountWidget(host, probe);
    expect(host.shadowRoot).toBeNull();
    expect(mountedCount()).toBe(0);
    expect(warn).toHaveBeenCalledWith('[vitrina]', 'mount: the target is not in the document; nothing mounted', host.localName);
  });

  test('a host removed while its strings load is not mounted', async () => {
    let release: () => void = () => {};
    const slow: DictLoaders = {
      es_MX: () => new Promise((resolve) => (release = () => resolve({ default: { probeSlow: { a: 'a' } } }))),
      en_US: () => Promise.resolve({ default: {} }),
      zh_CN: () => Promise.resolve({ default: {} }),
    };
    const host = makeHost();
    const pending = mountWidget(host, { ...probe, strings: slow });
    await settle();
    host.remove();
    release();
    await pending;
    expect(host.shadowRoot).toBeNull();
    expect(mountedCount()).toBe(0);
  });

  test('two concurrent mounts of one host mount it once', async () => {
    const host = makeHost({ title: 't' });
    await Promise.all([mountWidget(host, probe), mountWidget(host, probe)]);
    expect(mountedCount()).toBe(1);
    expect(host.shadowRoot?.querySelectorAll('.probe')).toHaveLength(1);
  });

  test('while the site is closed (siteon 0) a widget renders nothing, and comes back when it opens', async () => {
    const host = makeHost({ title: 'x' });
    $site.set({ status: 'closed', site: aSite({ siteon: 0 }) });
    await mountWidget(host, probe);
    expect(host.shadowRoot?.querySelector('.probe')).toBeNull();
    $site.set({ status: 'open', site: aSite({ siteon: 1 }) });
    await vi.waitFor(() => expect(text(host)).toBe('x|'));
  });

  test('a host that showed the loader error state is cleaned before the widget renders', async () => {
    const host = makeHost({ 'data-vitrina-state': 'error' });
    host.attachShadow({ mode: 'open' }).innerHTML = '<slot></slot>';
    await mountWidget(host, probe);
    expect(host.hasAttribute('data-vitrina-state')).toBe(false);
    expect(host.shadowRoot?.querySelector('slot')).toBeNull();
    expect(text(host)).toBe('|');
  });
});

describe('unmountWidget', () => {
  test('empties the shadow root, stops observing attributes, and forgets the host', async () => {
    const host = makeHost({ title: 'x' });
    await mountWidget(host, probe);
    unmountWidget(host);
    expect(mountedCount()).toBe(0);
    expect(host.shadowRoot?.childNodes).toHaveLength(0);
    host.setAttribute('title', 'y');
    await settle();
    expect(host.shadowRoot?.childNodes).toHaveLength(0);
  });

  test('an unknown host is a no-op', () => {
    expect(() => unmountWidget(makeHost())).not.toThrow();
    expect(mountedCount()).toBe(0);
  });

  test('a host can be mounted again after unmount', async () => {
    const host = makeHost({ title: 'again' });
    await mountWidget(host, probe);
    unmountWidget(host);
    await mountWidget(host, probe);
    expect(text(host)).toBe('again|');
  });

  test('1,000 mount → unmount cycles leak nothing: no mounted widgets, empty roots, no listeners', async () => {
    type Key = string;
    const live = new Set<Key>();
    const ids = new WeakMap<object, number>();
    let nextId = 0;
    const keyOf = (target: string, type: string, fn: unknown, capture: unknown) => {
      const f = typeof fn === 'object' || typeof fn === 'function' ? fn : null;
      if (f && !ids.has(f)) ids.set(f, nextId++);
      const c = typeof capture === 'boolean' ? capture : Boolean((capture as { capture?: boolean } | undefined)?.capture);
      return `${target} ${type} ${f ? ids.get(f) : 'none'} ${c}`;
    };
    let added = 0;
    const wrap = (target: Window | Document, name: string) => {
      const add = target.addEventListener.bind(target);
      const remove = target.removeEventListener.bind(target);
      vi.spyOn(target, 'addEventListener').mockImplementation((type, fn, options) => {
        added += 1;
        live.add(keyOf(name, type, fn, options));
        add(type, fn, options);
      });
      vi.spyOn(target, 'removeEventListener').mockImplementation((type, fn, options) => {
        live.delete(keyOf(name, type, fn, options));
        remove(type, fn, options);
      });
    };
    wrap(window, 'window');
    wrap(document, 'document');

    const reused = makeHost({ title: 'same host' });
    for (let i = 0; i < 1000; i++) {
      // Half on one host that SPA routing keeps, half on a fresh element each time.
      const host = i % 2 ? reused : makeHost({ title: String(i), 'goods-id': String(i) });
      await mountWidget(host, probe);
      expect(text(host)).toBe(i % 2 ? 'same host|' : `${i}|${i}`);
      unmountWidget(host);
      expect(host.shadowRoot?.childNodes).toHaveLength(0);
      if (host !== reused) host.remove();
    }
    expect(mountedCount()).toBe(0);
    expect(added).toBeGreaterThanOrEqual(2000); // the probe really did listen
    expect([...live]).toEqual([]);
    expect(reused.shadowRoot?.childNodes).toHaveLength(0);
  });
});
