import { useEffect } from 'react';
import { $user, loadUser } from '../../core/stores/user';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { devWarn } from '../../core/dev';
import { CheckoutLink } from './checkout-link';

/**
 * Where buying starts, an account that has not proved its email yet (registered by email, issue 9)
 * learns why the order will be refused and how to fix it before filling the form.
 */
export function VerifyEmailNotice({ forward }: { forward: string }) {
  const { t } = useT();
  const user = useStore($user);
  const waiting = Boolean(user?.mustVerifyEmail);
  // The flag is not in the user cookie (it keeps names only, issue 9), and the link may have been
  // opened on another device since: ask the server once per visit. Offline, the page goes on
  // without the notice; the server still judges the order.
  const member = Boolean(user);
  useEffect(() => {
    if (member) loadUser().catch((error: unknown) => devWarn('could not load the member', error));
  }, [member]);
  if (!user || !waiting) return null;
  return (
    <p class="buy-verify" role="status">
      <span>{user.email ? t('co.checkout.verifyEmail', { email: user.email }) : t('co.checkout.verifyNoEmail')}</span>{' '}
      <CheckoutLink class="btn primary" path={`/verify-email?forward=${encodeURIComponent(forward)}`}>
        {t('co.checkout.verifyAction')}
      </CheckoutLink>
    </p>
  );
}
