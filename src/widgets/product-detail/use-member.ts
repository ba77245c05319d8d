import { openLogin } from '../../core/login-entry';
import { $user } from '../../core/stores/user';
import { useHost } from '../../core/ui/host';
import { useStore } from '../../core/ui/use-store';

/**
 * Whether a member is logged in, and the way to log in: on the marketplace the login page that comes
 * back to this product (spec §4: /login?forward=…), on a partner page vitrina-login's dialog.
 */
export function useMember(goodsId: number): { member: boolean; toLogin: () => void } {
  const user = useStore($user);
  const host = useHost();
  return { member: Boolean(user), toLogin: () => openLogin(host, `/goods/${goodsId}`) };
}
