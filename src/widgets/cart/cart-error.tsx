import { ApiError } from '../../core/errors';
import { useRef } from 'react';
import { useReportFailure } from '../../core/ui/failure';
import { useT } from '../../core/ui/use-t';

/** The cart could not be read: why, in words a buyer can act on (the API's own message when it sent one), and a retry. */
export function CartError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useT();
  const why = error instanceof ApiError && error.code !== 'SHAPE' && error.message ? error.message : t('error.network');
  const ref = useRef<HTMLDivElement>(null);
  useReportFailure(ref, error, why);
  return (
    <div class="state error" role="alert" ref={ref}>
      <p>{t('cartPage.error')}</p>
      <p class="muted">{why}</p>
      <button type="button" class="btn" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
