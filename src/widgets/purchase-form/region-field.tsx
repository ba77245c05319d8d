import { useEffect } from 'react';
import { useT } from '../../core/ui/use-t';
import { useRegionCascade } from '../../core/ui/region-cascade';
import { RegionSelects } from '../../core/ui/region-selects';

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
  const { ids } = cascade;
  useEffect(() => onChange(ids.county ? String(ids.county) : ''), [ids.county]);
  const errorId = `${name}-error`;
  const labels = {
    state: t('purForm.form.state'),
    city: t('purForm.form.city'),
    area: t('purForm.form.area'),
    choose: t('purForm.form.choose'),
    failed: t('purForm.form.regionsFailed'),
  };
  return (
    <fieldset class="pur-field pur-wide" data-field={name}>
      <legend>
        {legend} <abbr title={t('purForm.form.required')}>*</abbr>
      </legend>
      <RegionSelects
        cascade={cascade}
        labels={labels}
        name={name}
        class="pur-three"
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} class="form-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
