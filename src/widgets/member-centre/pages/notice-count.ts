// The member's unread site notices, shown in the member side menu and refreshed by the messages
// page after it marks or deletes. Lazily loaded with the account pages.
import { atom } from 'nanostores';
import { fetchNoticeCounts } from '../../../core/api/help-messages';

/** undefined until the first answer (or when it failed: the menu then shows no number). */
export const $unreadNotices = atom<number | undefined>(undefined);
/** Of those, the unread ask messages (issue 12 §2): the ask-message entry's badge. */
export const $unreadAsks = atom<number | undefined>(undefined);

let pending: Promise<void> | undefined;

/** Asks the API again; concurrent callers share one request. A failure leaves the last number. */
export function refreshUnreadNotices(): Promise<void> {
  pending ??= fetchNoticeCounts()
    .then((counts) => {
      $unreadNotices.set(counts.total);
      $unreadAsks.set(counts.ask_num);
    })
    .catch(() => undefined)
    .finally(() => (pending = undefined));
  return pending;
}
