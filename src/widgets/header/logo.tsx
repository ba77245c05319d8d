import { useT } from '../../core/ui/use-t';
import { useSiteName } from '../../core/ui/use-site-name';
import { StoreLink } from './store-link';

/** The marketplace's mark and name, to its home page. */
export function Logo() {
  const { t } = useT();
  const site = useSiteName();
  return (
    <StoreLink class="logo" path="/" label={t('header.home', { site })}>
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="var(--v-accent)" />
        <path d="M7 9h4.2L16 20.5 20.8 9H25l-7.2 15h-3.6L7 9Z" fill="#fff" />
      </svg>
      <span>{site}</span>
    </StoreLink>
  );
}
