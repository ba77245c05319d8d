// The shared runtime chunk's public face, called by the loader: init once, mount/unmount widget
// hosts, run queued commands. Everything a page shares (config, session, locale, stores) is here.
import { $config, type Config } from '../config';
import { coreStrings } from '../i18n';
import { $locale } from '../locale';
import { addItem, refreshCartCount } from '../stores/cart';
import { toast } from '../toasts';
import { errorText } from '../errors';
import { changeLocale, initialLocale } from '../stores/locale';
import { loadSite } from '../stores/site';
import { ensureUser, logout, resyncUser } from '../stores/user';
import { onBroadcast } from '../sync';
import { loadStrings } from '../locale';
import { devWarn } from '../dev';
import { mountToasts } from './toasts-lazy';
import { mountWidget, mountedDefs, unmountWidget } from './mount';
import type { Props, WidgetDef } from './widget';

export { mountedCount } from './mount';
export { defineWidget, type WidgetDef } from './widget';

type Load = (name: string) => Promise<{ default: WidgetDef }>;
let loadWidget: Load | undefined;
let started = false;

export function init(config: Partial<Config> & { locale?: string }, load?: Load): void {
  if (started) return;
  started = true;
  loadWidget = load;
  const { locale, ...rest } = config;
  $config.set({ ...$config.get(), ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v)) });
  $locale.set(initialLocale(locale));
  void loadStrings(coreStrings);
  void loadSite();
  mountToasts();
  void ensureUser()
    .then(refreshCartCount)
    .catch((error: unknown) => devWarn('session restore failed', error));
  onBroadcast((topic) => {
    if (topic === 'session') resyncUser();
    void refreshCartCount().catch((error: unknown) => devWarn('cart count sync failed', error));
  });
}

export function mount(host: Element, widget: WidgetDef, props?: Props): void {
  void mountWidget(host, widget, props);
}

export function unmount(host: Element): void {
  unmountWidget(host);
}

/** The JS API's commands that need the runtime (the loader handles mount/on/off itself). */
export async function command(name: string, args: unknown[]): Promise<void> {
  const [a, b] = args;
  if (name === 'unmount') return unmountWidget(typeof a === 'string' ? document.querySelector(a)! : (a as Element));
  if (name === 'setLocale')
    return changeLocale(
      a as never,
      mountedDefs().flatMap((d) => (d.strings ? [d.strings] : [])),
    );
  if (name === 'configure') return void $config.set({ ...$config.get(), ...(a as Partial<Config>) });
  if (name === 'logout') return logout();
  if (name === 'addToCart') {
    const { skuId, num } = a as { skuId: string | number; num: number };
    return void (await addItem(skuId, num).catch((error: unknown) => toast(errorText(error), 'error')));
  }
  if (name === 'mountByName' && loadWidget) {
    return mountWidget(b as Element, (await loadWidget(a as string)).default);
  }
  devWarn(`unknown command ${name}`);
}

type Listener = (event: Event) => void;

/**
 * `window.vitrina` for full-page mode, where no loader runs: the same commands a partner page has
 * (`on`/`off` for `vitrina:*` events, and the runtime's commands), so integrators of the full
 * storefront script it the same way.
 */
export function installCommandApi(): void {
  const w = window as unknown as { vitrina?: (...args: unknown[]) => unknown };
  if (w.vitrina) return;
  w.vitrina = (name, ...args) => {
    const [type, listener] = args as [string, Listener];
    if (name === 'on') return document.addEventListener(`vitrina:${type}`, listener);
    if (name === 'off') return document.removeEventListener(`vitrina:${type}`, listener);
    return command(String(name), args);
  };
}
