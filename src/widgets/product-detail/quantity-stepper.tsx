import { useId } from 'react';
import { useT } from '../../core/ui/use-t';
import { step } from './quantity';

/**
 * −/+ by whole units (a package, or one piece for dropshipping); typing is free, the buy box says
 * what is wrong with a typed value. `labels` replaces the package wording when the unit is a piece.
 */
export function QuantityStepper({
  value,
  unit,
  max,
  error,
  labels,
  onChange,
}: {
  value: string;
  unit: number;
  max: number;
  error?: string;
  labels?: { hint: string; less: string; more: string };
  onChange: (value: string) => void;
}) {
  const { t } = useT();
  const id = useId();
  const num = Number(value) || 0;
  return (
    <div class="qty-row">
      <label class="label" for={`${id}-qty`}>
        {t('pd.quantity')}
      </label>
      <div class="stepper">
        <button
          type="button"
          aria-label={labels?.less ?? t('pd.less')}
          disabled={num <= unit}
          onClick={() => onChange(String(step(num, unit, max, -1)))}
        >
          −
        </button>
        <input
          id={`${id}-qty`}
          type="text"
          inputMode="numeric"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-err` : ''}`}
          onInput={(e) => onChange((e.currentTarget as HTMLInputElement).value.replace(/\D/g, '').slice(0, 7))}
        />
        <button
          type="button"
          aria-label={labels?.more ?? t('pd.more')}
          disabled={num >= max}
          onClick={() => onChange(String(step(num, unit, max, 1)))}
        >
          +
        </button>
      </div>
      <span class="hint" id={`${id}-hint`}>
        {labels?.hint ?? t('pd.packageUnit', { n: unit })}
      </span>
      {error && (
        <p class="error" id={`${id}-err`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
