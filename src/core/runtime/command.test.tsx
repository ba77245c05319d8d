// The runtime's side of the JS API commands the loader forwards (`vitrina('unmount', …)`,
// `vitrina('configure', …)`): the loader tests only see them handed over. Full-page mode sends
// every command here, `on`/`off` included.
import { aSite } from '../../../tests/unit/support/replies';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
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

  test('`configure` with an appearance themes every widget, mounted before and after; its mistakes are reported one by one and left out', async () => {
    const problems: unknown[] = [];
    const onError = (e: Event) => problems.push((e as CustomEvent).detail);
    document.addEventListener('vitrina:error', onError);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = host('before');
    before.dataset.vitrina = 'probe-command'; // what the theme looks for on the page: a Vitrina host
    await mountWidget(before, probe);
    const settings = $config.get();
    await command('configure', [
      { appearance: { theme: 'dark', variables: { accent: '#00aa77', sparkle: '#fff', bg: 'plaid;}' } }, login: 'redirect' },
    ]);
    const after = host('after');
    await mountWidget(after, probe);
    document.removeEventListener('vitrina:error', onError);
    warn.mockRestore();

    expect(problems).toEqual([
      { code: 'bad-argument', command: 'configure', detail: { appearance: { variable: 'sparkle', value: '#fff' } } },
      { code: 'bad-argument', command: 'configure', detail: { appearance: { variable: 'bg', value: 'plaid;}' } } },
    ]);
    expect($config.get().login).toBe('redirect'); // the settings beside it still apply
    const page = document.adoptedStyleSheets.map((s) => Array.from(s.cssRules, (r) => r.cssText).join('')).join('');
    expect(page).toContain('--vitrina-accent: #00aa77');
    expect(page).toContain('--vitrina-text: #e6e8eb'); // the dark theme's
    expect(page).not.toContain('plaid'); // (happy-dom's CSS.supports takes any colour: the browser test checks a bad one)
    for (const el of [before, after]) {
      const own = el.shadowRoot?.adoptedStyleSheets.at(-1);
      expect(Array.from(own?.cssRules ?? [], (r) => r.cssText).join('')).toContain('color-scheme: dark');
    }
    $config.set(settings);
    await command('configure', [{ appearance: {} }]); // back to the defaults
  });

  test('the full storefront takes no appearance: reported and left out, its other settings applied', async () => {
    const problems: unknown[] = [];
    const onError = (e: Event) => problems.push((e as CustomEvent).detail);
    document.addEventListener('vitrina:error', onError);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = $config.get();
    const sheets = () => document.adoptedStyleSheets.map((s) => Array.from(s.cssRules, (r) => r.cssText).join('')).join('');
    const styled = sheets();
    $config.set({ ...before, mode: 'full' });
    await command('configure', [
      { appearance: { theme: 'dark', variables: { accent: '#123456' } }, storefrontUrl: 'https://tienda.example/' },
    ]);
    document.removeEventListener('vitrina:error', onError);
    warn.mockRestore();
    expect(problems).toEqual([
      { code: 'bad-argument', command: 'configure', detail: { appearance: { theme: 'dark', variables: { accent: '#123456' } } } },
    ]);
    expect($config.get().storefrontUrl).toBe('https://tienda.example/');
    expect(sheets()).toBe(styled);
    $config.set(before);
  });
});

// Issue 16 §2: a bad call from the host page is reported (console warning + `vitrina:error` with a
// stable code) and ignored; `command` never throws nor rejects, whatever it is given.
describe('bad calls are reported, never thrown', () => {
  let problems: { code: string; command: string }[] = [];
  const onError = (e: Event) => problems.push((e as CustomEvent<{ code: string; command: string }>).detail);
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    problems = [];
    document.addEventListener('vitrina:error', onError);
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    document.removeEventListener('vitrina:error', onError);
    warn.mockRestore();
  });

  test.each<[string, unknown, unknown[], string]>([
    ['an unknown command', 'fly', [1, 2], 'unknown-command'],
    ['a command that is not a string', 42, [], 'unknown-command'],
    ['setLocale fr_FR', 'setLocale', ['fr_FR'], 'bad-locale'],
    ['setLocale without a locale', 'setLocale', [], 'bad-locale'],
    ['on without a listener', 'on', ['cart'], 'bad-argument'],
    ['on with an object for a listener', 'on', ['cart', {}], 'bad-argument'],
    ['off with a number for an event', 'off', [3, () => 0], 'bad-argument'],
    ['unmount with a selector that does not parse', 'unmount', ['##'], 'bad-argument'],
    ['unmount with a number', 'unmount', [7], 'bad-argument'],
    ['configure with a string', 'configure', ['https://x.example'], 'bad-argument'],
    ['configure with an unknown setting', 'configure', [{ mode: 'full' }], 'bad-argument'],
    ['configure with a number for an address', 'configure', [{ api: 5 }], 'bad-argument'],
    ['addToCart without arguments', 'addToCart', [], 'bad-argument'],
    ['addToCart with a negative quantity', 'addToCart', [{ skuId: 3, num: -1 }], 'bad-argument'],
    ['addToCart with a sku id that is not a number', 'addToCart', [{ skuId: '../1', num: 1 }], 'bad-argument'],
    ['mount of a widget into nothing (forwarded by the loader)', 'mount', ['search', '#nowhere'], 'bad-argument'],
    ['mount of an unknown widget (forwarded by the loader)', 'mount', ['nope', document.body], 'unknown-widget'],
    ['open of an unknown widget (forwarded by the loader)', 'open', ['nope'], 'unknown-widget'],
  ])('%s → %s, once, and ignored', async (_, name, args, code) => {
    const before = $config.get();
    await expect(command(name, args)).resolves.toBeUndefined();
    expect(problems).toEqual([expect.objectContaining({ code, command: typeof name === 'string' ? name : 'number' })]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect($config.get()).toEqual(before);
  });

  test('random commands and arguments never throw nor reject, and every bad call reports once', async () => {
    // No value here makes any command valid (no listener, no locale, no setting, no selector that parses)
    const values: unknown[] = [undefined, null, 0, -1, 1.5, NaN, '', '##', '[', { api: 1 }, [1], Symbol('s'), document, window];
    const names: unknown[] = ['fly', 'setLocale', 'on', 'off', 'unmount', 'configure', 'addToCart', 'mount', 'open', 7, null, {}];
    let seed = 16;
    const pick = <T,>(list: T[]): T => {
      seed = (seed * 16807) % 2147483647;
      return list[seed % list.length] as T;
    };
    for (let i = 0; i < 300; i += 1) {
      problems = [];
      const name = pick(names);
      await expect(command(name, [pick(values), pick(values)])).resolves.toBeUndefined();
      // none of these calls is valid: each is reported exactly once
      expect(problems.length, `${String(name)} call ${i}`).toBe(1);
    }
  });
});
