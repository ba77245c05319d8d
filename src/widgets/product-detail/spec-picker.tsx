import type { DetailSku, SpecAxis } from '../../core/api/goods';
import { useT } from '../../core/ui/use-t';
import { isAvailable, type Selection } from './sku-matrix';

/** One group of toggle buttons per spec axis; combinations with no sku in stock are disabled. */
export function SpecPicker({
  specs,
  skus,
  selection,
  onToggle,
}: {
  specs: readonly SpecAxis[];
  skus: readonly DetailSku[];
  selection: Selection;
  onToggle: (axis: number, valueId: number) => void;
}) {
  const { t } = useT();
  return (
    <div class="specs">
      {specs.map((axis, a) => (
        <div class="spec" role="group" aria-labelledby={`axis-${axis.specId}`} key={axis.specId}>
          <span class="label" id={`axis-${axis.specId}`}>
            {axis.specName}
          </span>
          <div class="values">
            {axis.values.map((value) => {
              const chosen = selection[a] === value.specValueId;
              const available = isAvailable(skus, selection, a, value.specValueId);
              return (
                <button
                  key={value.specValueId}
                  type="button"
                  class="value"
                  aria-pressed={chosen}
                  // the chosen value stays pressable even when sold out, so it can be un-chosen
                  disabled={!available && !chosen}
                  title={available ? undefined : t('pd.soldOut')}
                  onClick={() => onToggle(a, value.specValueId)}
                >
                  {value.specValue}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
