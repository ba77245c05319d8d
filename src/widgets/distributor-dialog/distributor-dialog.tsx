import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ApplyType } from '../../core/api/merchant';
import { $config } from '../../core/config';
import { report } from '../../core/report';
import { forgetClick, takeEarlyClick } from '../../core/early-click';
import { emit } from '../../core/events';
import { openLogin } from '../../core/login-entry';
import { $user } from '../../core/stores/user';
import { useHost } from '../../core/ui/host';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { ApplyPanel } from './apply-panel';

/** Whether `test` finds what `selector` names (a bad selector names nothing, and is reported to the host page). */
function hits(selector: string, test: (selector: string) => boolean): boolean {
  try {
    return test(selector);
  } catch {
    report('bad-argument', 'distributor-dialog', `trigger "${selector}" is not a selector`);
    return false;
  }
}

/** A click whose path went through an element `selector` names. */
const pathHits = (event: Event) => (selector: string) =>
  event.composedPath().some((node) => node instanceof Element && node.matches(selector));

/**
 * `<vitrina-distributor-dialog>`: the distributor / factory / seller application (spec §2: a 500 px
 * dialog, in the top layer). The host's `open` attribute is the one switch: `vitrina('open', …)`,
 * a click on what `trigger` names and the storefront's footer set it; closing removes it. The body
 * is mounted only while open, so closing without sending resets the form (spec §4). Sending emits
 * `vitrina:application` with the type applied for.
 */
export function DistributorDialog({ open, trigger }: { open?: string; trigger?: string }) {
  const host = useHost();
  const { t } = useT();
  const user = useStore($user);
  const ref = useRef<HTMLDialogElement>(null);
  const shown = open !== undefined;
  const close = () => host.removeAttribute('open');

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof el.showModal !== 'function') return;
    if (shown && !el.open) el.showModal();
    if (!shown && el.open) el.close();
  }, [shown]);

  // A layout effect: listening from the mount on, and no longer from the unmount on (a passive
  // effect's cleanup waits for the next paint).
  useLayoutEffect(() => {
    if (!trigger) return;
    // A click on the trigger before this chunk arrived: the loader kept it (core/early-click.ts).
    if (takeEarlyClick((target) => hits(trigger, (selector) => target.closest(selector) !== null))) host.setAttribute('open', '');
    const onClick = (event: Event) => {
      if (!hits(trigger, pathHits(event))) return;
      forgetClick();
      host.setAttribute('open', '');
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [trigger]);

  // On a partner page vitrina-login's dialog; with data-login="redirect" (and on the marketplace)
  // the login page (from a partner page coming back to the marketplace's home: the partner's path
  // means nothing there). `vitrina:navigate` is cancelable, so a partner's own login takes over.
  const toLogin = () => {
    close();
    openLogin(host, $config.get().mode === 'full' ? undefined : '/');
  };

  return (
    <dialog ref={ref} class="dialog" part="dialog" aria-labelledby="apply-title" onClose={close}>
      <div class="dialog-head">
        <h2 id="apply-title">{t('mch.title')}</h2>
        <button type="button" class="close" aria-label={t('common.close')} onClick={close}>
          ×
        </button>
      </div>
      {shown &&
        (user ? (
          <ApplyPanel
            onClose={close}
            onSent={(applyType: ApplyType) => {
              close();
              emit(host, 'application', { applyType });
            }}
          />
        ) : (
          <div class="mch-panel mch-login" role="status">
            <p>{t('mch.loginNeeded')}</p>
            <div class="dialog-foot">
              <button type="button" class="btn primary" onClick={toLogin}>
                {t('common.login')}
              </button>
            </div>
          </div>
        ))}
    </dialog>
  );
}
