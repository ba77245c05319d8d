// The small pieces every view of vitrina-login shares: the error line, the SMS code button, links
// between views, and reading a form field.
import type { ReactNode } from 'react';
import { storefrontHref } from '../../core/config';
import { emit } from '../../core/events';
import { SmsButton as CodeButton, type SmsButtonProps } from '../../core/ui/sms-button';
import { useT } from '../../core/ui/use-t';
import { VIEW_PATHS, type ViewName } from './views';

export { ErrorLine, type FormError } from '../../core/ui/sms-button';

/** Reads a named field of a form as a string (untrimmed: the rules trim what they check). */
export const field = (data: FormData, name: string) => String(data.get(name) ?? '');

/** The form's values, or an empty set before the form has rendered. */
export const formData = (form: HTMLFormElement | null) => (form ? new FormData(form) : new FormData());

/** The shared SMS code button, worded from this dictionary. */
export function SmsButton(props: SmsButtonProps) {
  const { t } = useT();
  return <CodeButton {...props} label={(left) => (left > 0 ? t('login.sms.resend', { s: left }) : t('login.sms.send'))} />;
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
