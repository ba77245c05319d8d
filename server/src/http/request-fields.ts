import { PAGE_NO_MAX, PAGE_SIZE_MAX } from '../../../src/core/contract/rules';
import { asSource, intWithDefault, type Source } from './params';

/** Javashop paging: `page_no`, `page_size` (default 10). */
export const paging = (source: Source) => ({
  pageNo: intWithDefault(source, 'page_no', { min: 1, max: PAGE_NO_MAX }, 1),
  pageSize: intWithDefault(source, 'page_size', { min: 1, max: PAGE_SIZE_MAX }, 10),
});

/** Query and form fields together (Javashop clients send fields in either). */
export const fieldsOf = (request: { query: unknown; body: unknown }): Source => ({ ...asSource(request.query), ...asSource(request.body) });

/** A Javashop page as the route schema read it (contract `javashopPaging`, defaults filled). */
export const pageOf = (query: { page_no: number; page_size: number }) => ({ pageNo: query.page_no, pageSize: query.page_size });
