import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { $user } from '../../core/stores/user';
import { Icon } from '../components/icons';
import { loginRedirect } from '../guard';
import { $phone } from '../stores/chrome';
import { LocaleSelect } from './locale-select';
import { displayName } from '../../core/display-name';

export function TopBar({ here }: { here: string }) {
  const { t } = useT();
  const user = useStore($user);
  const phone = useStore($phone);
  return (
    <div class="topbar">
      <div class="wrap topbar-row">
        <span class="welcome">{t('sf.top.welcome')}</span>
        {phone && (
          <a class="phone" href={`tel:${phone.replace(/[^\d+]/g, '')}`} aria-label={`${t('sf.top.phone')}: ${phone}`}>
            <Icon name="phone" size={14} />
            <span class="phone-label" aria-hidden="true">
              {t('sf.top.phone')}:
            </span>
            <span class="phone-number" aria-hidden="true">
              {phone}
            </span>
          </a>
        )}
        <div class="topbar-end">
          <LocaleSelect />
          {user ? (
            <span class="hello">{t('sf.top.hello', { name: displayName(user) })}</span>
          ) : (
            <>
              <a href={loginRedirect(here)}>{t('sf.top.login')}</a>
              <a href="/register">{t('sf.top.register')}</a>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
