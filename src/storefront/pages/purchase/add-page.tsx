import { useEffect, useRef } from 'react';
import { navigate } from '../../../core/navigate';
import { toast } from '../../../core/toasts';
import { useConfirm } from '../../../core/ui/confirm-dialog';
import { useT } from '../../../core/ui/use-t';
import { useDocumentTitle } from '../../lib/use-title';
import { useSheet } from '../../../core/ui/use-sheet';
import type { PageProps } from '../../types';
import { defineWidgetElement } from '../../widget-element';
import { PUBLISHED_MESSAGE, isPurchasePopup } from './popup';
import css from './purchase.css?inline';

// The page embeds the very widget a partner embeds; its chunk loads with this page, not before.
defineWidgetElement('vitrina-purchase-form', () => import('../../../widgets/purchase-form/index'));

/**
 * `/purchase/add`: the purchase request form widget in a page. The list opens it as a 950×1000
 * popup (spec §2); there, publishing tells the opener to reload and closes the window. Opened
 * directly it is a full page that returns to the list. Leaving unsaved work asks first (spec §8):
 * the close buttons, and the browser's own close or reload through `beforeunload`; the widget says
 * when it holds unsaved input (`vitrina:draft`).
 */
export default function PurchaseAddPage({ route }: PageProps) {
  const { t } = useT();
  useDocumentTitle(t(`sf.route.${route.name}`));
  const ref = useSheet<HTMLDivElement>(css);
  const form = useRef<HTMLElement>(null);
  const popup = isPurchasePopup();
  const dirty = useRef(false);
  const [confirmDialog, confirm] = useConfirm();

  const leave = () => {
    dirty.current = false;
    if (popup) window.close();
    else navigate('/purchase');
  };
  // Unsaved input is lost for good: asked through the one confirm dialog, never the browser's.
  const close = async () => {
    if (!dirty.current) return leave();
    const yes = await confirm({
      title: t('pur.form.unsaved'),
      body: t('pur.form.unsavedBody'),
      action: t('pur.form.discard'),
      danger: true,
    });
    if (yes) leave();
  };
  const onCancel = () => void close();

  useEffect(() => {
    const guard = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      event.returnValue = t('pur.form.unsaved');
    };
    const widget = form.current;
    const onDraft = (e: Event) => void (dirty.current = (e as CustomEvent<{ dirty: boolean }>).detail.dirty);
    const onPublished = (e: Event) => {
      const { id } = (e as CustomEvent<{ id: number }>).detail;
      toast(t('pur.form.published'), 'success');
      if (popup) window.opener?.postMessage({ type: PUBLISHED_MESSAGE, id }, location.origin);
      leave();
    };
    window.addEventListener('beforeunload', guard);
    widget?.addEventListener('vitrina:draft', onDraft);
    widget?.addEventListener('vitrina:purchase_request', onPublished);
    widget?.addEventListener('vitrina:cancel', onCancel);
    return () => {
      window.removeEventListener('beforeunload', guard);
      widget?.removeEventListener('vitrina:draft', onDraft);
      widget?.removeEventListener('vitrina:purchase_request', onPublished);
      widget?.removeEventListener('vitrina:cancel', onCancel);
    };
  }, []);

  const closeLabel = popup ? t('pur.form.close') : t('pur.form.back');
  return (
    <div ref={ref} class={`pur-add${popup ? ' is-popup' : ''}`}>
      <header class="pur-add-head">
        <div>
          <h1>{t('pur.form.title')}</h1>
          <p class="muted">{popup ? t('pur.form.popupNote') : t('pur.list.intro')}</p>
        </div>
        <button type="button" class="btn" onClick={onCancel} aria-label={closeLabel}>
          {closeLabel}
        </button>
      </header>
      <vitrina-purchase-form ref={form} cancel-label={closeLabel} />
      {confirmDialog}
    </div>
  );
}
