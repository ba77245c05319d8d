import { useRef, useState } from 'react';
import { $config } from '../../core/config';
import { emit } from '../../core/events';
import { openLogin } from '../../core/login-entry';
import { $user } from '../../core/stores/user';
import { useHost } from '../../core/ui/host';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { isDirty } from './form-model';
import { PurchaseForm } from './purchase-form';

/**
 * `<vitrina-purchase-form>`: the purchase request form (spec §3, §5, §8) for a member. Publishing
 * emits `vitrina:purchase_request` with the new request's id and shows it done; each change of "has unsaved
 * input" emits `vitrina:draft`, so the host guards leaving (the storefront's /purchase/add does).
 * `cancel-label` adds a button that emits `vitrina:cancel`: what cancelling means is the host's.
 */
export function PurchaseFormWidget({ cancelLabel }: { cancelLabel?: string }) {
  const host = useHost();
  const { t } = useT();
  const user = useStore($user);
  const [published, setPublished] = useState<number>();
  const [round, setRound] = useState(0);
  const dirty = useRef(false);
  const report = (now: boolean) => {
    if (now !== dirty.current) emit(host, 'draft', { dirty: (dirty.current = now) });
  };

  if (!user) {
    // On a partner page vitrina-login's dialog; with data-login="redirect" (and on the marketplace)
    // the login page, coming back to the marketplace's own purchase form (a partner page's path means
    // nothing there). `vitrina:navigate` is cancelable, so a partner with its own login takes over.
    const forward = $config.get().mode === 'full' ? undefined : '/purchase/add';
    return (
      <div class="pur-login" role="status">
        <p>{t('purForm.form.loginNeeded')}</p>
        <button type="button" class="btn primary" onClick={() => openLogin(host, forward)}>
          {t('purForm.form.login')}
        </button>
      </div>
    );
  }

  if (published !== undefined) {
    return (
      <div class="pur-done" role="status" data-purchase-id={published}>
        <p>{t('purForm.form.done')}</p>
        <button type="button" class="btn" onClick={() => (setPublished(undefined), setRound(round + 1))}>
          {t('purForm.form.another')}
        </button>
      </div>
    );
  }

  return (
    <PurchaseForm
      key={round}
      onDraft={(draft) => report(isDirty(draft))}
      onPublished={({ id }) => {
        report(false);
        setPublished(id);
        emit(host, 'purchase_request', { id });
      }}
      actions={
        cancelLabel && (
          <button type="button" class="btn" onClick={() => emit(host, 'cancel', { dirty: dirty.current })}>
            {cancelLabel}
          </button>
        )
      }
    />
  );
}
