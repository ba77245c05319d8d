import { loadStrings } from '../../../../core/locale';
import { ErrorState } from '../../../../core/ui/states';
import { useAsync } from '../../../../core/ui/use-async';
import { useT } from '../../../../core/ui/use-t';
import { complaintStrings } from '../../i18n/complaints';
import type { PageProps } from '../../page-props';
import ComplaintApply from './complaint-apply';
import ComplaintDetail from './complaint-detail';
import MyComplaints from './my-complaints';

/**
 * The complaint pages (issue 12 §3), one chunk: they share their parts, their sheet and their
 * strings, which come with the chunk (in the reader's locale, again when it changes).
 */
export default function ComplaintPages(props: PageProps) {
  const { locale } = useT();
  // resolves with the locale it loaded, so the render right after a change of locale waits for the new one
  const { state, retry } = useAsync(() => loadStrings(complaintStrings, locale).then(() => locale), [locale]);
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
  if (state.status !== 'ready' || state.data !== locale) return <div class="mc-loading" aria-busy="true" />;
  switch (props.location.page) {
    case 'complaint-apply':
      return <ComplaintApply {...props} />;
    case 'complaint-detail':
      return <ComplaintDetail {...props} />;
    default:
      return <MyComplaints {...props} />;
  }
}
