import type { ReactNode } from 'react';
import { ApiError } from '../errors';
import { useT } from './use-t';

/** What failed, in words a buyer can act on: the API's own message when it sent one. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== 'SHAPE' && error.message ? error.message : fallback;
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useT();
  return (
    <div class="state error" role="alert">
      <p>{t('ui.state.error')}</p>
      <p class="muted">{messageOf(error, t('error.network'))}</p>
      <button type="button" class="btn" onClick={onRetry}>
        {t('ui.state.retry')}
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

/** Something the address names does not exist: say so, why, and offer the one way on. */
export function MissingState({ title, body, href, action }: { title: string; body: string; href: string; action: string }) {
  return (
    <EmptyState title={title}>
      <p class="muted">{body}</p>
      <div class="actions">
        <a class="btn primary" href={href}>
          {action}
        </a>
      </div>
    </EmptyState>
  );
}
