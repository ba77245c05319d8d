import { useEffect, useState, type ComponentType } from 'react';
import { LedgerPager } from './ledger-pager';
import {
  bindEmail,
  bindMobile,
  changeMobile,
  fetchAccountSecurity,
  fetchBalance,
  fetchStatistics,
  saveUserInfo,
  updatePayPassword,
  uploadAvatar,
} from '../../../core/api/account';
import type { UserInfo } from '../../../core/api/member';
import { fetchOrders } from '../../../core/api/orders';
import { maskPhone } from '../../../core/contract/rules-accounts';
import { devWarn } from '../../../core/dev';
import { ValidationError, errorField, errorText } from '../../../core/errors';
import { assertValid, failuresIn } from '../../../core/form-check';
import { useFormErrors } from '../../../core/ui/use-form-errors';
import { languageCode, localeOfCode, LOCALES, bcp47 } from '../../../core/locale';
import { formatMoney } from '../../../core/money';
import { formatSignedMoney } from '../../../core/money-signed';
import { navigate } from '../../../core/navigate';
import type { SessionUser } from '../../../core/session';
import { sha256Hex } from '../../../core/sha256';
import { changePassword, checkEmail, checkMobile, checkProfileName, checkSmsCode, newPasswordChecks } from '../../../core/stores/account';
import { changeLocale } from '../../../core/stores/locale';
import { $user, loadUser } from '../../../core/stores/user';
import { toast } from '../../../core/toasts';
import { useStore } from '../../../core/ui/use-store';
import { useT } from '../../../core/ui/use-t';
import { ErrorState } from '../../../core/ui/states';
import { useAsync } from '../../../core/ui/use-async';
import { useDocumentTitle } from '../page-title';
import type { PageProps } from '../page-props';
import { ErrorLine, field, MemberFrame, SmsButton, type FormError } from './parts';
import { displayName } from '../../../core/display-name';

const PAGES: Record<string, { title: string; Body: ComponentType<{ user: UserInfo }> }> = {
  member: { title: 'acct.nav.home', Body: Home },
  memberMyProfile: { title: 'acct.profile.title', Body: Profile },
  memberAccountSafe: { title: 'acct.safe.title', Body: Safe },
  memberChangePassword: { title: 'acct.changePassword.title', Body: ChangePassword },
  memberChangePaymentpassword: { title: 'acct.payPassword.title', Body: PayPassword },
  memberBindMobile: { title: 'acct.mobile.bindTitle', Body: BindMobile },
  memberChangeMobile: { title: 'acct.mobile.changeTitle', Body: ChangeMobile },
  memberBindEmail: { title: 'acct.email.title', Body: BindEmail },
  memberAccountBinding: { title: 'acct.binding.title', Body: Binding },
  memberAccountBalance: { title: 'acct.balance.title', Body: Balance },
};
export const MEMBER_PAGE_NAMES = Object.keys(PAGES);

/** The member centre pages of the accounts stream, in one chunk: they share the frame and the rules. */
export default function MemberPage({ route, location }: PageProps) {
  const { t } = useT();
  const user = useStore($user);
  const id = user?.id;
  const [loadedId, setLoadedId] = useState<typeof id>();
  const page = PAGES[route.name] ?? PAGES.member!;
  useDocumentTitle(t(page.title));
  // The user cookie keeps only a summary of the member (no mobile, email or birthday): the member
  // centre loads the whole profile when it opens, or its forms would show, and save back, blanks.
  // A lost session is handled by core.
  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    loadUser().then(
      () => live && setLoadedId(id),
      (error: unknown) => devWarn('could not load the member', error),
    );
    return () => void (live = false);
  }, [id]);
  return (
    <MemberFrame path={location.pathname} title={t(page.title)}>
      {isProfile(user) && id === loadedId ? <page.Body user={user} /> : <div aria-busy="true" />}
    </MemberFrame>
  );
}

/** Whether the whole profile has loaded: the cookie's summary (all `$user` holds before) has no email flags. */
const isProfile = (user: SessionUser | null): user is UserInfo => typeof user?.emailVerified === 'boolean';

/** The input of these forms that a field named by the server or a client check lives in. */
const FIELD_INPUT: Record<string, string> = { userName: 'nickname', headImg: 'avatar' };
const inputOf = (name: string | undefined) => (name ? (FIELD_INPUT[name] ?? name) : undefined);

/**
 * Runs a submit: the form's data and busy flag, and its errors the one way every form shows them
 * (core/ui/use-form-errors): every failing check at once under its input, focus on the first; a
 * refusal of the server that names no list of fields is one line (`error`) that marks the input it names.
 */
function useSubmit(idPrefix: string) {
  const fields = useFormErrors(idPrefix);
  const form = fields.form;
  const [error, setError] = useState<FormError>();
  const [busy, setBusy] = useState(false);
  const submit = (work: (data: FormData) => Promise<void>) => async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    fields.clear();
    try {
      await work(new FormData(form.current ?? undefined));
    } catch (failure) {
      const failures = failuresIn(failure).map((f) => new ValidationError(inputOf(f.path) ?? f.path, f.message));
      if (failures.length > 0) fields.show(failures);
      else setError({ field: inputOf(errorField(failure)), text: errorText(failure) });
    } finally {
      setBusy(false);
    }
  };
  /** An input's error attributes: marked by its own check or by the server's one-line refusal. */
  const attrs = (name: string) =>
    error?.field === name ? { 'aria-invalid': true, 'aria-describedby': `${idPrefix}-error` } : fields.field(name);
  return { form, error, setError, busy, submit, attrs, message: fields.message };
}

function Avatar({ src }: { src: string | null | undefined }) {
  return src ? <img class="acct-avatar" src={src} alt="" /> : <span class="acct-avatar" aria-hidden="true" />;
}

function Home({ user }: { user: UserInfo }) {
  const { t, locale } = useT();
  const { state: stats } = useAsync(() => fetchStatistics(), []);
  const { state: balance } = useAsync(() => fetchBalance(1, 1), []);
  const value = (n: number | undefined) => (n === undefined ? '…' : String(n));
  const s = stats.status === 'ready' ? stats.data : undefined;
  return (
    <>
      <div class="acct-card acct-profile-head">
        <Avatar src={user.headImg} />
        <div>
          <h2>{t('acct.home.hello', { name: displayName(user) })}</h2>
          <p class="muted">{[user.mobile ? maskPhone(user.mobile) : '', user.email].filter(Boolean).join(' · ')}</p>
          <a href="/member/my-profile">{t('acct.home.edit')}</a>
        </div>
      </div>
      <div class="acct-card">
        <div class="acct-stats">
          <a class="acct-stat" href="/member/my-order">
            <strong>{value(s?.order_count)}</strong>
            {t('acct.home.orders')}
          </a>
          <a class="acct-stat" href="/member/goods-collection">
            <strong>{value(s?.goods_collect_count)}</strong>
            {t('acct.home.goods')}
          </a>
          <a class="acct-stat" href="/member/shop-collection">
            <strong>{value(s?.shop_collect_count)}</strong>
            {t('acct.home.shops')}
          </a>
          <a class="acct-stat" href="/member/comments">
            <strong>{value(s?.pending_comment_count)}</strong>
            {t('acct.home.comments')}
          </a>
        </div>
      </div>
      <div class="acct-card">
        <h2>{t('acct.home.balance')}</h2>
        <div class="acct-big" data-testid="balance">
          {balance.status === 'ready' ? formatMoney(balance.data.balance, locale) : '…'}
        </div>
        <a href="/member/account-balance">{t('acct.home.seeBalance')}</a>
      </div>
      <RecentOrders />
    </>
  );
}

/** The three newest orders, each linking to its detail (member home, spec §2 member centre). */
function RecentOrders() {
  const { t, locale } = useT();
  const { state } = useAsync(() => fetchOrders('ALL', 1), []);
  const orders = state.status === 'ready' ? state.data.data.slice(0, 3) : [];
  return (
    <div class="acct-card" data-testid="recent-orders">
      <h2>{t('acct.home.recent')}</h2>
      {state.status === 'loading' ? (
        <p class="muted" aria-busy="true">
          …
        </p>
      ) : orders.length ? (
        <>
          <ul class="acct-recent">
            {orders.map((o) => (
              <li key={o.sn}>
                <a href={`/member/my-order/detail?sn=${encodeURIComponent(o.sn)}`}>
                  <span>{o.sku_list[0]?.name ?? o.sn}</span>
                  <span class="muted">
                    {new Date(o.create_time * 1000).toLocaleDateString(locale.replace('_', '-'))} · {o.order_status_text}
                  </span>
                  <strong>{formatMoney(o.order_amount, locale)}</strong>
                </a>
              </li>
            ))}
          </ul>
          <a class="btn" href="/member/my-order">
            {t('acct.nav.orders')} ({state.status === 'ready' ? state.data.data_total : ''})
          </a>
        </>
      ) : (
        <>
          <p class="muted">{t('acct.home.noOrders')}</p>
          <a class="btn" href="/search">
            {t('acct.home.browse')}
          </a>
        </>
      )}
    </div>
  );
}

const toDateInput = (ms: number | null | undefined) => (ms ? new Date(ms).toISOString().slice(0, 10) : '');

function Profile({ user }: { user: UserInfo }) {
  const { t, locale } = useT();
  const s = useSubmit('profile');
  const [avatar, setAvatar] = useState(user.headImg);
  const [avatarPath, setAvatarPath] = useState<string>();
  const [progress, setProgress] = useState<number>();

  const pick = async (file: File | undefined) => {
    if (!file) return;
    s.setError(undefined);
    if (!/\.(jpe?g|png)$/i.test(file.name) || !/^image\/(jpeg|png)$/.test(file.type)) {
      return s.setError({ field: 'avatar', text: t('acct.err.avatar') });
    }
    setProgress(0);
    try {
      const path = await uploadAvatar(file, setProgress);
      setAvatarPath(path);
      setAvatar(URL.createObjectURL(file));
    } catch (failure) {
      s.setError({ field: 'avatar', text: errorText(failure) });
    } finally {
      setProgress(undefined);
    }
  };

  const onSubmit = s.submit(async (data) => {
    const nickname = field(data, 'nickname').trim();
    const email = field(data, 'email').trim();
    const birthdayText = field(data, 'birthday');
    const birthday = birthdayText ? Math.floor(Date.parse(`${birthdayText}T00:00:00Z`) / 1000) : 0;
    assertValid([
      checkProfileName(nickname),
      email ? checkEmail(email) : undefined,
      birthday * 1000 > Date.now() ? new ValidationError('birthday', t('acct.err.birthday')) : undefined,
    ]);
    const language = Number(field(data, 'language'));
    // an emptied email field clears the email
    await saveUserInfo({ nickname, email, sex: Number(field(data, 'sex') || -1), birthday, language, headImg: avatarPath });
    await loadUser();
    toast(t('acct.profile.saved'), 'success');
    // A new language applies as the language switch does: saved, then the page reloads in it.
    const chosen = localeOfCode(language);
    if (chosen !== locale) await changeLocale(chosen);
  });

  return (
    <div class="acct-card">
      <form ref={s.form} class="acct-form" noValidate onSubmit={onSubmit} aria-describedby={s.error ? 'profile-error' : undefined}>
        <div class="acct-profile-head">
          <Avatar src={avatar} />
          <label>
            <span>{t('acct.profile.change')}</span>
            <input
              type="file"
              name="avatar"
              accept=".jpg,.jpeg,.png,image/jpeg,image/png"
              {...s.attrs('avatar')}
              onChange={(e) => void pick(e.currentTarget.files?.[0])}
            />
            <span class="muted small">{t('acct.profile.types')}</span>
            {progress !== undefined && (
              <span role="status">
                <progress class="acct-progress" max={1} value={progress} /> {t('acct.profile.uploading', { p: Math.round(progress * 100) })}
              </span>
            )}
          </label>
        </div>
        <label>
          <span>{t('acct.profile.name')}</span>
          <input name="nickname" defaultValue={user.nickname || user.userName} maxLength={20} {...s.attrs('nickname')} required />
          {s.message('nickname')}
        </label>
        <p class="muted small">
          {t('acct.profile.loginName')}: <strong>{user.userName}</strong>
        </p>
        <label>
          <span>{t('acct.profile.email')}</span>
          <input name="email" type="email" defaultValue={user.email} maxLength={100} {...s.attrs('email')} />
          {s.message('email')}
        </label>
        <label>
          <span>{t('acct.profile.birthday')}</span>
          <input
            name="birthday"
            type="date"
            defaultValue={toDateInput(user.birthday)}
            max={new Date().toISOString().slice(0, 10)}
            {...s.attrs('birthday')}
          />
          {s.message('birthday')}
        </label>
        <fieldset>
          <legend>{t('acct.profile.sex')}</legend>
          {(
            [
              ['1', 'male'],
              ['0', 'female'],
              ['-1', 'secret'],
            ] as const
          ).map(([v, key]) => (
            <label key={v}>
              <input type="radio" name="sex" value={v} defaultChecked={String(user.sex) === v} /> {t(`acct.profile.${key}`)}
            </label>
          ))}
        </fieldset>
        <label>
          <span>{t('acct.profile.language')}</span>
          <select name="language" defaultValue={String(languageCode(localeOfCode(user.language)))}>
            {LOCALES.map((l) => (
              <option key={l} value={languageCode(l)} lang={bcp47(l)}>
                {t(`locale.${l}`)}
              </option>
            ))}
          </select>
        </label>
        <ErrorLine error={s.error} id="profile-error" />
        <button type="submit" class="btn primary" disabled={s.busy || progress !== undefined} aria-busy={s.busy}>
          {t('acct.profile.save')}
        </button>
      </form>
    </div>
  );
}

function Safe({ user }: { user: UserInfo }) {
  const { t } = useT();
  const { state, retry } = useAsync(() => fetchAccountSecurity(), []);
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
  const sec = state.status === 'ready' ? state.data : undefined;
  const row = (title: string, detail: string, href: string, action: string) => (
    <li>
      <span class="what">
        <strong>{title}</strong>
        <span class="muted">{detail}</span>
      </span>
      <a class="btn" href={href}>
        {action}
      </a>
    </li>
  );
  return (
    <div class="acct-card" aria-busy={!sec}>
      <ul class="acct-rows">
        {row(t('acct.safe.password'), t('acct.safe.passwordHint'), '/member/change-password', t('acct.safe.change'))}
        {row(
          t('acct.safe.payment'),
          sec?.hasPaymentPassword ? t('acct.safe.paymentSet') : t('acct.safe.paymentUnset'),
          '/member/change-paymentpassword',
          sec?.hasPaymentPassword ? t('acct.safe.change') : t('acct.safe.set'),
        )}
        {row(
          t('acct.safe.mobile'),
          sec?.mobile || t('acct.safe.none'),
          sec?.mobile ? '/member/change-mobile' : '/member/bind-mobile',
          sec?.mobile ? t('acct.safe.change') : t('acct.safe.bind'),
        )}
        {row(
          t('acct.safe.email'),
          sec?.email || t('acct.safe.none'),
          '/member/bind-email',
          sec?.email ? t('acct.safe.change') : t('acct.safe.bind'),
        )}
        {user.email && user.emailVerified === false
          ? row(
              t('acct.verify.rowTitle'),
              t('acct.verify.rowPending', { email: user.email }),
              '/verify-email?forward=%2Fmember%2Faccount-safe',
              t('acct.verify.rowAction'),
            )
          : null}
      </ul>
    </div>
  );
}

function PasswordInput({
  name,
  label,
  s,
  autoComplete = 'new-password',
}: {
  name: string;
  label: string;
  /** the form's submit, for the input's error attributes and message */
  s: Pick<ReturnType<typeof useSubmit>, 'attrs' | 'message'>;
  autoComplete?: string;
}) {
  return (
    <label>
      <span>{label}</span>
      <input name={name} type="password" autoComplete={autoComplete} maxLength={20} {...s.attrs(name)} required />
      {s.message(name)}
    </label>
  );
}

function ChangePassword(_props: { user: UserInfo }) {
  const { t } = useT();
  const s = useSubmit('pwd');
  const onSubmit = s.submit(async (data) => {
    const message = await changePassword(field(data, 'oldPassword'), field(data, 'password'), field(data, 'confirm'));
    toast(message, 'success');
    navigate('/login', s.form.current ?? document, true);
  });
  return (
    <div class="acct-card">
      <form ref={s.form} class="acct-form" noValidate onSubmit={onSubmit} aria-describedby={s.error ? 'pwd-error' : undefined}>
        <PasswordInput name="oldPassword" label={t('acct.changePassword.old')} s={s} autoComplete="current-password" />
        <PasswordInput name="password" label={t('acct.changePassword.password')} s={s} />
        <PasswordInput name="confirm" label={t('acct.changePassword.confirm')} s={s} />
        <ErrorLine error={s.error} id="pwd-error" />
        <button type="submit" class="btn primary" disabled={s.busy} aria-busy={s.busy}>
          {t('acct.changePassword.submit')}
        </button>
      </form>
    </div>
  );
}

function PayPassword(_props: { user: UserInfo }) {
  const { t } = useT();
  const s = useSubmit('pay');
  const onSubmit = s.submit(async (data) => {
    const login = field(data, 'loginPassword');
    assertValid([
      login ? undefined : new ValidationError('loginPassword', t('error.form')),
      ...newPasswordChecks(field(data, 'password'), field(data, 'confirm')),
    ]);
    await updatePayPassword(sha256Hex(login), sha256Hex(field(data, 'password')));
    toast(t('acct.payPassword.done'), 'success');
    navigate('/member/account-safe', s.form.current ?? document);
  });
  return (
    <div class="acct-card">
      <form ref={s.form} class="acct-form" noValidate onSubmit={onSubmit} aria-describedby={s.error ? 'pay-error' : undefined}>
        <PasswordInput name="loginPassword" label={t('acct.payPassword.login')} s={s} autoComplete="current-password" />
        <PasswordInput name="password" label={t('acct.payPassword.password')} s={s} />
        <PasswordInput name="confirm" label={t('acct.payPassword.confirm')} s={s} />
        <ErrorLine error={s.error} id="pay-error" />
        <button type="submit" class="btn primary" disabled={s.busy} aria-busy={s.busy}>
          {t('acct.payPassword.submit')}
        </button>
      </form>
    </div>
  );
}

function MobileForm({ user, change }: { user: UserInfo; change: boolean }) {
  const { t } = useT();
  const s = useSubmit('mobile');
  if (!change && user.mobile) return <p>{t('acct.mobile.current', { mobile: maskPhone(user.mobile) })}</p>;
  const onSubmit = s.submit(async (data) => {
    const mobile = field(data, 'mobile').trim();
    const code = field(data, 'smsCode').trim();
    const password = field(data, 'password');
    assertValid([
      change && !password ? new ValidationError('password', t('error.form')) : undefined,
      checkMobile(mobile),
      checkSmsCode(code),
    ]);
    if (change) await changeMobile(sha256Hex(password), mobile, code);
    else await bindMobile(mobile, code);
    await loadUser();
    toast(t('acct.mobile.done'), 'success');
    navigate('/member/account-safe', s.form.current ?? document);
  });
  return (
    <div class="acct-card">
      <form ref={s.form} class="acct-form" noValidate onSubmit={onSubmit} aria-describedby={s.error ? 'mobile-error' : undefined}>
        {change && user.mobile && <p>{t('acct.mobile.current', { mobile: maskPhone(user.mobile) })}</p>}
        {change && <PasswordInput name="password" label={t('acct.mobile.password')} s={s} autoComplete="current-password" />}
        <label>
          <span>{t('acct.mobile.mobile')}</span>
          <input name="mobile" type="tel" inputMode="numeric" maxLength={10} {...s.attrs('mobile')} required />
          {s.message('mobile')}
        </label>
        <label>
          <span>{t('acct.mobile.code')}</span>
          <span class="acct-inline">
            <input name="smsCode" inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...s.attrs('smsCode')} required />
            <SmsButton
              scene={change ? 'CHANGE_MOBILE' : 'BIND'}
              mobile={() => field(new FormData(s.form.current ?? undefined), 'mobile')}
              onError={s.setError}
              onSent={() => s.setError(undefined)}
            />
          </span>
          {s.message('smsCode')}
        </label>
        <ErrorLine error={s.error} id="mobile-error" />
        <button type="submit" class="btn primary" disabled={s.busy} aria-busy={s.busy}>
          {t('acct.mobile.submit')}
        </button>
      </form>
    </div>
  );
}

function BindMobile({ user }: { user: UserInfo }) {
  return <MobileForm user={user} change={false} />;
}

function ChangeMobile({ user }: { user: UserInfo }) {
  return <MobileForm user={user} change={Boolean(user.mobile)} />;
}

function BindEmail({ user }: { user: UserInfo }) {
  const { t } = useT();
  const s = useSubmit('email');
  const onSubmit = s.submit(async (data) => {
    const password = field(data, 'password');
    const email = field(data, 'email').trim();
    // in the form's order: the address, then the password
    assertValid([checkEmail(email), password ? undefined : new ValidationError('password', t('error.form'))]);
    await bindEmail(sha256Hex(password), email);
    const saved = await loadUser();
    toast(t('acct.email.done'), 'success');
    // a new address is unconfirmed until its mailed link is opened (issue 9)
    navigate(
      saved.emailVerified === false ? '/verify-email?forward=%2Fmember%2Faccount-safe' : '/member/account-safe',
      s.form.current ?? document,
    );
  });
  return (
    <div class="acct-card">
      <form ref={s.form} class="acct-form" noValidate onSubmit={onSubmit} aria-describedby={s.error ? 'email-error' : undefined}>
        <label>
          <span>{t('acct.email.email')}</span>
          <input name="email" type="email" defaultValue={user.email} maxLength={100} {...s.attrs('email')} required />
          {s.message('email')}
        </label>
        <PasswordInput name="password" label={t('acct.email.password')} s={s} autoComplete="current-password" />
        <ErrorLine error={s.error} id="email-error" />
        <button type="submit" class="btn primary" disabled={s.busy} aria-busy={s.busy}>
          {t('acct.email.submit')}
        </button>
      </form>
    </div>
  );
}

function Binding({ user }: { user: UserInfo }) {
  const { t } = useT();
  return (
    <div class="acct-card">
      <p class="muted">{t('acct.binding.lead')}</p>
      <ul class="acct-rows">
        <li>
          <span class="what">
            <strong>{t('acct.binding.mobile')}</strong>
            <span class="muted">{user.mobile ? maskPhone(user.mobile) : t('acct.binding.none')}</span>
          </span>
          <a class="btn" href={user.mobile ? '/member/change-mobile' : '/member/bind-mobile'}>
            {t(user.mobile ? 'acct.safe.change' : 'acct.safe.bind')}
          </a>
        </li>
        <li>
          <span class="what">
            <strong>{t('acct.binding.email')}</strong>
            <span class="muted">{user.email || t('acct.binding.none')}</span>
          </span>
          <a class="btn" href="/member/bind-email">
            {t(user.email ? 'acct.safe.change' : 'acct.safe.bind')}
          </a>
        </li>
      </ul>
    </div>
  );
}

const PAGE_SIZE = 10;

function Balance(_props: { user: UserInfo }) {
  const { t, locale } = useT();
  const [page, setPage] = useState(1);
  // the server writes each line's remark in the request's language: a new locale asks again
  const { state, retry } = useAsync(() => fetchBalance(page, PAGE_SIZE), [page, locale]);
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
  const data = state.status === 'ready' ? state.data : undefined;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const money = (n: number) => formatMoney(n, locale);
  const date = new Intl.DateTimeFormat(locale.replace('_', '-'), { dateStyle: 'medium' });
  return (
    <>
      <div class="acct-card">
        <h2>{t('acct.balance.available')}</h2>
        <div class="acct-big" data-testid="balance">
          {data ? money(data.balance) : '…'}
        </div>
      </div>
      <div class="acct-card" aria-busy={!data}>
        <h2>{t('acct.balance.ledger')}</h2>
        {data && data.list.length === 0 ? (
          <p class="muted">{t('acct.balance.empty')}</p>
        ) : (
          <table class="acct-table">
            <thead>
              <tr>
                <th>{t('acct.balance.date')}</th>
                <th>{t('acct.balance.kind')}</th>
                <th class="remark">{t('acct.balance.remark')}</th>
                <th class="num">{t('acct.balance.amount')}</th>
                <th class="num">{t('acct.balance.after')}</th>
              </tr>
            </thead>
            <tbody>
              {data?.list.map((entry) => (
                <tr key={entry.id}>
                  <td>{date.format(entry.createTime * 1000)}</td>
                  <td>{t(`acct.balance.kinds.${entry.kind}`)}</td>
                  <td class="remark">{entry.remark}</td>
                  <td class={`num${entry.amount > 0 ? ' in' : ''}`}>{formatSignedMoney(entry.amount, locale)}</td>
                  <td class="num">{money(entry.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <LedgerPager page={page} pages={pages} onPage={setPage} strings="acct.balance" />
      </div>
    </>
  );
}
