// The JS API's one dispatcher: every command of `vitrina('…')` that needs the runtime is read here.
// The loader answers `on`/`off`/`mount` itself (they work before the runtime has arrived) and
// forwards the rest to `command`; full-page mode, where no loader runs, sends every command here.
import { $config, type Config } from '../config';
import { devWarn } from '../dev';
import { errorText } from '../errors';
import { addItem } from '../cart/add';
import { changeLocale } from '../stores/locale';
import { logout } from '../stores/user';
import { toast } from '../toasts';
import { mountedDefs, mountWidget, unmountWidget } from './mount';
import type { WidgetDef } from './widget';

export type WidgetLoader = (name: string) => Promise<{ default: WidgetDef }>;
let loadWidget: WidgetLoader | undefined;

/** The widget chunks `mountByName` can load (the loader's manifest), given by `init`. */
export const setWidgetLoader = (load: WidgetLoader | undefined): void => void (loadWidget = load);

export async function command(name: string, args: unknown[]): Promise<void> {
  const [a, b] = args;
  // `on`/`off` for `vitrina:*` events: the loader answers them before they get here on a partner page.
  if (name === 'on') return document.addEventListener(`vitrina:${a}`, b as EventListener);
  if (name === 'off') return document.removeEventListener(`vitrina:${a}`, b as EventListener);
  if (name === 'unmount') return unmountWidget(typeof a === 'string' ? document.querySelector(a) : (a as Element));
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
