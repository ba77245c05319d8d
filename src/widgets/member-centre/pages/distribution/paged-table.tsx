import type { ReactNode } from 'react';
import { useT } from '../../../../core/ui/use-t';
import type { PageProps } from '../../page-props';
import { useDocumentTitle } from '../../page-title';
import { ListSkeleton, ListStates, useListPage, useListSheet } from '../member-lists';
import { DistributionFrame } from './parts';

/** A page of the programme's lists as the server sends it. */
interface ServerPage<T> {
  data: T[];
  data_total: number;
  page_no: number;
  page_size: number;
}

export interface Column {
  label: string;
  /** right-aligned figures */
  num?: boolean;
}

/**
 * One of the programme's lists (commissions, taken back, periods, withdrawals): a table of the
 * server's pages with the list states every member list has (loading, empty with a way on, error
 * with retry, pagination in the address).
 */
export function PagedTable<T>({
  location,
  load,
  empty,
  testid,
  columns,
  row,
}: {
  location: PageProps['location'];
  load: (pageNo: number, signal: AbortSignal) => Promise<ServerPage<T>>;
  empty: { title: string; body: string; href: string; action: string };
  testid: string;
  columns: readonly Column[];
  row: (item: T) => ReactNode;
}) {
  const ref = useListSheet<HTMLDivElement>();
  const { state, retry } = useListPage(async (pageNo, signal) => {
    const page = await load(pageNo, signal);
    return { items: page.data, total: page.data_total, pageNo: page.page_no, pageSize: page.page_size };
  }, location);
  return (
    <div ref={ref} class="ml">
      <ListStates state={state} retry={retry} location={location} skeleton={<ListSkeleton count={3} kind="rows" />} empty={empty}>
        {(page) => (
          <table class="ds-table" data-testid={testid}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} class={column.num ? 'num' : undefined}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{page.items.map(row)}</tbody>
          </table>
        )}
      </ListStates>
    </div>
  );
}

/**
 * A page of the distribution section: its title (the document's too) and the frame that shows
 * `Content` only once the member is known to be an approved distributor.
 */
export function distributionPage(titleKey: string, Content: (props: PageProps) => ReactNode) {
  return function DistributionPage(props: PageProps) {
    const { t } = useT();
    const title = t(titleKey);
    useDocumentTitle(title);
    return (
      <DistributionFrame path={props.location.pathname} title={title}>
        {() => <Content {...props} />}
      </DistributionFrame>
    );
  };
}
