import { displayName } from '../../core/display-name';
import { openLogin } from '../../core/login-entry';
import { loginPath } from '../../core/navigate';
import { $phone } from '../../core/stores/chrome';
import { $user } from '../../core/stores/user';
import { Icon } from '../../core/ui/icons';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { LocaleSelect } from './locale-select';
import type { Part } from './parts';
import { StoreLink } from './store-link';

/** The thin bar over the header: welcome and phone, then language and who is logged in. */
export function TopBar({ shown, forward }: { shown: ReadonlySet<Part>; forward: string | undefined }) {
  const { t } = useT();
  const user = useStore($user);
  const phone = useStore($phone);
  return (
    <div class="topbar">
      <div class="wrap topbar-row">
        {shown.has('contact') && <span class="welcome">{t('header.welcome')}</span>}
        {shown.has('contact') && phone && (
          <a class="phone" href={`tel:${phone.replace(/[^\d+]/g, '')}`} aria-label={`${t('header.phone')}: ${phone}`}>
            <Icon name="phone" size={14} />
            <span class="phone-label" aria-hidden="true">
              {t('header.phone')}:
            </span>
            <span class="phone-number" aria-hidden="true">
              {phone}
            </span>
          </a>
        )}
        <div class="topbar-end">
          {shown.has('locale') && <LocaleSelect />}
          {shown.has('account') &&
            (user ? (
              <span class="hello">{t('header.hello', { name: displayName(user) })}</span>
            ) : (
              <>
                <StoreLink path={() => loginPath(forward)} go={(host) => openLogin(host, forward)}>
                  {t('header.login')}
                </StoreLink>
                <StoreLink path="/register">{t('header.register')}</StoreLink>
              </>
            ))}
        </div>
      </div>
    </div>
  );
}
