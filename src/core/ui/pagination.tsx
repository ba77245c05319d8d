import { useT } from './use-t';
import { pageItems } from './page-items';

/** Real links (`?pageNo=3`), so pages survive a reload, open in new tabs and work with back. */
export function Pagination({ current, total, href }: { current: number; total: number; href(page: number): string }) {
  const { t } = useT();
  if (total <= 1) return null;
  return (
    <nav class="pager" aria-label={t('ui.pager.label')}>
      {current > 1 ? (
        <a href={href(current - 1)} rel="prev">
          {t('ui.pager.prev')}
        </a>
      ) : (
        <span class="disabled" aria-hidden="true">
          {t('ui.pager.prev')}
        </span>
      )}
      {pageItems(current, total).map((p, i) =>
        p === 'gap' ? (
          <span key={`g${i}`} class="gap" aria-hidden="true">
            …
          </span>
        ) : (
          <a key={p} href={href(p)} aria-current={p === current ? 'page' : undefined} aria-label={t('ui.pager.page', { n: p })}>
            {p}
          </a>
        ),
      )}
      {current < total ? (
        <a href={href(current + 1)} rel="next">
          {t('ui.pager.next')}
        </a>
      ) : (
        <span class="disabled" aria-hidden="true">
          {t('ui.pager.next')}
        </span>
      )}
    </nav>
  );
}
