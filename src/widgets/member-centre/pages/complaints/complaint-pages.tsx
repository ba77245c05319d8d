import type { PageProps } from '../../page-props';
import ComplaintApply from './complaint-apply';
import ComplaintDetail from './complaint-detail';
import MyComplaints from './my-complaints';

/** The complaint pages (issue 12 §3), one chunk: they share their parts and their sheet. */
export default function ComplaintPages(props: PageProps) {
  switch (props.location.page) {
    case 'complaint-apply':
      return <ComplaintApply {...props} />;
    case 'complaint-detail':
      return <ComplaintDetail {...props} />;
    default:
      return <MyComplaints {...props} />;
  }
}
