import { useEffect, useMemo, useRef, useState } from 'react';
import { report } from '../../core/report';
import { displayName } from '../../core/display-name';
import { $user, logout } from '../../core/stores/user';
import { useHost } from '../../core/ui/host';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { LoginCard } from './login-card';
import type { GoTo } from './parts';
import { isView, type ViewName } from './views';

/** The first view an attribute asks for; anything else is the login view, with a warning in development. */
function firstView(view: string | undefined): ViewName {
  if (view === undefined || isView(view)) return view ?? 'login';
  report('bad-argument', 'login', `view "${view}" is not one of login, register, recover, bind`);
  return 'login';
}

/**
 * `<vitrina-login>`: log in by password or SMS code, register, recover a password, bind a phone
 * (spec §4, §5), on any origin. `mode="dialog"` (the default) is a top-layer `<dialog>` that the
 * host's `open` attribute shows, as vitrina-distributor-dialog; `mode="inline"` is a card in the
 * page. `view` is the first view. A session begun here closes the dialog; inline, the card then
 * shows the member, with a way to log out.
 */
export function LoginWidget({ mode, view, open }: { mode?: string; view?: string; open?: string }) {
  const host = useHost();
  const { t } = useT();
  useEffect(() => {
    if (mode !== undefined && mode !== 'inline' && mode !== 'dialog')
      report('bad-argument', 'login', `mode "${mode}" is not dialog or inline`);
  }, [mode]);
  const inline = mode === 'inline';
  const start = useMemo(() => firstView(view), [view]);
  const shown = inline || open !== undefined;
  const close = () => host.removeAttribute('open');
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (inline || !el || typeof el.showModal !== 'function') return;
    if (shown && !el.open) el.showModal();
    if (!shown && el.open) el.close();
  }, [shown, inline]);

  // "Log in" elsewhere on the page opens the login (vitrina('open', 'login')); an inline card is
  // already open: it comes into view with its first field focused instead.
  useEffect(() => {
    if (!inline || open === undefined) return;
    host.removeAttribute('open');
    host.scrollIntoView({ block: 'center' });
    host.shadowRoot?.querySelector('input')?.focus();
  }, [inline, open]);

  if (inline) return <Body start={start} />;
  return (
    <dialog ref={ref} class="dialog" part="dialog" aria-label={t('login.title')} onClose={close}>
      {/* Mounted only while open: closing without finishing starts over next time. */}
      {shown && <Body start={start} onDone={close} onClose={close} />}
    </dialog>
  );
}

/** The views, switched in place; the member (and log out) once a session exists. */
function Body({ start, onDone, onClose }: { start: ViewName; onDone?: () => void; onClose?: () => void }) {
  const { t } = useT();
  const user = useStore($user);
  const [current, setCurrent] = useState<{ view: ViewName; byEmail?: boolean }>({ view: start });
  useEffect(() => setCurrent({ view: start }), [start]);
  const goTo: GoTo = (view, options) => setCurrent({ view, byEmail: options?.byEmail });
  const closer = onClose && (
    <button type="button" class="close" aria-label={t('login.close')} onClick={onClose}>
      ×
    </button>
  );

  if (user && current.view !== 'bind' && current.view !== 'recover') {
    return (
      <section class="auth-card vlogin" data-view="member">
        {closer}
        <p class="vlogin-member" role="status">
          {t('login.signedIn', { name: displayName(user) })}
        </p>
        <button type="button" class="btn block" onClick={() => void logout()}>
          {t('login.logout')}
        </button>
      </section>
    );
  }
  return (
    <>
      {closer}
      <LoginCard view={current.view} byEmail={current.byEmail} goTo={goTo} onDone={onDone} />
    </>
  );
}
