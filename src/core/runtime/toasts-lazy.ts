// The toast region's code and styles load with the first toast: most page views show none, and
// the shared runtime chunk every partner page downloads stays smaller by the region's weight.
import { devWarn } from '../dev';
import { $toasts } from '../toasts';

export function mountToasts(): void {
  let host: HTMLElement | undefined;
  $toasts.subscribe((list) => {
    if (!list.length && !host) return;
    if (!host) {
      const el = (host = document.createElement('vitrina-toasts'));
      el.popover = 'manual';
      document.body.append(el);
      import('./toast-region').then(
        ({ renderToasts }) => {
          renderToasts(el);
          if ($toasts.get().length) el.showPopover?.();
        },
        (error: unknown) => devWarn('could not load the toast region', error),
      );
      return;
    }
    if (list.length) host.showPopover?.();
    else host.hidePopover?.();
  });
}
