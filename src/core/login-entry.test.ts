import { afterEach, describe, expect, test } from 'vitest';
import { $config, type Config } from './config';
import { openLogin } from './login-entry';

const page = window as { vitrina?: (command: string, ...args: unknown[]) => unknown };
const defaults = $config.get();
afterEach(() => {
  $config.set(defaults);
  page.vitrina = undefined;
});

describe('openLogin', () => {
  test.each<[string, Partial<Config>, boolean, string | undefined, string[], string[][]]>([
    ['marketplace: the login page, forward given', { mode: 'full' }, true, '/cart', ['/login?forward=%2Fcart'], []],
    ['marketplace: the login page, back to this path', { mode: 'full' }, true, undefined, ['/login?forward=%2F'], []],
    ['marketplace ignores data-login', { mode: 'full', login: 'inline' }, true, '/x', ['/login?forward=%2Fx'], []],
    ['partner page, data-login="redirect"', { login: 'redirect' }, true, '/goods/7', ['/login?forward=%2Fgoods%2F7'], []],
    ['partner page, default: the dialog here', {}, true, '/cart', [], [['open', 'login']]],
    ['partner page, data-login="inline"', { login: 'inline' }, true, undefined, [], [['open', 'login']]],
    ['partner page, an unknown data-login reads as inline', { login: 'popup' }, true, undefined, [], [['open', 'login']]],
    ['no loader on the page (ESM host): the login page', {}, false, '/cart', ['/login?forward=%2Fcart'], []],
  ])('%s', (_, config, loader, forward, paths, commands) => {
    $config.set({ ...defaults, ...config });
    const sent: string[][] = [];
    if (loader) page.vitrina = (...args: unknown[]) => void sent.push(args.map(String));
    const seen: string[] = [];
    // cancelled, so the test page stays where it is
    const listener = (e: Event) => (e.preventDefault(), seen.push((e as CustomEvent<{ path: string }>).detail.path));
    document.addEventListener('vitrina:navigate', listener);
    openLogin(document.body, forward);
    document.removeEventListener('vitrina:navigate', listener);
    expect(seen).toEqual(paths);
    expect(sent).toEqual(commands);
  });
});
