import type { Region } from '../api/checkout';
import type { RegionCascade } from './region-cascade';
import { RegionsFailed } from './regions-failed';
import { useT } from './use-t';

/** What the three selects say; the checkout's address words unless a form brings its own. */
export interface RegionLabels {
  state: string;
  city: string;
  area: string;
  choose: string;
  failed: string;
}

/**
 * The one state → municipality → area cascade (spec §3) every form shows: the address form, the
 * invoice mailing address, the purchase form's regions. `name` names the selects (`<name>-state`…).
 */
export function RegionSelects({
  cascade,
  labels,
  name,
  class: rowClass = 'buy-row three',
  invalid,
  describedBy,
}: {
  cascade: RegionCascade;
  labels?: RegionLabels;
  name?: string;
  class?: string;
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  const { t } = useT();
  const words = labels ?? {
    state: t('co.address.state'),
    city: t('co.address.city'),
    area: t('co.address.area'),
    choose: t('co.address.choose'),
    failed: t('co.address.regionsFailed'),
  };
  const { ids, levels } = cascade;
  const select = (part: 'state' | 'city' | 'area', value: number, list: Region[], disabled: boolean, onPick: (id: number) => void) => (
    <label>
      <span>{words[part]}</span>
      <select
        name={name ? `${name}-${part}` : undefined}
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => onPick(Number(e.currentTarget.value))}
      >
        <option value={0}>{words.choose}</option>
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
      <div class={rowClass}>
        {select('state', ids.province, levels.states, false, cascade.setProvince)}
        {select('city', ids.city, levels.cities, !ids.province, cascade.setCity)}
        {select('area', ids.county, levels.areas, !ids.city, cascade.setCounty)}
      </div>
      {cascade.failed && <RegionsFailed retry={cascade.retry} message={words.failed} />}
    </>
  );
}
