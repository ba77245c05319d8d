import { useState } from 'react';
import { deleteAddress, fetchAddresses, makeDefaultAddress, type Address } from '../../../core/api/checkout';
import { errorText } from '../../../core/errors';
import { toast } from '../../../core/toasts';
import { useT } from '../../../core/ui/use-t';
import { ErrorState } from '../../../core/ui/states';
import { useAsync } from '../../../core/ui/use-async';
import { useDocumentTitle } from '../page-title';
import type { PageProps } from '../page-props';
import { AddressForm } from '../../../core/ui/address-form';
import { buyingCss as css } from '../../../core/ui/buying-sheet';
import { MemberFrame } from './parts';
import { deleteAsk, useConfirm } from '../../../core/ui/confirm-dialog';
import { useSheet } from '../../../core/ui/use-sheet';

/** `/member/shipping-address`: the buyer's addresses, added, edited, deleted, one of them the default. */
export default function AddressesPage(_props: PageProps) {
  const { t } = useT();
  const ref = useSheet<HTMLDivElement>(css);
  useDocumentTitle(t('buy.address.list'));
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const { state, retry } = useAsync(() => fetchAddresses(), [version]);
  const reload = () => setVersion((v) => v + 1);
  const [confirmDialog, ask] = useConfirm();
  const act = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch (error) {
      toast(errorText(error), 'error');
    }
    reload();
  };
  return (
    <MemberFrame path="/member/shipping-address">
      <div class="buy" ref={ref}>
        {confirmDialog}
        <div class="buy-toolbar">
          <h1 class="buy-title">{t('buy.address.list')}</h1>
          {editing === null && (
            <button type="button" class="btn primary" onClick={() => setEditing('new')}>
              {t('buy.checkout.newAddress')}
            </button>
          )}
        </div>
        {editing !== null && (
          <section class="buy-shop">
            <div class="buy-pad">
              <AddressForm
                initial={editing === 'new' ? undefined : editing}
                onCancel={() => setEditing(null)}
                onSaved={() => {
                  setEditing(null);
                  toast(t('buy.address.saved'), 'success');
                  reload();
                }}
              />
            </div>
          </section>
        )}
        {state.status === 'error' ? (
          <ErrorState error={state.error} onRetry={retry} />
        ) : state.status !== 'ready' ? (
          <div class="buy-skeleton" aria-busy="true" />
        ) : state.data.length === 0 ? (
          <p class="muted">{t('buy.checkout.noAddress')}</p>
        ) : (
          <ul class="buy-addresses">
            {state.data.map((a) => (
              <li key={a.addr_id} class={a.def_addr === 1 ? 'on' : ''}>
                <span>
                  <strong>{a.name}</strong> {a.mobile} {a.def_addr === 1 && <span class="buy-promo">{t('buy.checkout.default')}</span>}
                  <br />
                  <span class="muted small">{[a.addr, a.county, a.city, a.province, a.zip].filter(Boolean).join(', ')}</span>
                </span>
                <span class="actions">
                  {a.def_addr !== 1 && (
                    <button type="button" class="linkish small" onClick={() => void act(() => makeDefaultAddress(a.addr_id))}>
                      {t('buy.address.makeDefault')}
                    </button>
                  )}
                  <button type="button" class="linkish small" onClick={() => setEditing(a)}>
                    {t('buy.checkout.edit')}
                  </button>
                  <button
                    type="button"
                    class="linkish small"
                    onClick={() =>
                      void ask(deleteAsk(t('buy.address.deleteConfirm'), t)).then((yes) =>
                        yes ? act(() => deleteAddress(a.addr_id)) : undefined,
                      )
                    }
                  >
                    {t('buy.cart.delete')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </MemberFrame>
  );
}
