// Points beside a total, for the cart widget and the storefront's checkout page. Its strings are
// `pointsTotal.*`, in the cart widget's dictionary; the buying pages' dictionary takes them from there.
import { useRef } from 'react';
import { fetchMyPoints } from '../api/points';
import { formatPoints } from '../points';
import { useReportFailure } from './failure';
import { useT } from './use-t';
import { useAsync } from './use-async';

/** A total that may take points: "1,200 points + MXN 35.00", "1,200 points" when nothing is paid in money, else the money alone. */
export function usePointsPrice() {
  const { t, locale } = useT();
  return (points: number, money: number, moneyText: string): string => {
    if (points <= 0) return moneyText;
    const text = formatPoints(points, locale);
    return money > 0 ? t('pointsTotal.total', { points: text, money: moneyText }) : t('pointsTotal.only', { points: text });
  };
}

/**
 * The member's spendable points next to a total that needs `needed` of them, and how many are
 * missing when they do not reach (checkout would refuse). Nothing when no points are needed.
 * A new `version` (the order form reloaded) reads them again.
 */
export function AvailablePoints({ needed, version = 0 }: { needed: number; version?: number }) {
  const { t, locale } = useT();
  const { state, retry } = useAsync((signal) => (needed > 0 ? fetchMyPoints(signal) : Promise.resolve(null)), [needed > 0, version]);
  const failed = useRef<HTMLParagraphElement>(null);
  useReportFailure(failed, needed > 0 && state.status === 'error' && state.error, t('pointsTotal.loadFailed'));
  if (needed <= 0) return null;
  if (state.status === 'error') {
    return (
      <p class="buy-points muted small" role="alert" ref={failed}>
        {t('pointsTotal.loadFailed')}{' '}
        <button type="button" class="linkish small" onClick={retry}>
          {t('pointsTotal.retry')}
        </button>
      </p>
    );
  }
  if (state.status !== 'ready' || !state.data)
    return (
      <p class="buy-points muted small" aria-busy="true">
        {t('pointsTotal.loading')}
      </p>
    );
  const have = state.data.consum_point;
  const n = formatPoints(have, locale);
  return have >= needed ? (
    <p class="buy-points muted small" data-testid="points-available">
      {t('pointsTotal.have', { n })}
    </p>
  ) : (
    <p class="buy-points buy-error small" data-testid="points-available" role="status">
      {t('pointsTotal.short', { n, missing: formatPoints(needed - have, locale) })}
    </p>
  );
}

/** "+ 1,300 points each" under a points-mall line's unit price; nothing on other lines. */
export function PointsEach({ point }: { point?: number | undefined }) {
  const { t, locale } = useT();
  if (!point) return null;
  return <span class="buy-points-each muted small">{t('pointsTotal.each', { n: formatPoints(point, locale) })}</span>;
}
