import { useState } from 'react';
import { saveAddress, type Address } from '../api/checkout';
import { errorText, ValidationError } from '../errors';
import { useFormErrors } from './use-form-errors';
import { useT } from './use-t';
import { useRegionCascade } from './region-cascade';
import { RegionSelects } from './region-selects';

const MEXICAN_ZIP = /^\d{5}$/;

/** Spec §5 address form: receiver, phone, state → city → area cascade (Mexico) or free text (foreign), detail, zip, default. */
export function AddressForm({ initial, onSaved, onCancel }: { initial?: Address; onSaved(address: Address): void; onCancel(): void }) {
  const { t } = useT();
  const [country, setCountry] = useState<1 | 2>(initial?.country === 2 ? 2 : 1);
  const cascade = useRegionCascade({ province: initial?.province_id, city: initial?.city_id, county: initial?.county_id });
  const { ids, levels } = cascade;
  // the server's refusal (one line); the form's own checks mark each failing field
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const fields = useFormErrors('address');
  const [busy, setBusy] = useState(false);

  const submit = async (e: Event) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget as HTMLFormElement);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const checks: [string, boolean, string][] = [
      ['name', text('name').length >= 1 && text('name').length <= 20, t('co.address.nameRule')],
      ['mobile', /^\+?[0-9][0-9 -]{6,19}$/.test(text('mobile')), t('co.address.mobileRule')],
      ['region', country === 2 ? Boolean(text('province') && text('city') && text('county')) : ids.county > 0, t('co.address.regionRule')],
      ['addr', text('addr').length >= 1 && text('addr').length <= 50, t('co.address.addrRule')],
      ['zip', country === 1 ? MEXICAN_ZIP.test(text('zip')) : text('zip').length >= 1 && text('zip').length <= 20, t('co.address.zipRule')],
    ];
    const failed = checks.filter(([, ok]) => !ok).map(([name, , text]) => new ValidationError(name, text));
    setError(null);
    fields.show(failed);
    if (failed.length > 0) return;
    setBusy(true);
    try {
      const saved = await saveAddress(
        {
          name: text('name'),
          mobile: text('mobile'),
          country,
          ...(country === 1
            ? { province_id: ids.province, city_id: ids.city, county_id: ids.county }
            : { province: text('province'), city: text('city'), county: text('county') }),
          addr: text('addr'),
          zip: text('zip'),
          def_addr: data.get('def_addr') ? 1 : 0,
        },
        initial?.addr_id,
      );
      onSaved(saved);
    } catch (err) {
      setError({ field: '', text: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  const invalid = (field: string) => fields.field(field)['aria-invalid'];
  const areaZip = levels.areas.find((a) => a.id === ids.county)?.zipcode;
  return (
    <form ref={fields.form} class="buy-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('co.address.title')}>
      <div class="buy-row">
        <label>
          {t('co.address.name')}
          <input name="name" maxLength={20} defaultValue={initial?.name} {...fields.field('name')} required />
          {fields.message('name')}
        </label>
        <label>
          {t('co.address.mobile')}
          <input name="mobile" inputMode="tel" maxLength={20} defaultValue={initial?.mobile} {...fields.field('mobile')} required />
          {fields.message('mobile')}
        </label>
      </div>
      <fieldset class="buy-radios">
        <legend>{t('co.address.country')}</legend>
        {([1, 2] as const).map((c) => (
          <label key={c}>
            <input type="radio" name="country" checked={country === c} onChange={() => setCountry(c)} />{' '}
            {t(c === 1 ? 'co.address.mexico' : 'co.address.foreign')}
          </label>
        ))}
      </fieldset>
      {country === 1 ? (
        <div data-field="region">
          <RegionSelects cascade={cascade} invalid={Boolean(invalid('region'))} />
          {fields.message('region')}
        </div>
      ) : (
        <div class="buy-row three" data-field="region">
          <label>
            {t('co.address.state')}
            <input name="province" maxLength={50} defaultValue={initial?.province} aria-invalid={invalid('region')} />
          </label>
          <label>
            {t('co.address.city')}
            <input name="city" maxLength={50} defaultValue={initial?.city} aria-invalid={invalid('region')} />
          </label>
          <label>
            {t('co.address.area')}
            <input name="county" maxLength={50} defaultValue={initial?.county} aria-invalid={invalid('region')} />
          </label>
          {fields.message('region')}
        </div>
      )}
      <div class="buy-row">
        <label class="grow">
          {t('co.address.addr')}
          <input name="addr" maxLength={50} defaultValue={initial?.addr} {...fields.field('addr')} required />
          {fields.message('addr')}
        </label>
        <label>
          {t('co.address.zip')}
          <input
            name="zip"
            maxLength={20}
            inputMode={country === 1 ? 'numeric' : 'text'}
            key={areaZip ?? 'zip'}
            defaultValue={initial?.zip ?? areaZip ?? ''}
            {...fields.field('zip')}
            required
          />
          {fields.message('zip')}
        </label>
      </div>
      <label class="buy-check">
        <input type="checkbox" name="def_addr" defaultChecked={initial?.def_addr === 1} /> {t('co.address.default')}
      </label>
      {error && (
        <p class="form-error" role="alert">
          {error.text}
        </p>
      )}
      <div class="actions">
        <button type="submit" class="btn primary" disabled={busy} aria-busy={busy}>
          {t('co.address.save')}
        </button>
        <button type="button" class="btn" onClick={onCancel}>
          {t('co.address.cancel')}
        </button>
      </div>
    </form>
  );
}
