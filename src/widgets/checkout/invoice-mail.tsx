import { RECEIPT_MAX, REGION_SEPARATOR, type Receipt, type ReceiptField } from '../../core/contract/checkout';
import { useT } from '../../core/ui/use-t';
import { useRegionCascade } from '../../core/ui/region-cascade';
import { RegionSelects } from '../../core/ui/region-selects';

/**
 * Where a paper invoice is mailed (contract/checkout.ts RECEIPT_MAIL_FIELDS): receiver, the
 * address form's state → city → area cascade, street address. Its fields are the form's own
 * (`member_name`, `region` as the chosen names joined, `detail_addr`), so the invoice form reads
 * them with the others; what the buyer typed or chose stays when the form refuses it.
 */
export function InvoiceMail({ saved, error }: { saved: Receipt | null; error: { field: string; text: string } | undefined }) {
  const { t } = useT();
  const cascade = useRegionCascade({}, saved?.region ? saved.region.split(REGION_SEPARATOR) : []);
  const errorField = error?.field;
  const invalid = (field: ReceiptField) => (errorField === field ? true : undefined);
  const described = (field: ReceiptField) => (errorField === field ? 'co-mail-error' : undefined);
  const input = (field: 'member_name' | 'detail_addr', wide: boolean) => (
    <label class={wide ? 'co-wide' : undefined}>
      <span>{t(`invoice.receipt.${field}`)}</span>
      <input
        name={field}
        defaultValue={saved?.[field] ?? ''}
        maxLength={RECEIPT_MAX[field]}
        autoComplete={field === 'member_name' ? 'name' : 'street-address'}
        aria-invalid={invalid(field)}
        aria-describedby={described(field)}
      />
    </label>
  );
  return (
    <fieldset class="co-mail" data-testid="invoice-mail" aria-describedby="co-mail-hint">
      <legend>
        {t('invoice.receipt.mailTitle')} <span class="muted co-optional">{t('invoice.receipt.optional')}</span>
      </legend>
      <p class="muted small" id="co-mail-hint">
        {t('invoice.receipt.mailHint')}
      </p>
      <div class="buy-row">{input('member_name', false)}</div>
      <RegionSelects cascade={cascade} invalid={errorField === 'region'} describedBy={described('region')} />
      <input type="hidden" name="region" value={cascade.names().join(REGION_SEPARATOR)} />
      <div class="buy-row">{input('detail_addr', true)}</div>
      {error && (
        <small class="inv-error" id="co-mail-error">
          {error.text}
        </small>
      )}
    </fieldset>
  );
}

/** Focus for a refused region: the first level still to choose. */
export function focusRegion(form: HTMLFormElement): void {
  const selects = [...form.querySelectorAll<HTMLSelectElement>('.co-mail select')];
  (selects.find((select) => !select.disabled && select.value === '0') ?? selects[0])?.focus();
}
