import { useEffect, useRef } from 'react';
import { fetchBillStatus, startQrPayment, type PayKind, type QrPayment } from '../../core/api/payment';
import { formatMoney } from '../../core/money';
import { useReportFailure } from '../../core/ui/failure';
import { useT } from '../../core/ui/use-t';
import { ErrorState } from '../../core/ui/states';
import { useAsync } from '../../core/ui/use-async';
import { useSheet } from '../../core/ui/use-sheet';
import css from './qr-pay.css?inline';
import { usePoll, type PollOptions } from './use-poll';

/**
 * Asks after 1.5 s, then 1.3 times longer each time up to 6 s: quick right after the scan, light
 * while the payer is still reaching for the phone; about 12 minutes in all, past the code's 10.
 */
export const QR_POLL: PollOptions = { everyMs: 1500, backoff: 1.3, maxMs: 6000, tries: 125 };
/** The code's drawn size in CSS pixels (qr-pay.css reserves it before it loads, so nothing jumps). */
const QR_SIZE = 240;

type Props = { kind: PayKind; sn: string; amount: number; onDone(): void; onCancel(): void };

/** The way back to the other payment methods. */
function OtherMethod({ onCancel }: { onCancel(): void }) {
  const { t } = useT();
  return (
    <button type="button" class="btn" onClick={onCancel}>
      {t('co.cashier.qrOther')}
    </button>
  );
}

/**
 * One QR code (one bill): shown while its status is polled. Paid (or paid and refunded, when the
 * orders were cancelled meanwhile) goes to `/payment-complete`, once; declined or expired says so
 * and offers a new code.
 */
function QrCode({
  qr,
  amount,
  onDone,
  onRenew,
  onCancel,
}: {
  qr: QrPayment;
  amount: string;
  onDone(): void;
  onRenew(): void;
  onCancel(): void;
}) {
  const { t } = useT();
  const { state, retry } = usePoll(
    async (signal) => {
      const bill = await fetchBillStatus(qr.reference, signal);
      return bill.status === 'STARTED' ? undefined : bill.status;
    },
    QR_POLL,
    [qr.reference],
  );
  const left = useRef(false);
  const outcome = state.status === 'done' ? state.value : undefined;
  const settled = outcome === 'PAID' || outcome === 'REFUNDED';
  const failed = outcome === 'DECLINED' || outcome === 'EXPIRED' ? outcome : undefined;
  const heading = failed === 'DECLINED' ? 'co.cashier.qrDeclined' : 'co.cashier.qrExpired';
  // a declined or expired payment is a refused action; a status that stopped coming, a failed load
  const refusedRef = useRef<HTMLDivElement>(null);
  useReportFailure(refusedRef, failed, t(heading), 'action-refused');
  const slowRef = useRef<HTMLDivElement>(null);
  useReportFailure(slowRef, state.status === 'gaveUp' && state, t('co.loadPay.slow'));
  useEffect(() => {
    // however the answers arrive, the page leaves once
    if (!settled || left.current) return;
    left.current = true;
    onDone();
  }, [settled]);

  if (failed) {
    return (
      <div class="buy-qr-failed" role="alert" data-testid="qr-failed" data-outcome={failed} ref={refusedRef}>
        <h3>{t(heading)}</h3>
        <p class="muted">{t('co.cashier.qrFailedHint')}</p>
        <div class="actions">
          <button type="button" class="btn primary" onClick={onRenew}>
            {t('co.cashier.qrRetry')}
          </button>
          <OtherMethod onCancel={onCancel} />
        </div>
      </div>
    );
  }
  return (
    <div class="buy-qr-body">
      <img
        class="buy-qr-code"
        src={qr.image}
        width={QR_SIZE}
        height={QR_SIZE}
        alt={t('co.cashier.qrAlt', { amount })}
        data-testid="qr-code"
      />
      <div class="buy-qr-text">
        <p>{t('co.cashier.qrHint')}</p>
        <p class="muted small">{t('co.cashier.qrValid', { minutes: Math.round(qr.expires_in / 60) })}</p>
        {state.status === 'error' ? (
          <ErrorState error={state.error} onRetry={retry} />
        ) : state.status === 'gaveUp' ? (
          <div role="alert" ref={slowRef}>
            <p>{t('co.loadPay.slow')}</p>
            <button type="button" class="btn" onClick={retry}>
              {t('co.loadPay.retry')}
            </button>
          </div>
        ) : (
          <p class="buy-qr-wait" role="status" aria-live="polite">
            <span class="buy-spinner" aria-hidden="true" />
            {settled ? t('co.cashier.qrPaid') : t('co.cashier.qrWaiting')}
          </p>
        )}
        <p class="small">
          <a href={qr.url} target="_blank" rel="noopener noreferrer">
            {t('co.cashier.qrOpen')}
          </a>
        </p>
        <div class="actions">
          <OtherMethod onCancel={onCancel} />
        </div>
      </div>
    </div>
  );
}

/** The cashier's QR payment: asks the server for a code of what is due, shows it, follows it. */
export function QrPay({ kind, sn, amount, onDone, onCancel }: Props) {
  const { t, locale } = useT();
  const ref = useSheet<HTMLElement>(css);
  const money = formatMoney(amount, locale);
  const { state, retry } = useAsync((signal) => startQrPayment(kind, sn, signal), [kind, sn]);
  return (
    <section class="buy-shop buy-qr" ref={ref} data-testid="qr-pay">
      <div class="buy-shop-head">
        <h2>{t('co.cashier.qrTitle', { amount: money })}</h2>
      </div>
      <div class="buy-pad">
        {state.status === 'error' ? (
          <>
            <ErrorState error={state.error} onRetry={retry} />
            <div class="actions">
              <OtherMethod onCancel={onCancel} />
            </div>
          </>
        ) : state.status !== 'ready' ? (
          <div class="buy-qr-body" aria-busy="true">
            <div class="buy-qr-code buy-qr-placeholder" />
          </div>
        ) : (
          <QrCode key={state.data.reference} qr={state.data} amount={money} onDone={onDone} onRenew={retry} onCancel={onCancel} />
        )}
      </div>
    </section>
  );
}
