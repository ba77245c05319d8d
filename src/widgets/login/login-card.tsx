import { useT } from '../../core/ui/use-t';
import { BindView, type BindFailure } from './bind-view';
import { LoginView } from './login-view';
import type { GoTo } from './parts';
import { RecoverView } from './recover-view';
import { RegisterView } from './register-view';
import type { ViewName } from './views';

export interface CardProps {
  view: ViewName;
  goTo: GoTo;
  /** register with an email instead of a mobile number */
  byEmail?: boolean;
  /** a session has begun (log in or register) */
  onDone?: () => void;
  beforeEmail?: () => void;
  bindFailed?: BindFailure;
  onBindFailed?: (why: BindFailure) => void;
  /** h1 on the storefront's own pages, h2 inside a partner's page */
  heading?: 'h1' | 'h2';
}

function titleKey({ view, byEmail, bindFailed }: CardProps): string {
  if (view === 'register') return byEmail ? 'login.register.titleEmail' : 'login.register.title';
  if (view === 'recover') return 'login.find.title';
  if (view === 'bind') return bindFailed ? 'login.bind.errorTitle' : 'login.bind.title';
  return 'login.title';
}

/**
 * One view of vitrina-login in its card: what the widget shows, and what the storefront's /login,
 * /register, /register-by-email, /find-password, /binder and /binder-error render.
 */
export function LoginCard(props: CardProps) {
  const { t } = useT();
  const { view, goTo, onDone } = props;
  const Heading = props.heading ?? 'h2';
  return (
    <section class="auth-card vlogin" data-view={view}>
      <Heading class="vlogin-title">{t(titleKey(props))}</Heading>
      {view === 'register' ? (
        <RegisterView
          key={props.byEmail ? 'email' : 'mobile'}
          byEmail={Boolean(props.byEmail)}
          goTo={goTo}
          onDone={onDone}
          beforeEmail={props.beforeEmail}
        />
      ) : view === 'recover' ? (
        <RecoverView goTo={goTo} />
      ) : view === 'bind' ? (
        <BindView key={props.bindFailed} goTo={goTo} failed={props.bindFailed} onFailed={props.onBindFailed} />
      ) : (
        <LoginView goTo={goTo} onDone={onDone} />
      )}
    </section>
  );
}
