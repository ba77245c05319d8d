import { useEffect, useState, type ReactNode } from 'react';
import { errorText } from '../../core/errors';
import { useT } from '../../core/ui/use-t';
import { useReportLoad } from './report-load';

interface Page<T> {
  data: T[];
  data_total: number;
}

/** A list that loads its first page when shown and appends the next on "Show more". */
export function PagedList<T>({
  load,
  empty,
  render,
}: {
  load: (pageNo: number) => Promise<Page<T>>;
  empty: string;
  render: (item: T) => ReactNode;
}) {
  const { t } = useT();
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState(-1);
  const [pageNo, setPageNo] = useState(1);
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    let live = true;
    load(pageNo).then(
      (page) => {
        if (!live) return;
        setItems((before) => (pageNo === 1 ? page.data : [...before, ...page.data]));
        setTotal(page.data_total);
      },
      (e: unknown) => live && setError(e),
    );
    return () => void (live = false);
  }, [pageNo]);
  useReportLoad(error);
  if (error)
    return (
      <p class="error" role="alert">
        {errorText(error)}
      </p>
    );
  if (total < 0)
    return (
      <p class="muted" aria-busy="true">
        {t('common.loading')}
      </p>
    );
  if (total === 0) return <p class="muted">{empty}</p>;
  return (
    <>
      <ul class="feed">{items.map(render)}</ul>
      {items.length < total && (
        <button type="button" class="btn more" onClick={() => setPageNo(pageNo + 1)}>
          {t('pd.showMore')}
        </button>
      )}
    </>
  );
}
