import { useEffect, useRef } from 'react';
import { useT } from '../../core/ui/use-t';
import { DOCUMENTS } from './footer-columns';

const AGREEMENTS = ['distributorAgreement', 'factoryAgreement', 'sellerAgreement'] as const;

/**
 * The distributor/factory/seller application (spec §2: a 500 px dialog). The form itself is not
 * built yet; until it is, the dialog says so and links the three agreements.
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
      <p>{t('sf.apply.soon')}</p>
      <p class="muted">{t('sf.apply.body')}</p>
      <ul class="dialog-links" onClick={(e) => e.target instanceof HTMLAnchorElement && onClose()}>
        {AGREEMENTS.map((key) => (
          <li key={key}>
            <a href={`/return?id=${DOCUMENTS[key]}`}>{t(`sf.doc.${key}`)}</a>
          </li>
        ))}
      </ul>
      <div class="dialog-foot">
        <button type="button" class="btn" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </dialog>
  );
}
