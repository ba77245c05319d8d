// Request shapes of the member centre's questions and answers (issue 12 §2), as the server's route
// schemas read them (request-fields.ts).
import { optional, type } from 'superstruct';
import { flag01, int, javashopPaging, pathIdList, withDefault } from './request-fields';
import { PAGE_NO_MAX, PAGE_SIZE_MAX } from './rules';
import { ASK_MESSAGE_PAGE_SIZE } from './rules-asks';

/**
 * `GET /buyer/members/asks/reply/list/member`: questions about goods I bought, `reply_status` 0
 * those I have not answered yet (and may), 1 those I answered, with my answer.
 */
export const MemberRepliesQuery = type({ reply_status: withDefault(flag01(), 0), ...javashopPaging() });

/** `GET /buyer/members/asks/message`: my ask messages, only read or unread ones with `is_read`. */
export const AskMessageQuery = type({
  page_no: withDefault(int(1, PAGE_NO_MAX), 1),
  page_size: withDefault(int(1, PAGE_SIZE_MAX), ASK_MESSAGE_PAGE_SIZE),
  is_read: optional(flag01()),
});

/** `:ids` of the ask message calls: `1,2,3`, at most 100. */
export const AskMessageIdsParams = type({ ids: pathIdList(100) });
