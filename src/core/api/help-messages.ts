// Help and messages of the member centre (spec §7 Member "FAQ" and "Notice logs", and feedback).
// Imported only by those lazily loaded pages and the member frame, never by the shared runtime.
import type { FeedbackForm } from '../contract/requests-feedback';
import { FaqAll, FaqList, FeedbackSaved, NoticeCounts, NoticePage, type FaqEntry } from '../contract/types-help';
import { request } from '../http';
import { call } from './check';

export { FEEDBACK_CONTACT_MAX, FEEDBACK_CONTENT_MAX, FEEDBACK_TYPES, type FeedbackType } from '../contract/requests-help';
export type { FaqAll, FaqEntry, NoticeCounts, NoticeLog as Notice, NoticePage } from '../contract/types-help';

/** Every question with its answer, and the categories, in the current language. */
export const fetchAllQuestions = (signal?: AbortSignal) => call({ path: '/mallpcapi/systemQuestionAnswer/getAllQuestion', signal }, FaqAll);

/** One question by id (the API answers 404 when it does not exist). */
export async function fetchQuestion(id: number, signal?: AbortSignal): Promise<FaqEntry | undefined> {
  const reply = await call({ path: '/mallpcapi/systemQuestionAnswer/getQuestionOrAnswer', query: { id }, signal }, FaqList);
  return reply.list[0];
}

/** Questions whose question or answer contains `keyword`. */
export const searchQuestions = async (keyword: string, signal?: AbortSignal) =>
  (await call({ path: '/mallpcapi/systemQuestionAnswer/getQuestionOrAnswer', query: { keyword }, signal }, FaqList)).list;

/** Spec §9 "Notice page size". */
export const NOTICE_PAGE_SIZE = 5;
const NOTICES = '/buyer/members/member-nocice-logs';

export const fetchNotices = (pageNo: number, signal?: AbortSignal) =>
  call({ path: NOTICES, query: { page_no: pageNo, page_size: NOTICE_PAGE_SIZE }, auth: true, signal }, NoticePage);

export const fetchNoticeCounts = (signal?: AbortSignal) => call({ path: `${NOTICES}/number`, auth: true, signal }, NoticeCounts);

export const markNoticesRead = (ids: readonly number[]) => request({ method: 'PUT', path: `${NOTICES}/${ids.join(',')}/read`, auth: true });

export const deleteNotices = (ids: readonly number[]) => request({ method: 'DELETE', path: `${NOTICES}/${ids.join(',')}`, auth: true });

export const submitFeedback = (feedback: FeedbackForm) =>
  call({ method: 'POST', path: '/mallpcapi/feedback/submit', form: feedback, auth: true }, FeedbackSaved);
