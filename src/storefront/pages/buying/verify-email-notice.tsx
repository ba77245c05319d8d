import { useEffect } from 'react';
import { $user, loadUser } from '../../../core/stores/user';
import { useStore } from '../../../core/ui/use-store';
import { useT } from '../../../core/ui/use-t';

/**
 * Where buying starts, an account that has not proved its email yet (registered by email, issue 9)
 * learns why the order will be refused and how to fix it before filling the form.
 */
export function VerifyEmailNotice({ forward }: { forward: string }) {
  const { t } = useT();
  const user = useStore($user);
  const waiting = Boolean(user?.mustVerifyEmail);
  // the link may have been opened on another device since this copy of the member was loaded;
  // offline, the copy will do (the server still judges the order)
  useEffect(() => void (waiting && loadUser().catch(() => undefined)), [waiting]);
  if (!user || !waiting) return null;
  return (
    <p class="buy-verify" role="status">
      <span>{user.email ? t('buy.checkout.verifyEmail', { email: user.email }) : t('buy.checkout.verifyNoEmail')}</span>{' '}
      <a class="btn primary" href={`/verify-email?forward=${encodeURIComponent(forward)}`}>
        {t('buy.checkout.verifyAction')}
      </a>
    </p>
  );
}
