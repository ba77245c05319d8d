import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { aSite } from '../../../tests/unit/support/replies';
import { wrapped } from '../../../tests/unit/support/api-fixture';
import { useFixtureApi } from '../../../tests/unit/support/fixture-api';
import { $config } from '../../core/config';
import { mountedCount, mountWidget, unmountWidget } from '../../core/runtime/mount';
import type { WidgetDef } from '../../core/runtime/widget';
import { $site } from '../../core/stores/site';
import { $user } from '../../core/stores/user';
import header from './index';
import { loadByManifest, NESTED } from './nested-elements';

const fixture = useFixtureApi();
const base = $config.get().base;

beforeEach(() => {
  $site.set({ status: 'open', site: aSite({ siteon: 1 }) });
  $user.set(null);
  fixture().on('GET', '/mallpcapi/productCate/queryAllGrandCate', () => wrapped([]));
  fixture().on('GET', '/buyer/pages/site-navigations/PC', () => ({ json: [] }));
  fixture().on('GET', '/mallpcapi/ytConfig/getNoticePhone', () => wrapped(''));
});
afterEach(() => {
  $config.setKey('base', base);
  for (const el of Array.from(document.body.children)) {
    unmountWidget(el);
    el.remove();
  }
});

/** A stand-in for a nested widget's chunk: its name painted, so a mount is seen. */
const fakeDef = (name: string): WidgetDef => ({ name, Component: () => <p class="fake">{name}</p>, css: '' });

describe('the header alone on a page (an ESM host: no loader, nothing defined)', () => {
  test('defines what it nests once, through the manifest at config.base, and each nested element mounts its widget', async () => {
    // This file's window has no vitrina elements defined: nothing but the header's own chunk runs.
    for (const name of NESTED) expect(customElements.get(`vitrina-${name}`)).toBeUndefined();
    const asked: string[] = [];
    const load = vi.fn(async (name: string) => (asked.push(name), { default: fakeDef(name) }));
    const module = await import('./nested-elements');
    vi.spyOn(module, 'loadByManifest'); // the default loader is not the one asked here
    module.defineNested(load);

    const host = document.createElement('vitrina-header');
    document.body.append(host);
    await mountWidget(host, header);
    const root = host.shadowRoot as ShadowRoot;
    for (const name of NESTED) {
      const nested = root.querySelector(`vitrina-${name}`);
      expect(nested).toBeInstanceOf(customElements.get(`vitrina-${name}`) as CustomElementConstructor);
      await vi.waitFor(() => expect(nested?.shadowRoot?.querySelector('.fake')?.textContent).toBe(name));
    }
    expect(asked.sort()).toEqual(['mini-cart', 'search']);
    expect(mountedCount()).toBe(3);

    // A second header defines nothing again (a define of a defined name would throw) and mounts its own.
    const second = document.createElement('vitrina-header');
    document.body.append(second);
    await mountWidget(second, header);
    await vi.waitFor(() => expect(mountedCount()).toBe(6));

    // Removed, the nested widgets are unmounted with the header.
    unmountWidget(second);
    second.remove();
    await vi.waitFor(() => expect(mountedCount()).toBe(3));
  });

  test('the default loader reads the manifest beside the chunks once, and names a widget it does not list', async () => {
    $config.setKey('base', `${fixture().origin}/sdk/`);
    fixture().on('GET', '/sdk/manifest.json', () => ({ json: { widgets: { search: 'w-search-x.js' } } }));
    // the chunk itself is not served here (node imports no http: URL); what matters is what was asked
    await expect(loadByManifest('search')).rejects.toThrow();
    await expect(loadByManifest('nope')).rejects.toThrow('manifest: no widget nope');
    expect(fixture().seen.filter((r) => r.path === '/sdk/manifest.json')).toHaveLength(1);
  });
});
