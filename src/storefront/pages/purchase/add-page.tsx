import { useEffect, useRef } from 'react';
import { navigate } from '../../../core/navigate';
import { toast } from '../../../core/toasts';
import { useT } from '../../../core/ui/use-t';
import { useDocumentTitle } from '../../lib/use-title';
import { useSheet } from '../../lib/use-sheet';
import type { PageProps } from '../../types';
import { isDirty, type Draft } from './form-model';
import { PUBLISHED_MESSAGE, isPurchasePopup } from './popup';
import { PurchaseForm } from './purchase-form';
import css from './purchase.css?inline';

/**
 * `/purchase/add`: the purchase request form. The list opens it as a 950×1000 popup (spec §2);
 * there, publishing tells the opener to reload and closes the window. Opened directly it is a full
 * page that returns to the list. Leaving unsaved work asks first (spec §8): the close button, and
 * the browser's own close or reload through `beforeunload`.
 */
export default function PurchaseAddPage({ route }: PageProps) {
  const { t } = useT();
  useDocumentTitle(t(`sf.route.${route.name}`));
  const ref = useSheet<HTMLDivElement>(css);
  const popup = isPurchasePopup();
  const dirty = useRef(false);

  useEffect(() => {
    const guard = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      event.returnValue = t('pur.form.unsaved');
    };
    window.addEventListener('beforeunload', guard);
    return () => window.removeEventListener('beforeunload', guard);
  }, []);

  const leave = () => {
    dirty.current = false;
    if (popup) window.close();
    else navigate('/purchase');
  };
  const close = () => {
    if (!dirty.current || window.confirm(t('pur.form.unsaved'))) leave();
  };

  return (
    <div ref={ref} class={`pur-add${popup ? ' is-popup' : ''}`}>
      <header class="pur-add-head">
        <div>
          <h1>{t('pur.form.title')}</h1>
          <p class="muted">{popup ? t('pur.form.popupNote') : t('pur.list.intro')}</p>
        </div>
        <button type="button" class="btn" onClick={close} aria-label={popup ? t('pur.form.close') : t('pur.form.back')}>
          {popup ? t('pur.form.close') : t('pur.form.back')}
        </button>
      </header>
      <PurchaseForm
        onDraft={(draft: Draft) => void (dirty.current = isDirty(draft))}
        onPublished={(purchase) => {
          toast(t('pur.form.published'), 'success');
          if (popup) window.opener?.postMessage({ type: PUBLISHED_MESSAGE, id: purchase.id }, location.origin);
          leave();
        }}
        actions={
          <button type="button" class="btn" onClick={close}>
            {popup ? t('pur.form.close') : t('pur.form.back')}
          </button>
        }
      />
    </div>
  );
}
