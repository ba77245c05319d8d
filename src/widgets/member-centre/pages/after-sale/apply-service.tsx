import { useState } from 'react';
import {
  applyForService,
  fetchApplyInfo,
  SERVICE_DESCRIPTION_MAX,
  type ServiceApplyInfo,
  type ServiceReason,
  type ServiceType,
} from '../../../../core/api/after-sale';
import { ApiError, errorText, ValidationError } from '../../../../core/errors';
import { failuresOf } from '../../../../core/form-check';
import { useFormErrors } from '../../../../core/ui/use-form-errors';
import { formatMoney } from '../../../../core/money';
import { toast } from '../../../../core/toasts';
import { useAsync } from '../../../../core/ui/use-async';
import { useT } from '../../../../core/ui/use-t';
import { useDocumentTitle } from '../../page-title';
import type { PageProps } from '../../page-props';
import { ErrorLine, type FormError } from '../parts';
import { ImagePicker } from './image-picker';
import { AfterSaleFrame, LoadedPage, detailHref } from './parts';

/**
 * `/member/apply-service?order_sn=`: which kind of service, which goods and how many (never more
 * than is left to apply for), why, a description and photos. No amount is sent: the server
 * computes the refund. A refusal names its field and keeps everything typed.
 */
export default function ApplyService({ location }: PageProps) {
  const { t } = useT();
  const title = t('as.title.apply');
  useDocumentTitle(title);
  const sn = location.query.order_sn ?? '';
  const { state, retry } = useAsync((signal) => fetchApplyInfo(sn, signal), [sn]);
  return (
    <AfterSaleFrame path={location.pathname} title={title}>
      <LoadedPage
        state={state}
        retry={retry}
        missing={{ title: t('as.form.none'), body: t('as.list.emptyBody'), href: '/member/after-sale', action: t('as.title.afterSale') }}
      >
        {(info) => <ApplyForm info={info} />}
      </LoadedPage>
    </AfterSaleFrame>
  );
}

function ApplyForm({ info }: { info: ServiceApplyInfo }) {
  const { t, locale } = useT();
  const [type, setType] = useState<ServiceType | undefined>(info.allowed_types[0]);
  const [nums, setNums] = useState<Record<number, string>>({});
  const [reason, setReason] = useState<ServiceReason | ''>('');
  const [description, setDescription] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<FormError>();
  // the form's own checks, every one at once under its field, focus on the first (core/ui/use-form-errors)
  const fields = useFormErrors('as');
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState('');
  if (created) {
    return (
      <p role="status" data-testid="service-created">
        {t('as.form.sent')} · <a href={detailHref(created)}>{t('as.service', { sn: created })}</a>
      </p>
    );
  }
  if (!type) return <p role="status">{t('as.form.none')}</p>;

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    const lines = info.lines.flatMap((line) => {
      const num = Number(nums[line.sku_id] ?? 0);
      return Number.isInteger(num) && num > 0 ? [{ sku_id: line.sku_id, num }] : [];
    });
    const failures = failuresOf([
      lines.length === 0 ? new ValidationError('num', t('as.form.noLines')) : undefined,
      reason ? undefined : new ValidationError('reason', t('as.form.pickReason')),
    ]);
    setError(undefined);
    fields.show(failures);
    if (failures.length > 0 || !reason) return;
    setBusy(true);
    try {
      const result = await applyForService({
        order_sn: info.order_sn,
        service_type: type,
        sku_id: lines.map((line) => line.sku_id),
        num: lines.map((line) => line.num),
        reason,
        description: description.trim() || undefined,
        images,
      });
      toast(t('as.form.sent'), 'success');
      setCreated(result.sn);
    } catch (failure) {
      setError({ field: failure instanceof ApiError ? failure.field : undefined, text: errorText(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={fields.form} class="as-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="apply-service">
      <p class="as-meta">
        <span>{t('as.order', { sn: info.order_sn })}</span>
        <span>{info.seller_name}</span>
        <strong>{formatMoney(info.pay_money, locale)}</strong>
      </p>
      <fieldset>
        <legend>{t('as.form.type')}</legend>
        {info.allowed_types.map((value) => (
          <label key={value} class="as-radio">
            <input type="radio" name="service_type" value={value} checked={value === type} onChange={() => setType(value)} />
            {t(`as.type.${value}`)}
          </label>
        ))}
      </fieldset>
      <fieldset data-field="num" {...(error?.field === 'num' ? { 'aria-invalid': true } : fields.field('num'))}>
        <legend>{t('as.form.goods')}</legend>
        <ul class="as-lines">
          {info.lines.map((line) => (
            <li key={line.sku_id} class="as-line">
              <img src={line.goods_image} alt="" />
              <div>
                <div>{line.name}</div>
                <div class="as-note">
                  {line.spec_text} {formatMoney(line.price, locale)} · {t('as.form.bought', { num: line.num, left: line.can_apply })}
                </div>
              </div>
              <input
                type="number"
                name={`num-${line.sku_id}`}
                inputMode="numeric"
                min={0}
                max={line.can_apply}
                disabled={line.can_apply === 0}
                aria-label={t('as.form.num', { name: line.name })}
                value={nums[line.sku_id] ?? ''}
                onInput={(e) => {
                  setNums({ ...nums, [line.sku_id]: e.currentTarget.value });
                  if (error?.field === 'num') setError(undefined);
                }}
              />
            </li>
          ))}
        </ul>
        {fields.message('num')}
      </fieldset>
      <div>
        <label for="as-reason">{t('as.form.reason')}</label>
        <select
          id="as-reason"
          name="reason"
          value={reason}
          {...(error?.field === 'reason' ? { 'aria-invalid': true } : fields.field('reason'))}
          onChange={(e) => {
            setReason(info.reasons.find((r) => r === e.currentTarget.value) ?? '');
            if (error?.field === 'reason') setError(undefined);
          }}
        >
          <option value="">{t('as.form.choose')}</option>
          {info.reasons.map((value) => (
            <option key={value} value={value}>
              {t(`as.reason.${value}`)}
            </option>
          ))}
        </select>
        {fields.message('reason')}
      </div>
      <div>
        <label for="as-description">{t('as.form.description', { max: SERVICE_DESCRIPTION_MAX })}</label>
        <textarea
          id="as-description"
          name="description"
          maxLength={SERVICE_DESCRIPTION_MAX}
          value={description}
          aria-invalid={error?.field === 'description' || undefined}
          onInput={(e) => setDescription(e.currentTarget.value)}
        />
      </div>
      <ImagePicker onChange={setImages} onBusy={setUploading} />
      <p class="as-note">{t('as.form.refundNote')}</p>
      <ErrorLine error={error} id="apply-error" />
      <div>
        <button type="submit" class="btn primary" disabled={busy || uploading}>
          {t('as.form.submit')}
        </button>
      </div>
    </form>
  );
}
