import { useEffect, useRef } from 'react';
import { loadStrings } from '../../core/locale';
import { useT } from '../../core/ui/use-t';
import { ErrorState } from '../components/states';
import { useAsync } from '../../core/ui/use-async';
import { merchantStrings } from '../pages/merchant/i18n';

/** The form's code and strings load the first time the dialog opens: the first page stays small. */
const loadPanel = () => Promise.all([import('../pages/merchant/apply-panel'), loadStrings(merchantStrings)]).then(([m]) => m.default);

function Panel({ onClose }: { onClose(): void }) {
  const { state, retry } = useAsync(loadPanel, []);
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
  if (state.status !== 'ready') return <div aria-busy="true" class="dialog-busy" />;
  const ApplyPanel = state.data;
  return <ApplyPanel onClose={onClose} />;
}

/**
 * The distributor/factory/seller application (spec §2: a 500 px dialog). Its body is mounted only
 * while open, so closing without submitting resets the form (spec §4).
 */
export function ApplyDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof el.showModal !== 'function') return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    <dialog ref={ref} class="dialog" aria-labelledby="apply-title" onClose={onClose}>
      <div class="dialog-head">
        <h2 id="apply-title">{t('sf.apply.title')}</h2>
        <button type="button" class="close" aria-label={t('common.close')} onClick={onClose}>
          ×
        </button>
      </div>
      {open && <Panel onClose={onClose} />}
    </dialog>
  );
}
