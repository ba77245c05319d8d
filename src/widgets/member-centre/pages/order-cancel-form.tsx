import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../core/ui/use-t';

/** Spec §5/§9: a cancel reason is required, at most 200 characters (the server says the same). */
const CANCEL_REASON_MAX = 200;

/**
 * The reason form under an order. It takes focus when it opens, so a keyboard user lands in it;
 * Escape or "keep the order" closes it (the card puts focus back on its cancel button).
 */
export function OrderCancelForm({ sn, onCancel, onClose }: { sn: string; onCancel(reason: string): void; onClose(): void }) {
  const { t } = useT();
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const errorId = `buy-cancel-error-${sn}`;
  useEffect(() => input.current?.focus(), []);
  const submit = (e: Event) => {
    e.preventDefault();
    const reason = String(new FormData(e.currentTarget as HTMLFormElement).get('reason') ?? '').trim();
    if (!reason) return setError(t('buy.orders.reasonRequired'));
    if (reason.length > CANCEL_REASON_MAX) return setError(t('buy.orders.reasonMax', { max: CANCEL_REASON_MAX }));
    setError('');
    onCancel(reason);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    onClose();
  };
  return (
    <form class="buy-pad buy-form buy-cancel" onSubmit={submit} onKeyDown={onKeyDown} aria-describedby={`${errorId}-what`} noValidate>
      <p class="muted" id={`${errorId}-what`}>
        {t('buy.orders.cancelWhat')}
      </p>
      <label>
        {t('buy.orders.reason')}
        <input
          ref={input}
          name="reason"
          maxLength={CANCEL_REASON_MAX}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </label>
      {error && (
        <p class="form-error" id={errorId} role="alert">
          {error}
        </p>
      )}
      <div class="actions">
        <button type="submit" class="btn primary">
          {t('buy.orders.cancelConfirm')}
        </button>
        <button type="button" class="btn" onClick={onClose}>
          {t('buy.orders.keep')}
        </button>
      </div>
    </form>
  );
}
