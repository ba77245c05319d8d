import { useState } from 'react';
import {
  closeService,
  fetchService,
  receiveReplacement,
  SERVICE_SHIP_NO_PATTERN,
  shipService,
  type ServiceDetail as Detail,
} from '../../../../core/api/after-sale';
import { ApiError, errorText } from '../../../../core/errors';
import { formatMoney } from '../../../../core/money';
import { toast } from '../../../../core/toasts';
import { useConfirm } from '../../../../core/ui/confirm-dialog';
import { useAsync } from '../../../../core/ui/use-async';
import { useT } from '../../../../core/ui/use-t';
import { useDocumentTitle } from '../../page-title';
import type { PageProps } from '../../page-props';
import { dateOf } from '../member-lists';
import { ErrorLine, type FormError } from '../parts';
import { AfterSaleFrame, LoadedPage, StatusBadge } from './parts';

/** The carriers of the server's logistics table (brand names, the same in every language). */
const CARRIERS: [number, string][] = [
  [1, 'Estafeta'],
  [2, 'DHL Express'],
  [3, 'FedEx'],
  [4, 'Paquetexpress'],
  [5, 'Redpack'],
];

/**
 * `/member/service-detail?sn=`: the service, its goods and photos, its timeline, the refund and
 * where it went; the tracking number form once a return is approved; withdrawing it while in review.
 */
export default function ServiceDetail({ location }: PageProps) {
  const { t } = useT();
  const title = t('as.title.detail');
  useDocumentTitle(title);
  const sn = location.query.sn ?? '';
  const { state, retry } = useAsync((signal) => fetchService(sn, signal), [sn]);
  return (
    <AfterSaleFrame path={location.pathname} title={title}>
      <LoadedPage
        state={state}
        retry={retry}
        missing={{
          title: t('as.detail.missing'),
          body: t('as.detail.missingBody'),
          href: '/member/service-record',
          action: t('as.title.record'),
        }}
      >
        {(service) => <DetailView service={service} onChanged={retry} />}
      </LoadedPage>
    </AfterSaleFrame>
  );
}

function DetailView({ service, onChanged }: { service: Detail; onChanged(): void }) {
  const { t, locale } = useT();
  const money = (value: number) => formatMoney(value, locale);
  const [busy, setBusy] = useState(false);
  const [confirmDialog, confirm] = useConfirm();
  // withdraw the application, or confirm an exchange's replacement arrived
  const act = async (call: (sn: string) => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call(service.sn);
      toast(done, 'success');
      onChanged();
    } catch (failure) {
      toast(errorText(failure), 'error');
    } finally {
      setBusy(false);
    }
  };
  // Withdrawing ends the request for good: asked once through the one confirm dialog.
  const close = async () => {
    const yes = await confirm({
      title: t('as.detail.closeTitle', { sn: service.sn }),
      body: t('as.detail.closeBody'),
      action: t('as.detail.close'),
      danger: true,
    });
    if (yes) await act(closeService, t('as.detail.closed'));
  };
  return (
    <div class="as-detail" data-testid="service-detail">
      <section class="as-row">
        <div>
          <h2>
            {t(`as.type.${service.service_type}`)} <StatusBadge status={service.status} />
          </h2>
          <p class="as-meta">
            <span>{t('as.service', { sn: service.sn })}</span>
            <span>{t('as.order', { sn: service.order_sn })}</span>
            <span>{service.seller_name}</span>
            <span>{t(`as.reason.${service.reason}`)}</span>
          </p>
          {service.description && <p>{service.description}</p>}
          {service.seller_remark && (
            <p class="as-note">
              {t('as.detail.remark')}: {service.seller_remark}
            </p>
          )}
          {service.ship_no && <p class="as-note">{t('as.detail.tracking', { carrier: service.logi_name, no: service.ship_no })}</p>}
          {service.out_ship_no && (
            <p class="as-note" data-testid="replacement-tracking">
              {t('as.detail.replacement', { carrier: service.out_logi_name, no: service.out_ship_no })}
            </p>
          )}
        </div>
        {service.allow_close && (
          <button type="button" class="btn" disabled={busy} onClick={() => void close()}>
            {t('as.detail.close')}
          </button>
        )}
        {service.allow_receive && (
          <button type="button" class="btn primary" disabled={busy} onClick={() => void act(receiveReplacement, t('as.detail.received'))}>
            {t('as.detail.receive')}
          </button>
        )}
        {confirmDialog}
      </section>
      <ul class="as-lines">
        {service.lines.map((line) => (
          <li key={line.sku_id} class="as-line">
            <img src={line.goods_image} alt="" />
            <div>
              <a href={`/goods/${line.goods_id}`}>{line.name}</a>
              <div class="as-note">{line.spec_text}</div>
            </div>
            <span>
              {money(line.price)} × {line.num}
            </span>
          </li>
        ))}
      </ul>
      {service.images.length > 0 && (
        <>
          <h3>{t('as.detail.images')}</h3>
          <ul class="as-images">
            {service.images.map((src, i) => (
              <li key={src}>
                <img src={src} alt={`${t('as.detail.images')} ${i + 1}`} />
              </li>
            ))}
          </ul>
        </>
      )}
      {service.refund && (
        <section data-testid="service-refund">
          <h3>{t('as.detail.refund')}</h3>
          <dl class="as-money">
            <dt>{t('as.refunds.amount')}</dt>
            <dd>{money(service.refund.refund_price)}</dd>
            <dt>{t('as.detail.toBalance')}</dt>
            <dd>{money(service.refund.balance_price)}</dd>
            <dt>{t('as.detail.toGateway')}</dt>
            <dd>{money(service.refund.gateway_price)}</dd>
            {service.refund.point > 0 && (
              <>
                <dt>{t('as.detail.points')}</dt>
                <dd>{service.refund.point}</dd>
              </>
            )}
          </dl>
        </section>
      )}
      {service.allow_ship && <ShipForm sn={service.sn} onDone={onChanged} />}
      <h3>{t('as.detail.timeline')}</h3>
      <ol class="as-timeline" data-testid="service-timeline">
        {service.logs.map((log, i) => (
          <li key={`${log.status}-${i}`}>
            <StatusBadge status={log.status} /> <span class="as-note">{dateOf(log.time, locale)}</span>
            {log.remark && <div>{log.remark}</div>}
          </li>
        ))}
      </ol>
    </div>
  );
}

function ShipForm({ sn, onDone }: { sn: string; onDone(): void }) {
  const { t } = useT();
  const [carrier, setCarrier] = useState(1);
  const [shipNo, setShipNo] = useState('');
  const [error, setError] = useState<FormError>();
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: Event) => {
    event.preventDefault();
    const value = shipNo.trim();
    if (!SERVICE_SHIP_NO_PATTERN.test(value)) return setError({ field: 'ship_no', text: t('as.detail.shipNoHint') });
    setBusy(true);
    setError(undefined);
    try {
      await shipService(sn, { logi_id: carrier, ship_no: value });
      toast(t('as.detail.sent'), 'success');
      onDone();
    } catch (failure) {
      setError({ field: failure instanceof ApiError ? failure.field : undefined, text: errorText(failure) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="as-form" noValidate onSubmit={(e) => void onSubmit(e)} data-testid="ship-form">
      <h3>{t('as.detail.ship')}</h3>
      <div>
        <label for="as-carrier">{t('as.detail.carrier')}</label>
        <select id="as-carrier" value={String(carrier)} onChange={(e) => setCarrier(Number(e.currentTarget.value))}>
          {CARRIERS.map(([id, name]) => (
            <option key={id} value={String(id)}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label for="as-ship-no">{t('as.detail.shipNo')}</label>
        <input
          id="as-ship-no"
          type="text"
          value={shipNo}
          autoComplete="off"
          aria-invalid={error?.field === 'ship_no' || undefined}
          aria-describedby="as-ship-hint"
          onInput={(e) => setShipNo(e.currentTarget.value)}
        />
        <span id="as-ship-hint" class="as-note">
          {t('as.detail.shipNoHint')}
        </span>
      </div>
      <ErrorLine error={error} id="ship-error" />
      <div>
        <button type="submit" class="btn primary" disabled={busy}>
          {t('as.detail.send')}
        </button>
      </div>
    </form>
  );
}
