// Whether the member is an approved distributor (the application dialog's status, spec §4: -1 not
// applied, 0 pending, 1 approved, 2 refused): the side menu shows the distribution section only
// for 1, and the distribution pages show the status message otherwise. Asked once per member
// centre mount; lazily loaded with the member pages.
import { atom } from 'nanostores';
import { checkMerchantStatus, type MerchantStatus } from '../../../core/api/merchant';

/** undefined until the first answer (or when the check failed: the menu then hides the entry). */
export const $distributorStatus = atom<MerchantStatus | undefined>(undefined);

let pending: Promise<MerchantStatus> | undefined;

/**
 * Asks the API again; concurrent callers (the side menu and a distribution page) share one
 * request. A failure leaves the last answer in the store and rejects for a caller that shows it.
 */
export function refreshDistributorStatus(): Promise<MerchantStatus> {
  pending ??= checkMerchantStatus()
    .then((status) => {
      $distributorStatus.set(status);
      return status;
    })
    .finally(() => (pending = undefined));
  return pending;
}
