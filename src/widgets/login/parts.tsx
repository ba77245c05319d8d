// The small pieces every view of vitrina-login shares: the error line, the SMS code button, links
// between views, and reading a form field.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { sendSmsCode, type SmsScene } from '../../core/api/account';
import { storefrontHref } from '../../core/config';
import { errorText } from '../../core/errors';
import { emit } from '../../core/events';
import { checkMobile, startCountdown } from '../../core/stores/account';
import { useT } from '../../core/ui/use-t';
import { VIEW_PATHS, type ViewName } from './views';

export interface FormError {
  field?: string | undefined;
  text: string;
}

/** Reads a named field of a form as a string (untrimmed: the rules trim what they check). */
export const field = (data: FormData, name: string) => String(data.get(name) ?? '');

/** The form's values, or an empty set before the form has rendered. */
export const formData = (form: HTMLFormElement | null) => (form ? new FormData(form) : new FormData());

export function ErrorLine({ error, id }: { error: FormError | undefined; id: string }) {
  if (!error) return null;
  return (
    <p id={id} class="form-error" role="alert">
      {error.text}
    </p>
  );
}

/**
 * "Get code" for an SMS code: checks the number first, then stays disabled through the 60 s
 * countdown (spec §4). `mobile()` reads the number at click time.
 */
export function SmsButton({
  mobile,
  scene,
  onError,
  onSent,
}: {
  mobile: () => string;
  scene: SmsScene;
  onError: (e: FormError) => void;
  onSent?: () => void;
}) {
  const { t } = useT();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const stop = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => stop.current?.(), []);
  const send = async () => {
    const number = mobile().trim();
    const invalid = checkMobile(number);
    if (invalid) return onError({ field: 'mobile', text: invalid.message });
    setBusy(true);
    try {
      await sendSmsCode(number, scene);
      stop.current = startCountdown(setLeft);
      onSent?.();
    } catch (error) {
      onError({ field: 'mobile', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" class="btn" disabled={busy || left > 0} aria-live="polite" onClick={() => void send()}>
      {left > 0 ? t('login.sms.resend', { s: left }) : t('login.sms.send')}
    </button>
  );
}

/** How a view asks for another: the widget switches in place, the storefront routes. */
export type GoTo = (view: ViewName, options?: { byEmail?: boolean }) => void;

/**
 * A link to another view. Its href is the storefront's page for that view (what a new tab or a
 * crawler gets); a plain click stays in the widget.
 */
export function ViewLink({
  to,
  byEmail,
  goTo,
  cls,
  children,
}: {
  to: ViewName;
  byEmail?: boolean;
  goTo: GoTo;
  cls?: string;
  children: ReactNode;
}) {
  return (
    <a
      class={cls}
      href={storefrontHref(byEmail ? '/register-by-email' : VIEW_PATHS[to])}
      onClick={(e) => {
        if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        goTo(to, byEmail ? { byEmail } : undefined);
      }}
    >
      {children}
    </a>
  );
}

/**
 * A link that opens a storefront page in a new tab (terms, privacy): `vitrina:navigate` first, so a
 * partner can show its own page instead.
 */
export function NewTabLink({ path, children }: { path: string; children: ReactNode }) {
  const url = storefrontHref(path);
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener"
      onClick={(e) => {
        if (!emit(e.currentTarget, 'navigate', { path, url }, true)) e.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
