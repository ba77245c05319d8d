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
import { report } from '../report';
import { mountToasts } from './toasts-lazy';
import type { WidgetLoader } from './commands';

/** The loader mounts a widget chunk's definition into a host, and unmounts it when the host leaves. */
export { mountedCount, mountWidget as mount, unmountWidget as unmount } from './mount';
export { defineWidget, type WidgetDef } from './widget';

let started = false;
/** The widget chunks `mountByName` can load (the loader's manifest), given by `init`. */
let loadWidget: WidgetLoader | undefined;

/**
 * `vitrina('…')`'s commands. Their dispatcher, which checks every argument and reports bad calls
 * (issue 16 §2), loads with the first command: most pages send none, and the shared runtime every
 * partner page downloads stays smaller by its weight (as the toast region does). Never rejects: a
 * dispatcher that could not be loaded leaves the call undone and reports it (`failed`). `report`
 * itself lives in the runtime: the widgets report bad attributes with it, and a chunk of its own
 * would be one more round trip before their first paint.
 */
let dispatcher: Promise<typeof import('./commands')> | undefined;
export const command = (name: unknown, args: unknown[]): Promise<void> =>
  // One import for every call, so each call's `then` is queued on the same promise and they run in
  // the order the page made them: with an import() each, `configure` light then dark could arrive
  // dark first, and the page stayed light (a fresh-clone run of the appearance test). An import
  // that failed (the network, a moment) is forgotten, so the page's next call tries it again.
  (dispatcher ||= import('./commands')).then(
    (c) => c.command(name, args, loadWidget),
    // not the name in the report: it may be anything
    (error: unknown) => ((dispatcher = undefined), report('failed', 'commands', error)),
  );

export function init(config: Partial<Config> & { locale?: string }, load?: WidgetLoader): void {
  if (started) return;
  started = true;
  loadWidget = load;
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
