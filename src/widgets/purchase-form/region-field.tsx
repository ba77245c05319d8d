import { useEffect } from 'react';
import type { Region } from '../../core/api/checkout';
import { useT } from '../../core/ui/use-t';
import { useRegionCascade } from '../../core/ui/region-cascade';
import { RegionsFailed } from '../../core/ui/regions-failed';

/** State → municipality → area (spec §3 ship_/seller_ province, city, county); reports the area id or ''. */
export function RegionField({
  name,
  legend,
  error,
  onChange,
}: {
  name: string;
  legend: string;
  error?: string;
  onChange(county: string): void;
}) {
  const { t } = useT();
  const cascade = useRegionCascade();
  const { ids, levels } = cascade;
  useEffect(() => onChange(ids.county ? String(ids.county) : ''), [ids.county]);
  const errorId = `${name}-error`;
  const select = (part: 'state' | 'city' | 'area', value: number, list: Region[], disabled: boolean, pick: (id: number) => void) => (
    <label>
      <span>{t(`purForm.form.${part}`)}</span>
      <select
        name={`${name}-${part}`}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => pick(Number(e.currentTarget.value))}
      >
        <option value={0}>{t('purForm.form.choose')}</option>
        {list.map((r) => (
          <option key={r.id} value={r.id}>
            {r.local_name}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <fieldset class="pur-field pur-wide" data-field={name}>
      <legend>
        {legend} <abbr title={t('purForm.form.required')}>*</abbr>
      </legend>
      <div class="pur-three">
        {select('state', ids.province, levels.states, false, cascade.setProvince)}
        {select('city', ids.city, levels.cities, !ids.province, cascade.setCity)}
        {select('area', ids.county, levels.areas, !ids.city, cascade.setCounty)}
      </div>
      {cascade.failed && <RegionsFailed retry={cascade.retry} message={t('purForm.form.regionsFailed')} />}
      {error && (
        <p id={errorId} class="form-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
