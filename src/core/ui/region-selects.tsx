import type { Region } from '../api/checkout';
import type { RegionCascade } from './region-cascade';
import { RegionsFailed } from './regions-failed';
import { useT } from './use-t';

// The hook moved to core (the purchase form widget uses it too); its users here import it from this file still.
export { useRegionCascade, type RegionCascade, type RegionIds } from './region-cascade';

/** The cascade's three selects (state → city → area), as the address form and the invoice forms show them. */
export function RegionSelects({ cascade, invalid, describedBy }: { cascade: RegionCascade; invalid?: boolean; describedBy?: string }) {
  const { t } = useT();
  const { ids, levels } = cascade;
  const select = (label: string, value: number, list: Region[], disabled: boolean, onPick: (id: number) => void) => (
    <label>
      {label}
      <select
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onPick(Number(e.currentTarget.value))}
      >
        <option value={0}>{t('buy.address.choose')}</option>
        {list.map((r) => (
          <option key={r.id} value={r.id}>
            {r.local_name}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <>
      <div class="buy-row three">
        {select(t('buy.address.state'), ids.province, levels.states, false, cascade.setProvince)}
        {select(t('buy.address.city'), ids.city, levels.cities, !ids.province, cascade.setCity)}
        {select(t('buy.address.area'), ids.county, levels.areas, !ids.city, cascade.setCounty)}
      </div>
      {cascade.failed && <RegionsFailed retry={cascade.retry} message={t('buy.address.regionsFailed')} />}
    </>
  );
}
