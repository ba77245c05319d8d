import { useRef } from 'react';
import { displayName } from '../../core/display-name';
import { navigate } from '../../core/navigate';
import type { SessionUser } from '../../core/session';
import { logout } from '../../core/stores/user';
import { useHost } from '../../core/ui/host';
import { Icon } from '../../core/ui/icons';
import { usePopoverBelow } from '../../core/ui/use-popover-below';
import { useT } from '../../core/ui/use-t';
import { StoreLink } from './store-link';
import { useDisclosure } from './use-disclosure';

/**
 * The logged-in member's dropdown: member centre, my orders, log out (spec §2). `logoutPath`, when
 * given, is followed before the session ends (the full storefront leaves a members-only page
 * first, so logging out does not bounce to the login form).
 */
export function UserMenu({ user, logoutPath }: { user: SessionUser; logoutPath?: string }) {
  const { t } = useT();
  const host = useHost();
  const d = useDisclosure<HTMLDivElement, HTMLButtonElement>();
  // In the top layer, under the button: no host z-index or clipping buries it.
  const list = useRef<HTMLUListElement>(null);
  usePopoverBelow(list, d.button, d.open, 'end');
  const onLogout = async () => {
    d.close();
    if (logoutPath) navigate(logoutPath, host);
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
      <ul ref={list} id="user-menu" class="dropdown" popover="manual" hidden={!d.open}>
        <li>
          <StoreLink path="/member" onFollow={d.close}>
            {t('header.member')}
          </StoreLink>
        </li>
        <li>
          <StoreLink path="/member/my-order" onFollow={d.close}>
            {t('header.orders')}
          </StoreLink>
        </li>
        <li>
          <button type="button" onClick={() => void onLogout()}>
            {t('header.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
