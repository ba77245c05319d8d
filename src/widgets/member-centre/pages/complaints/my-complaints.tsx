import { fetchMyComplaints } from '../../../../core/api/complaints';
import { useT } from '../../../../core/ui/use-t';
import { useDocumentTitle } from '../../page-title';
import type { PageProps } from '../../page-props';
import { dateOf, ListSkeleton, ListStates, useListPage, useListSheet } from '../member-lists';
import { APPLY_HREF, ComplaintFrame, detailHref, StatusBadge } from './parts';

/** `/member/my-complaint`: my complaints with their state, newest first, paged; the way to file one. */
export default function MyComplaints({ location }: PageProps) {
  const { t, locale } = useT();
  const title = t('cp.title.list');
  useDocumentTitle(title);
  const ref = useListSheet<HTMLDivElement>();
  const { state, retry } = useListPage(async (pageNo, signal) => {
    const page = await fetchMyComplaints(pageNo, signal);
    return { items: page.list, total: page.total, pageNo: page.pageNo, pageSize: page.pageSize };
  }, location);
  return (
    <ComplaintFrame title={title}>
      <div ref={ref} class="ml">
        <div class="cp-head">
          <p class="cp-note">{t('cp.intro')}</p>
          <a class="btn primary" href={APPLY_HREF}>
            {t('cp.complain')}
          </a>
        </div>
        <ListStates
          state={state}
          retry={retry}
          location={location}
          skeleton={<ListSkeleton count={3} kind="rows" />}
          empty={{ title: t('cp.empty'), body: t('cp.emptyBody'), href: APPLY_HREF, action: t('cp.complain') }}
        >
          {(page) => (
            <ul class="cp-list">
              {page.items.map((complaint) => (
                <li key={complaint.complaintId} class="cp-row" data-testid="complaint-row">
                  {complaint.goodsImage ? <img src={complaint.goodsImage} alt="" width="56" height="56" /> : <span />}
                  <div>
                    <h2>
                      <a href={detailHref(complaint.complaintId)}>{t(`cp.subject.${complaint.subject}`)}</a>{' '}
                      <StatusBadge status={complaint.status} />
                    </h2>
                    <p class="cp-meta">
                      <span>{complaint.goodsName}</span>
                      <span>{t('cp.order', { sn: complaint.orderSn })}</span>
                      <span>{complaint.sellerName}</span>
                      <span>{dateOf(complaint.createTime, locale)}</span>
                    </p>
                  </div>
                  <a
                    class="btn"
                    href={detailHref(complaint.complaintId)}
                    aria-label={`${t('cp.view')} · ${t('cp.number', { id: complaint.complaintId })}`}
                  >
                    {t('cp.view')}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </div>
    </ComplaintFrame>
  );
}
