import type { SessionUser } from '../../core/session';
import { navigate } from '../../core/navigate';
import { logout } from '../../core/stores/user';
import { useT } from '../../core/ui/use-t';
import { Icon } from '../components/icons';
import { useDisclosure } from '../lib/use-disclosure';
import { displayName } from '../../core/display-name';

/** The logged-in member's dropdown: member centre, my orders, log out (spec §2). */
export function UserMenu({ user, onProtectedPage }: { user: SessionUser; onProtectedPage: boolean }) {
  const { t } = useT();
  const d = useDisclosure<HTMLDivElement, HTMLButtonElement>();
  const onLogout = async () => {
    d.close();
    // Leaving a members-only page first, so logging out does not bounce to the login form.
    if (onProtectedPage) navigate('/', d.container.current ?? document);
    await logout();
  };
  return (
    <div class="menu" ref={d.container}>
      <button ref={d.button} type="button" class="action" aria-expanded={d.open} aria-controls="user-menu" onClick={d.toggle}>
        <Icon name="user" size={20} />
        <span class="action-text">{displayName(user)}</span>
        <span class="chev">
          <Icon name="chevron" size={14} />
        </span>
      </button>
      <ul id="user-menu" class="dropdown" hidden={!d.open} onClick={(e) => e.target instanceof HTMLAnchorElement && d.close()}>
        <li>
          <a href="/member">{t('sf.header.member')}</a>
        </li>
        <li>
          <a href="/member/my-order">{t('sf.header.orders')}</a>
        </li>
        <li>
          <button type="button" onClick={() => void onLogout()}>
            {t('sf.header.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
