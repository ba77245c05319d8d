import { checkMerchantStatus, type ApplyType } from '../../core/api/merchant';
import { errorText } from '../../core/errors';
import { useAsync } from '../../core/ui/use-async';
import { useT } from '../../core/ui/use-t';
import { ApplyForm } from './apply-form';

/**
 * The dialog's body, mounted while it is open: the member's status first (spec §4): -1 or 1 may
 * apply, 0 waits for review, 2 was refused.
 */
export function ApplyPanel({ onSent, onClose }: { onSent(applyType: ApplyType): void; onClose(): void }) {
  const { t } = useT();
  const { state, retry } = useAsync(() => checkMerchantStatus(), []);

  if (state.status === 'error')
    return (
      <div class="mch-panel" role="alert">
        <p class="mch-error">{errorText(state.error)}</p>
        <div class="dialog-foot">
          <button type="button" class="btn" onClick={retry}>
            {t('common.retry')}
          </button>
        </div>
      </div>
    );
  if (state.status !== 'ready')
    return (
      <p class="muted" aria-busy="true">
        {t('mch.loading')}
      </p>
    );
  const status = state.data;
  if (status === 0 || status === 2) {
    return (
      <div class="mch-panel">
        <p class={`mch-status ${status === 0 ? 'pending' : 'refused'}`} role="status">
          {t(status === 0 ? 'mch.pending' : 'mch.refused')}
        </p>
        <div class="dialog-foot">
          <button type="button" class="btn" onClick={onClose}>
            {t('mch.close')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div class="mch-panel">
      {status === 1 && (
        <p class="mch-status approved" role="status">
          {t('mch.approved')}
        </p>
      )}
      <ApplyForm onDone={onSent} onCancel={onClose} />
    </div>
  );
}
