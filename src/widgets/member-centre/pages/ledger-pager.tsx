import { useT } from '../../../core/ui/use-t';

/** Previous / "page n of total" / next under a ledger (balance, points); nothing for one page. */
export function LedgerPager({
  page,
  pages,
  onPage,
  strings,
}: {
  page: number;
  pages: number;
  onPage(page: number): void;
  strings: 'acct.balance' | 'acct.points';
}) {
  const { t } = useT();
  if (pages <= 1) return null;
  return (
    <div class="acct-pager">
      <button type="button" class="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t(`${strings}.prev`)}
      </button>
      <span>{t(`${strings}.page`, { n: page, total: pages })}</span>
      <button type="button" class="btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t(`${strings}.next`)}
      </button>
    </div>
  );
}
