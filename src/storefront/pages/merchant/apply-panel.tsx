import { checkMerchantStatus } from '../../../core/api/merchant';
import { useT } from '../../../core/ui/use-t';
import { ErrorState } from '../../components/states';
import { useAsync } from '../../../core/ui/use-async';
import { useSheet } from '../../lib/use-sheet';
import { ApplyForm } from './apply-form';
import css from './merchant.css?inline';

/**
 * The application dialog's body, loaded when the dialog opens (layout/apply-dialog.tsx): the
 * member's status first (spec §4): -1 or 1 may apply, 0 waits for review, 2 was refused.
 */
export default function ApplyPanel({ onClose }: { onClose(): void }) {
  const { t } = useT();
  const ref = useSheet<HTMLDivElement>(css);
  const { state, retry } = useAsync(() => checkMerchantStatus(), []);

  const body = () => {
    if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
    if (state.status !== 'ready')
      return (
        <p class="muted" aria-busy="true">
          {t('mch.loading')}
        </p>
      );
    const status = state.data;
    if (status === 0 || status === 2) {
      return (
        <>
          <p class={`mch-status ${status === 0 ? 'pending' : 'refused'}`} role="status">
            {t(status === 0 ? 'mch.pending' : 'mch.refused')}
          </p>
          <div class="dialog-foot">
            <button type="button" class="btn" onClick={onClose}>
              {t('mch.close')}
            </button>
          </div>
        </>
      );
    }
    return (
      <>
        {status === 1 && (
          <p class="mch-status approved" role="status">
            {t('mch.approved')}
          </p>
        )}
        <ApplyForm onDone={onClose} onCancel={onClose} />
      </>
    );
  };
  return (
    <div ref={ref} class="mch-panel">
      {body()}
    </div>
  );
}
