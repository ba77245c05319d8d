import { fetchExpress } from '../../../core/api/orders';
import { bcp47 } from '../../../core/locale';
import { useT } from '../../../core/ui/use-t';
import { ErrorState } from '../../../core/ui/states';
import { useAsync } from '../../../core/ui/use-async';

/** The carrier's events for a shipment, newest first (`GET express?id&num`). */
export function OrderTracking({ companyId, courierNum }: { companyId: number; courierNum: string }) {
  const { t, locale } = useT();
  const { state, retry } = useAsync(() => fetchExpress(companyId, courierNum), [companyId, courierNum]);
  // several shipments can be open at once on the list: ids must not repeat
  const titleId = `buy-track-${companyId}-${courierNum.replace(/[^\w-]/g, '')}`;
  const when = (seconds: number) => new Date(seconds * 1000).toLocaleString(bcp47(locale), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section class="buy-track" aria-labelledby={titleId}>
      <h2 id={titleId} class="buy-sub-title">
        {t('buy.orders.trackTitle')}
      </h2>
      {state.status === 'error' ? (
        <ErrorState error={state.error} onRetry={retry} />
      ) : state.status !== 'ready' ? (
        <div class="buy-skeleton buy-skeleton-short" aria-busy="true" />
      ) : (
        <>
          <p class="muted small">{t('buy.orders.trackNumber', { name: state.data.name, num: state.data.courier_num })}</p>
          {state.data.data.length === 0 ? (
            <p>{t('buy.orders.trackEmpty')}</p>
          ) : (
            <ol class="buy-trace">
              {state.data.data.map((event, i) => (
                <li key={`${event.time}-${i}`} class={i === 0 ? 'latest' : undefined}>
                  <time dateTime={new Date(event.time * 1000).toISOString()}>{when(event.time)}</time>
                  <span>{event.context}</span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
