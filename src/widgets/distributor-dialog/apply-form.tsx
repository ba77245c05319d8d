import { useRef, useState } from 'react';
import { $config, storefrontHref } from '../../core/config';
import {
  APPLY_TYPES,
  downloadTemplate,
  fetchMerchantTemplates,
  saveMerchantApply,
  type ApplyType,
  type MerchantTemplate,
} from '../../core/api/merchant';
import { errorField, errorText } from '../../core/errors';
import { toast } from '../../core/toasts';
import { useT } from '../../core/ui/use-t';
import { draftErrors, type ApplyDraft, type DraftField } from './apply-rules';
import { AttachmentField } from './attachment-field';

/** Each type's agreement: a document of the marketplace's /return page (spec §2; the footer links the same ids). */
const AGREEMENT: Record<ApplyType, number> = { '1': 6911, '2': 6912, '3': 6913 };
/** On the marketplace a path of its own; on a partner page, the marketplace's address. */
const agreementHref = (type: ApplyType) => {
  const path = `/return?id=${AGREEMENT[type]}`;
  return $config.get().mode === 'full' ? path : storefrontHref(path);
};

let templates: Promise<MerchantTemplate[]> | undefined;
/** The template list, once per page (public, spec §6); a failure is asked again next time. */
const templateList = () =>
  (templates ??= fetchMerchantTemplates().catch((error: unknown) => ((templates = undefined), Promise.reject(error))));

const EMPTY: ApplyDraft = { applyType: '', mainSalesChannels: '', purchaseAmount: '', attachment: '', agreed: false };

/** The application form (spec §5): the type first, then its template, fields, attachment and agreement. */
export function ApplyForm({ onDone, onCancel }: { onDone(applyType: ApplyType): void; onCancel(): void }) {
  const { t } = useT();
  const [draft, setDraft] = useState<ApplyDraft>(EMPTY);
  const [remark, setRemark] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(new Set());
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const [serverError, setServerError] = useState<{ field: string | undefined; text: string } | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const errors = draftErrors(draft);
  const complete = Object.keys(errors).length === 0;
  const shown = (field: DraftField): string | undefined =>
    serverError?.field === field ? serverError.text : touched.has(field) && errors[field] ? t(errors[field]) : undefined;
  const touch = (field: DraftField) => setTouched((s) => (s.has(field) ? s : new Set([...s, field])));
  const set = <K extends DraftField>(field: K, value: ApplyDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (serverError?.field === field) setServerError(undefined);
  };

  const download = async () => {
    setDownloading(true);
    try {
      const template = (await templateList()).find((x) => x.applyType === draft.applyType);
      if (!template) throw new Error('template');
      await downloadTemplate(template);
      toast(t('mch.templateDone'), 'success');
    } catch (failure) {
      toast(failure instanceof Error && failure.message !== 'template' ? errorText(failure) : t('error.network'), 'error');
    } finally {
      setDownloading(false);
    }
  };

  const form = useRef<HTMLFormElement>(null);
  const submit = async (e: Event) => {
    e.preventDefault();
    if (busy) return;
    if (!complete) {
      // every problem at once, under its field, and focus on the first (issue 16 §6)
      const failing = Object.keys(errors) as DraftField[];
      setTouched(new Set([...touched, ...failing]));
      form.current?.querySelector<HTMLElement>(`[name="${failing[0]}"]`)?.focus();
      return;
    }
    setBusy(true);
    setServerError(undefined);
    try {
      const applyType = APPLY_TYPES.find((x) => x === draft.applyType);
      if (!applyType) return; // `complete` says there is one
      await saveMerchantApply({
        applyType,
        mainSalesChannels: draft.mainSalesChannels.trim(),
        purchaseAmount: draft.purchaseAmount.trim(),
        remark: remark.trim(),
        attachment: draft.attachment,
      });
      toast(t('mch.submitted'), 'success');
      onDone(applyType);
    } catch (failure) {
      setServerError({ field: errorField(failure), text: errorText(failure) });
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: DraftField) => {
    const text = shown(field);
    return text ? (
      <p id={`mch-${field}-error`} class="mch-error" role="alert">
        {text}
      </p>
    ) : null;
  };
  const described = (field: DraftField, hint?: string) =>
    [hint, shown(field) ? `mch-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const type = APPLY_TYPES.find((x) => x === draft.applyType);

  return (
    <form ref={form} class="mch-form" noValidate onSubmit={submit}>
      <p class="muted small">{t('mch.intro')}</p>
      <fieldset class="mch-field" aria-describedby={described('applyType')} onBlur={() => touch('applyType')}>
        <legend class="mch-label">{t('mch.type')}</legend>
        <div class="mch-types">
          {APPLY_TYPES.map((value) => (
            <label key={value} class="mch-type">
              <input
                type="radio"
                name="applyType"
                value={value}
                checked={draft.applyType === value}
                onChange={() => (set('applyType', value), touch('applyType'))}
              />
              <span>{t(`mch.types.${value}`)}</span>
            </label>
          ))}
        </div>
        {fieldError('applyType')}
      </fieldset>

      {type && (
        <div class="mch-template">
          <button type="button" class="btn" disabled={downloading} aria-busy={downloading} onClick={() => void download()}>
            ⤓ {t('mch.template')} ({t(`mch.types.${type}`)})
          </button>
        </div>
      )}

      <label class="mch-field">
        <span class="mch-label">{t('mch.channels')}</span>
        <input
          name="mainSalesChannels"
          maxLength={500}
          value={draft.mainSalesChannels}
          aria-invalid={shown('mainSalesChannels') ? 'true' : undefined}
          aria-describedby={described('mainSalesChannels', 'mch-channels-hint')}
          onInput={(e) => set('mainSalesChannels', e.currentTarget.value)}
          onBlur={() => touch('mainSalesChannels')}
        />
        <span id="mch-channels-hint" class="muted small">
          {t('mch.channelsHint')}
        </span>
        {fieldError('mainSalesChannels')}
      </label>

      <label class="mch-field">
        <span class="mch-label">{t('mch.amount')}</span>
        <input
          name="purchaseAmount"
          maxLength={100}
          value={draft.purchaseAmount}
          aria-invalid={shown('purchaseAmount') ? 'true' : undefined}
          aria-describedby={described('purchaseAmount', 'mch-amount-hint')}
          onInput={(e) => set('purchaseAmount', e.currentTarget.value)}
          onBlur={() => touch('purchaseAmount')}
        />
        <span id="mch-amount-hint" class="muted small">
          {t('mch.amountHint')}
        </span>
        {fieldError('purchaseAmount')}
      </label>

      <label class="mch-field">
        <span class="mch-label">{t('mch.remark')}</span>
        <textarea name="remark" rows={2} maxLength={500} value={remark} onInput={(e) => setRemark(e.currentTarget.value)} />
      </label>

      {type && (
        <>
          <AttachmentField
            value={draft.attachment}
            onChange={(path) => set('attachment', path)}
            error={fileError ?? shown('attachment')}
            onError={(text) => (setFileError(text), text && touch('attachment'))}
          />
          <div class="mch-field">
            <label class="mch-agree">
              <input
                type="checkbox"
                name="agreed"
                checked={draft.agreed}
                aria-describedby={described('agreed')}
                onChange={(e) => (set('agreed', e.currentTarget.checked), touch('agreed'))}
              />
              <span>
                {t('mch.agree')}{' '}
                <a href={agreementHref(type)} target="_blank" rel="noopener">
                  {t(`mch.agreements.${type}`)}
                </a>
              </span>
            </label>
            {fieldError('agreed')}
          </div>
        </>
      )}

      {serverError && !serverError.field && (
        <p class="mch-error" role="alert">
          {serverError.text}
        </p>
      )}
      {!complete && (
        <p id="mch-missing" class="muted small">
          {t('mch.missing')}
        </p>
      )}
      <div class="dialog-foot mch-foot">
        <button type="button" class="btn" onClick={onCancel}>
          {t('mch.cancel')}
        </button>
        <button type="submit" class="btn primary" disabled={busy} aria-busy={busy} aria-describedby={complete ? undefined : 'mch-missing'}>
          {t('mch.submit')}
        </button>
      </div>
    </form>
  );
}
