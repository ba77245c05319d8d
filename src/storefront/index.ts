// Full-page mode entry: the marketplace's own storefront at `/`. The only module here with side
// effects on import; everything it calls lives in modules that can be imported and tested alone.
import { command, init } from '../core/runtime';
import { loginPath, navigate } from '../core/navigate';
import { defineStorefront } from './element';
import { defineWidgetElement } from './widget-element';
import { openDistributorDialog } from './layout/open-dialog';
import { startStorefront } from './start';
import { takeUrlLocale } from './url-locale';

init({ api: '/api', storefrontUrl: '/', base: '/sdk/', mode: 'full', locale: takeUrlLocale() });
// No loader runs here: `window.vitrina` hands every command to the runtime's one dispatcher, so
// integrators of the full storefront script it as they script a partner page.
const page = window as unknown as { vitrina?: (name: string, ...args: unknown[]) => unknown };
// `open` is the loader's own command on a partner page. Here the one dialog widget is the footer's,
// and the login is a page, as every "log in" of the marketplace is (core/login-entry.ts).
page.vitrina ||= (name, ...args) => {
  if (name === 'open' && args[0] === 'distributor-dialog')
    return openDistributorDialog(document.querySelector('vitrina-storefront')?.shadowRoot?.querySelector('vitrina-distributor-dialog'));
  if (name === 'open' && args[0] === 'login') return navigate(loginPath());
  return command(name, args);
};
defineWidgetElement('vitrina-search', () => import('../widgets/search/index'));
defineWidgetElement('vitrina-mini-cart', () => import('../widgets/mini-cart/index'));
defineStorefront(startStorefront);
