// The runtime's side of the JS API commands the loader forwards (`vitrina('unmount', …)`,
// `vitrina('configure', …)`): the loader tests only see them handed over. Full-page mode sends
// every command here, `on`/`off` included.
import { aSite } from '../../../tests/unit/support/replies';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { $config } from '../config';
import { $site } from '../stores/site';
import { command } from './index';
import { mountedCount, mountWidget } from './mount';
import { defineWidget } from './widget';

const probe = defineWidget({ name: 'probe-command', Component: () => <p class="probe">mounted</p>, css: '.probe{color:red}' });

function host(id: string): HTMLElement {
  const el = document.createElement('div');
  el.id = id;
  document.body.append(el);
  return el;
}

beforeEach(() => {
  $site.set({ status: 'open', site: aSite({ siteon: 1 }) });
});
afterEach(() => {
  document.body.replaceChildren();
});

describe('command', () => {
  test.each([
    { name: 'an element', target: (el: Element) => el },
    { name: 'a selector', target: () => '#to-unmount' },
  ])('`unmount` with $name takes that widget down and leaves the others mounted', async ({ target }) => {
    const gone = host('to-unmount');
    const kept = host('kept');
    await mountWidget(gone, probe);
    await mountWidget(kept, probe);
    expect(mountedCount()).toBe(2);
    await command('unmount', [target(gone)]);
    expect(mountedCount()).toBe(1);
    expect(gone.shadowRoot?.querySelector('.probe')).toBeNull();
    expect(kept.shadowRoot?.querySelector('.probe')?.textContent).toBe('mounted');
    await command('unmount', [kept]);
    expect(mountedCount()).toBe(0);
  });

  test('`unmount` of a selector that finds nothing leaves every widget mounted', async () => {
    const kept = host('kept');
    await mountWidget(kept, probe);
    await command('unmount', ['#nowhere']);
    expect(mountedCount()).toBe(1);
    await command('unmount', [kept]);
  });

  test('`on` and `off` add and remove a listener of a vitrina:* event', async () => {
    const seen: string[] = [];
    const listener = (e: Event) => seen.push(e.type);
    await command('on', ['login', listener]);
    document.dispatchEvent(new CustomEvent('vitrina:login'));
    await command('off', ['login', listener]);
    document.dispatchEvent(new CustomEvent('vitrina:login'));
    expect(seen).toEqual(['vitrina:login']);
  });

  test('`configure` changes the given settings and keeps the rest', async () => {
    const before = $config.get();
    await command('configure', [{ storefrontUrl: 'https://tienda.example/', sellerApi: 'https://sellers.example/api' }]);
    expect($config.get()).toEqual({ ...before, storefrontUrl: 'https://tienda.example/', sellerApi: 'https://sellers.example/api' });
    $config.set(before);
  });
});
