// Every "log in" a widget offers comes here (issue 11 §2). On the marketplace it is the /login page,
// as the route guard's; on a partner page the buyer logs in where they are, in vitrina-login's
// dialog, and the session is that origin's. `data-login="redirect"` on the script tag keeps the old
// way there: the marketplace's login page.
import { $config } from './config';
import { loginPath, navigate } from './navigate';

type Api = (command: string, ...args: unknown[]) => unknown;

/**
 * Opens the login from `from` (the widget's host). `forward` is where the login page returns to
 * (the current path when absent); the dialog needs none, the buyer never left. The dialog is opened
 * by the loader's `open` command (the one that finds or adds the element), so without a loader (an
 * ESM host that mounts widgets itself) there is none, and the login page it is.
 */
export function openLogin(from: Element, forward?: string): void {
  const { mode, login } = $config.get();
  const api = (window as { vitrina?: Api }).vitrina;
  if (mode === 'full' || login === 'redirect' || !api) navigate(loginPath(forward), from);
  else api('open', 'login');
}
