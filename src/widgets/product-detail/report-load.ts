import { useEffect } from 'react';
import { reportLater } from '../../core/ui/failure-later';
import { useHost } from '../../core/ui/host';

/**
 * A load failure the product detail shows (in `errorText`'s words) is reported once per error
 * (issue 13 §5): a repaint is not a new failure, a failed retry is. `error` is falsy while none is shown.
 */
export function useReportLoad(error: unknown): void {
  const host = useHost();
  useEffect(() => {
    if (error) reportLater('load-failed', host, error);
  }, [error]);
}
