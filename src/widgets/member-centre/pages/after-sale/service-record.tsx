import { fetchServices } from '../../../../core/api/after-sale';
import { useT } from '../../../../core/ui/use-t';
import { useDocumentTitle } from '../../page-title';
import type { PageProps } from '../../page-props';
import { ListSkeleton, ListStates, useListPage, useListSheet } from '../member-lists';
import { AfterSaleFrame, ServiceRow } from './parts';

/** `/member/service-record`: every after-sale service of the buyer, newest first, paged. */
export default function ServiceRecord({ location }: PageProps) {
  const { t } = useT();
  const title = t('as.title.record');
  useDocumentTitle(title);
  const ref = useListSheet<HTMLDivElement>();
  const { state, retry } = useListPage(async (pageNo, signal) => {
    const page = await fetchServices(pageNo, signal);
    return { items: page.data, total: page.data_total, pageNo: page.page_no, pageSize: page.page_size };
  }, location);
  return (
    <AfterSaleFrame path={location.pathname} title={title}>
      <div ref={ref} class="ml">
        <ListStates
          state={state}
          retry={retry}
          location={location}
          skeleton={<ListSkeleton count={3} kind="rows" />}
          empty={{
            title: t('as.list.emptyRecord'),
            body: t('as.list.emptyRecordBody'),
            href: '/member/after-sale',
            action: t('as.list.apply'),
          }}
        >
          {(page) => (
            <ul class="as-list">
              {page.items.map((service) => (
                <ServiceRow key={service.sn} service={service} />
              ))}
            </ul>
          )}
        </ListStates>
      </div>
    </AfterSaleFrame>
  );
}
