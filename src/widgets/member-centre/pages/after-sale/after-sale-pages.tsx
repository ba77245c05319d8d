import type { PageProps } from '../../page-props';
import AfterSaleOrders from './after-sale-orders';
import ApplyService from './apply-service';
import RefundRecord from './refund-record';
import ServiceDetail from './service-detail';
import ServiceRecord from './service-record';

/** The after-sale pages (issue 12 §4), one chunk: they share their parts and their sheet. */
export default function AfterSalePages(props: PageProps) {
  switch (props.location.page) {
    case 'apply-service':
      return <ApplyService {...props} />;
    case 'service-record':
      return <ServiceRecord {...props} />;
    case 'service-detail':
      return <ServiceDetail {...props} />;
    case 'refund-record':
      return <RefundRecord {...props} />;
    default:
      return <AfterSaleOrders {...props} />;
  }
}
