import type { Way } from '../../core/api/cart';
import { useT } from '../../core/ui/use-t';
import { cartSteps, type CartStep } from '../../core/cart/steps';

/** Spec §2: my cart → fill and check order → order submitted; no cart step when buying now. */
export function StepBar({ current, way }: { current: CartStep; way?: Way }) {
  const { t } = useT();
  const steps = cartSteps(way);
  const at = steps.indexOf(current);
  return (
    <ol class="steps" aria-label={t('sf.steps.label')}>
      {steps.map((step, i) => (
        <li key={step} class={i < at ? 'done' : i === at ? 'current' : ''} aria-current={i === at ? 'step' : undefined}>
          <span class="num" aria-hidden="true">
            {i + 1}
          </span>
          <span>{t(`sf.steps.${step}`)}</span>
        </li>
      ))}
    </ol>
  );
}
