import { loginPath, navigate } from '../../core/navigate';
import { $user } from '../../core/stores/user';
import { useHost } from '../../core/ui/host';
import { useStore } from '../../core/ui/use-store';

/**
 * Whether a member is logged in, and the way to the login page that comes back to this product
 * (spec §4: a visitor is sent to /login?forward=… and returns to the same product).
 */
export function useMember(goodsId: number): { member: boolean; toLogin: () => void } {
  const user = useStore($user);
  const host = useHost();
  return { member: Boolean(user), toLogin: () => navigate(loginPath(`/goods/${goodsId}`), host) };
}
