// The storefront's account-entry pages render vitrina-login's own card (the module a partner's
// chunk loads), one view per route; links between views are routes here. After a login or a
// registration the guard sees a member on a guest-only page and sends them to `forward`.
import { keepReferral } from '../../core/referral';
import { navigate } from '../../core/navigate';
import { useT } from '../../core/ui/use-t';
import type { BindFailure } from '../../widgets/login/bind-view';
import { LoginCard, type CardProps } from '../../widgets/login/login-card';
import css from '../../widgets/login/login.css?inline';
import type { GoTo } from '../../widgets/login/parts';
import { VIEW_PATHS, type ViewName } from '../../widgets/login/views';
import { safeForward } from '../guard';
import { useDocumentTitle } from '../lib/use-title';
import { useSheet } from '../../core/ui/use-sheet';
import type { PageProps } from '../types';

const TITLES: Record<ViewName, string> = {
  login: 'login.title',
  register: 'login.register.title',
  recover: 'login.find.title',
  bind: 'login.bind.title',
};

/** The route of a view: a link from the binder to log in comes back to the binder. */
const routeOf =
  (from: ViewName): GoTo =>
  (view, options) =>
    navigate(
      view === 'register' && options?.byEmail
        ? '/register-by-email'
        : view === 'login' && from === 'bind'
          ? `/login?forward=${encodeURIComponent('/binder')}`
          : VIEW_PATHS[view],
    );

function EntryPage({ title, ...card }: Omit<CardProps, 'goTo' | 'heading'> & { title: string }) {
  const { t } = useT();
  useDocumentTitle(t(title));
  const ref = useSheet<HTMLDivElement>(css);
  return (
    <div ref={ref} class="wrap page">
      <LoginCard {...card} goTo={routeOf(card.view)} heading="h1" />
    </div>
  );
}

/** /login?forward=: by username and password, or by mobile and SMS code. */
export const LoginPage = (_: PageProps) => <EntryPage view="login" title={TITLES.login} />;

/**
 * /register and /register-by-email. An email account first sees /verify-email (issue 9): just
 * before it is registered, the forward after login becomes /verify-email, which says that checkout
 * waits for the mailed link and then leads on to where the buyer was headed.
 */
export function RegisterPage({ route, location }: PageProps) {
  const byEmail = route.name === 'registerByEmail';
  // a distributor's link (`?ref=`, issue 12 §5): the registration sends it
  keepReferral(location.query.ref);
  const beforeEmail = () => {
    const forward = safeForward(location.query.forward, window.location.origin);
    if (forward?.startsWith('/verify-email')) return;
    const next = `/verify-email${forward ? `?forward=${encodeURIComponent(forward)}` : ''}`;
    navigate(`/register-by-email?forward=${encodeURIComponent(next)}`, document, true);
  };
  return (
    <EntryPage
      view="register"
      byEmail={byEmail}
      beforeEmail={beforeEmail}
      title={byEmail ? 'login.register.titleEmail' : TITLES.register}
    />
  );
}

/** /find-password: account → masked mobile → SMS code → new password. */
export const FindPasswordPage = (_: PageProps) => <EntryPage view="recover" title={TITLES.recover} />;

const failureOf = (reason: string | undefined): BindFailure => (reason === 'taken' || reason === 'bound' ? reason : 'other');

/** /binder: bind a phone to an account that has none; /binder-error when it cannot be done. */
export function BinderPage({ route, location }: PageProps) {
  const failed = route.name === 'binderError' ? failureOf(location.query.reason) : undefined;
  return (
    <EntryPage
      view="bind"
      bindFailed={failed}
      onBindFailed={(why) => navigate(`/binder-error?reason=${why}`, document, true)}
      title={failed ? 'login.bind.errorTitle' : TITLES.bind}
    />
  );
}
