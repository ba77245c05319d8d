// The shared runtime chunk's public face, called by the loader: init once, mount/unmount widget
// hosts, run queued commands. Everything a page shares (config, session, locale, stores) is here.
import { $config, type Config } from '../config';
import { coreStrings } from '../i18n';
import { $locale } from '../locale';
import { refreshLoaded } from '../cart/store';
import { initialLocale } from '../stores/locale';
import { loadSite } from '../stores/site';
import { ensureUser, initSession, resyncUser } from '../stores/user';
import { onBroadcast } from '../sync';
import { loadStrings } from '../locale';
import { devWarn } from '../dev';
import { mountToasts } from './toasts-lazy';
import { setWidgetLoader, type WidgetLoader } from './commands';

export { command } from './commands';
/** The loader mounts a widget chunk's definition into a host, and unmounts it when the host leaves. */
export { mountedCount, mountWidget as mount, unmountWidget as unmount } from './mount';
export { defineWidget, type WidgetDef } from './widget';

let started = false;

export function init(config: Partial<Config> & { locale?: string }, load?: WidgetLoader): void {
  if (started) return;
  started = true;
  setWidgetLoader(load);
  initSession();
  const { locale, ...rest } = config;
  $config.set({ ...$config.get(), ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v)) });
  $locale.set(initialLocale(locale));
  void loadStrings(coreStrings);
  void loadSite();
  mountToasts();
  void ensureUser()
    .then(refreshLoaded)
    .catch((error: unknown) => devWarn('session restore failed', error));
  onBroadcast((topic) => {
    if (topic !== 'cart') resyncUser(topic);
    void refreshLoaded().catch((error: unknown) => devWarn('cart count sync failed', error));
  });
}
