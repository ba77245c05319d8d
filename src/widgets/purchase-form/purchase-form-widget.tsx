import { useRef, useState } from 'react';
import { $config } from '../../core/config';
import { emit } from '../../core/events';
import { loginPath, navigate } from '../../core/navigate';
import { $user } from '../../core/stores/user';
import { useHost } from '../../core/ui/host';
import { useStore } from '../../core/ui/use-store';
import { useT } from '../../core/ui/use-t';
import { isDirty } from './form-model';
import { PurchaseForm } from './purchase-form';

/**
 * `<vitrina-purchase-form>`: the purchase request form (spec §3, §5, §8) for a member. Publishing
 * emits `vitrina:purchase` with the new request's id and shows it done; each change of "has unsaved
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
    // No inline login widget yet: as the mini cart does, the marketplace's login page, coming back
    // to its own purchase form (a partner page's path means nothing there). `vitrina:navigate` is
    // cancelable, so a partner with its own login takes over here.
    const forward = $config.get().mode === 'full' ? undefined : '/purchase/add';
    return (
      <div class="pur-login" role="status">
        <p>{t('purForm.form.loginNeeded')}</p>
        <button type="button" class="btn primary" onClick={() => navigate(loginPath(forward), host)}>
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
        emit(host, 'purchase', { id });
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
