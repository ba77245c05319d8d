import { type ReactNode, useRef } from 'react';
import { ApiError } from '../errors';
import { useReportFailure } from './failure';
import { useT } from './use-t';

/**
 * Why a section did not load, in words a buyer can act on. A load sends nothing the buyer typed,
 * so a refused input (400) means the address is wrong or incomplete, and a 404 that what it names
 * is not there: both in the dictionary's words, never the server's sentence, which names the API's
 * parameter for a developer ("El campo history_id…"). A reply off the contract is not shown
 * either; other refusals (log in, a rule) are the server's translated message.
 */
function messageOf(error: unknown, t: (key: string) => string): string {
  if (!(error instanceof ApiError) || error.code === 'SHAPE' || !error.message) return t('error.network');
  if (error.status === 404 || error.code === '003' || error.code === '404') return t('ui.state.missing');
  if (error.status === 400 || error.code === '004' || error.code === '400') return t('ui.state.badLink');
  return error.message;
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useT();
  const why = messageOf(error, t);
  const ref = useRef<HTMLDivElement>(null);
  useReportFailure(ref, error, why);
  return (
    <div class="state error" role="alert" ref={ref}>
      <p>{t('ui.state.error')}</p>
      <p class="muted">{why}</p>
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
