import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { $user } from '../../core/stores/user';
import { Icon } from '../components/icons';
import { loginRedirect } from '../guard';
import type { PageProps } from '../types';
import { LocaleSelect } from './locale-select';
import { Logo } from './logo';
import { UserMenu } from './user-menu';

/** Logo, the very search and mini-cart widgets a partner embeds, account and saved items. */
export function SiteHeader({ route, location }: Pick<PageProps, 'route' | 'location'>) {
  const { t } = useT();
  const user = useStore($user);
  const keyword = route.name === 'search' ? (location.query.keyword ?? '') : '';
  return (
    <header class="header">
      <div class="wrap header-row">
        <Logo />
        <div class="header-search">
          <vitrina-search keyword={keyword} />
        </div>
        <div class="header-actions">
          {user ? (
            <UserMenu user={user} onProtectedPage={route.auth} />
          ) : (
            <a class="action" href={loginRedirect(location.href)}>
              <Icon name="user" size={20} />
              <span class="action-text">{t('sf.header.login')}</span>
            </a>
          )}
          <a class="action" href="/member/goods-collection" aria-current={route.name === 'memberGoodsCollection' ? 'page' : undefined}>
            <Icon name="heart" size={20} />
            <span class="action-text">{t('sf.header.collection')}</span>
          </a>
          <vitrina-mini-cart />
        </div>
      </div>
    </header>
  );
}

/** Login, register, checkout and chat: logo, the page's name, language and help. */
export function MinimalHeader({ title }: { title: string }) {
  const { t } = useT();
  return (
    <header class="header minimal">
      <div class="wrap minimal-row">
        <Logo />
        <span class="minimal-title">{title}</span>
        <span class="spacer" />
        <LocaleSelect />
        <a class="minimal-link" href="/">
          {t('sf.header.backToStore')}
        </a>
        <a class="minimal-link" href="/help">
          {t('sf.header.help')}
        </a>
      </div>
    </header>
  );
}
