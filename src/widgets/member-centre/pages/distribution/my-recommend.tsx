import { distributionPage } from './paged-table';
import { useState } from 'react';
import { fetchDistribution, fetchDownline } from '../../../../core/api/distribution';
import { toast } from '../../../../core/toasts';
import { ErrorState } from '../../../../core/ui/states';
import { useAsync } from '../../../../core/ui/use-async';
import { useT } from '../../../../core/ui/use-t';
import type { PageProps } from '../../page-props';
import { dateOf, ListSkeleton, ListStates, useListPage, useListSheet } from '../member-lists';
import { MoneyCards } from './parts';

/** The page's content, asked for only once the member is known to be an approved distributor. */
function Content({ location }: PageProps) {
  const { t, locale } = useT();
  const ref = useListSheet<HTMLDivElement>();
  const { state, retry } = useListPage(async (pageNo, signal) => {
    const page = await fetchDownline(pageNo, signal);
    return { items: page.data, total: page.data_total, pageNo: page.page_no, pageSize: page.page_size };
  }, location);
  return (
    <>
      <Share />
      <h2>{t('ds.recommend.buyers')}</h2>
      <div ref={ref} class="ml">
        <ListStates
          state={state}
          retry={retry}
          location={location}
          skeleton={<ListSkeleton count={3} kind="rows" />}
          empty={{
            title: t('ds.recommend.empty'),
            body: t('ds.recommend.emptyBody'),
            href: location.pathname,
            action: t('ds.nav.recommend'),
          }}
        >
          {(page) => (
            <table class="ds-table" data-testid="downline">
              <thead>
                <tr>
                  <th>{t('ds.recommend.buyer')}</th>
                  <th>{t('ds.recommend.since')}</th>
                  <th class="num">{t('ds.recommend.orders')}</th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((buyer) => (
                  <tr key={buyer.member_id} data-testid="downline-row">
                    <td>{buyer.name}</td>
                    <td>{dateOf(buyer.registered_at, locale)}</td>
                    <td class="num">{buyer.order_count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </ListStates>
      </div>
    </>
  );
}

/** The link with its copy button and QR code, the programme's rates and my money. */
function Share() {
  const { t } = useT();
  const { state, retry } = useAsync((signal) => fetchDistribution(signal), []);
  const [copied, setCopied] = useState(false);
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
  if (state.status !== 'ready') return <div aria-busy="true" class="ml-skeleton" />;
  const summary = state.data;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(summary.referral_link);
      setCopied(true);
      toast(t('ds.recommend.copied'), 'success');
    } catch {
      toast(t('ds.recommend.copyFailed'), 'error');
    }
  };
  return (
    <>
      <section class="ds-share" aria-labelledby="ds-link-label">
        <div>
          <label id="ds-link-label" for="ds-link">
            {t('ds.recommend.link')}
          </label>
          <div class="ds-link">
            <input
              id="ds-link"
              type="text"
              readOnly
              value={summary.referral_link}
              data-testid="referral-link"
              onFocus={(e) => e.currentTarget.select()}
            />
            <button type="button" class="btn primary" onClick={() => void copy()} data-copied={copied || undefined}>
              {t('ds.recommend.copy')}
            </button>
          </div>
          <p class="ds-note">{t('ds.recommend.code', { code: summary.referral_code })}</p>
          <p class="ds-note">{t('ds.money.rates', { l1: summary.level1_rate, l2: summary.level2_rate })}</p>
        </div>
        <img class="ds-qr" src={summary.referral_qr} width={160} height={160} alt={t('ds.recommend.qr')} data-testid="referral-qr" />
      </section>
      <MoneyCards summary={summary} />
    </>
  );
}

/** `/member/distribution/my-recommend`: my link and QR code, and the buyers I brought with their orders. */
export default distributionPage('ds.nav.recommend', Content);
