import { loadStrings } from '../../../../core/locale';
import { ErrorState } from '../../../../core/ui/states';
import { useAsync } from '../../../../core/ui/use-async';
import { useT } from '../../../../core/ui/use-t';
import { distributionStrings } from '../../i18n/distribution';
import type { PageProps } from '../../page-props';
import MyPerformance from './my-performance';
import MyRecommend from './my-recommend';
import PerformanceHistory from './performance-history';
import PerformanceRefund from './performance-refund';
import WithdrawalsApply from './withdrawals-apply';
import WithdrawalsHistory from './withdrawals-history';
import WithdrawalsSetting from './withdrawals-setting';

/**
 * The distribution section (issue 12 §5), one chunk: its pages share their frame, tabs and sheet.
 * Their strings come with them, in the reader's language (asked again when it changes).
 */
export default function DistributionPages(props: PageProps) {
  const { locale } = useT();
  const { state, retry } = useAsync(() => loadStrings(distributionStrings, locale), [locale]);
  if (state.status === 'error') return <ErrorState error={state.error} onRetry={retry} />;
  if (state.status !== 'ready') return <div class="wrap page" aria-busy="true" />;
  return <Page {...props} />;
}

function Page(props: PageProps) {
  switch (props.location.page) {
    case 'my-performance':
      return <MyPerformance {...props} />;
    case 'my-performance-refund':
      return <PerformanceRefund {...props} />;
    case 'my-performance-history':
      return <PerformanceHistory {...props} />;
    case 'withdrawals-setting':
      return <WithdrawalsSetting {...props} />;
    case 'withdrawals-apply':
      return <WithdrawalsApply {...props} />;
    case 'withdrawals-history':
      return <WithdrawalsHistory {...props} />;
    default:
      return <MyRecommend {...props} />;
  }
}
