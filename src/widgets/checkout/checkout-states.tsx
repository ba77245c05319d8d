import type { ReactNode } from 'react';
import { ApiError } from '../../core/errors';
import { useT } from '../../core/ui/use-t';

/** A part that failed to load: what failed, in words a buyer can act on, and a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useT();
  const message = error instanceof ApiError && error.code !== 'SHAPE' && error.message ? error.message : t('error.network');
  return (
    <div class="state error" role="alert">
      <p>{t('co.state.error')}</p>
      <p class="muted">{message}</p>
      <button type="button" class="btn" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div class="state empty">
      <h2>{title}</h2>
      {children}
    </div>
  );
}
