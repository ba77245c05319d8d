import { openLogin } from '../../core/login-entry';
import { loginPath } from '../../core/navigate';
import { $user } from '../../core/stores/user';
import { Icon } from '../../core/ui/icons';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import type { Here } from './here';
import { StoreLink } from './store-link';
import { UserMenu } from './user-menu';

const SAVED = '/member/goods-collection';

/** Log in (a visitor) or the member's menu, then the saved items. */
export function AccountActions({
  here,
  forward,
  logoutPath,
}: {
  here: Here | undefined;
  forward: string | undefined;
  logoutPath?: string;
}) {
  const { t } = useT();
  const user = useStore($user);
  return (
    <>
      {user ? (
        <UserMenu user={user} logoutPath={logoutPath} />
      ) : (
        <StoreLink class="action" path={() => loginPath(forward)} go={(host) => openLogin(host, forward)}>
          <Icon name="user" size={20} />
          <span class="action-text">{t('header.signIn')}</span>
        </StoreLink>
      )}
      <StoreLink class="action" path={SAVED} current={here?.pathname === SAVED}>
        <Icon name="heart" size={20} />
        <span class="action-text">{t('header.collection')}</span>
      </StoreLink>
    </>
  );
}
