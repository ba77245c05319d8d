// Help and messages of the member centre (spec §7 Member "FAQ" and "Notice logs", and feedback).
// Imported only by those lazily loaded pages and the member frame, never by the shared runtime.
import { array, enums, number, string, type, type Infer } from 'superstruct';
import { request } from '../http';
import { call } from './check';

const FaqEntry = type({ id: number(), category: string(), categoryName: string(), question: string(), answer: string() });
export type FaqEntry = Infer<typeof FaqEntry>;
const FaqAll = type({ categories: array(type({ code: string(), name: string() })), list: array(FaqEntry) });
export type FaqAll = Infer<typeof FaqAll>;
const FaqList = type({ list: array(FaqEntry) });

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

const Notice = type({ id: number(), title: string(), content: string(), send_time: number(), is_read: enums([0, 1]) });
export type Notice = Infer<typeof Notice>;
const NoticePage = type({ data: array(Notice), page_no: number(), page_size: number(), data_total: number() });
export type NoticePage = Infer<typeof NoticePage>;
const NoticeCounts = type({ total: number(), system_num: number(), ask_num: number() });
export type NoticeCounts = Infer<typeof NoticeCounts>;

/** Spec §9 "Notice page size". */
export const NOTICE_PAGE_SIZE = 5;
const NOTICES = '/buyer/members/member-nocice-logs';

export const fetchNotices = (pageNo: number, signal?: AbortSignal) =>
  call({ path: NOTICES, query: { page_no: pageNo, page_size: NOTICE_PAGE_SIZE }, auth: true, signal }, NoticePage);

export const fetchNoticeCounts = (signal?: AbortSignal) => call({ path: `${NOTICES}/number`, auth: true, signal }, NoticeCounts);

export const markNoticesRead = (ids: readonly number[]) => request({ method: 'PUT', path: `${NOTICES}/${ids.join(',')}/read`, auth: true });

export const deleteNotices = (ids: readonly number[]) => request({ method: 'DELETE', path: `${NOTICES}/${ids.join(',')}`, auth: true });

export const FEEDBACK_TYPES = ['SUGGESTION', 'PROBLEM', 'COMPLAINT', 'OTHER'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_CONTENT_MAX = 500;
export const FEEDBACK_CONTACT_MAX = 100;

export const submitFeedback = (feedback: { type: FeedbackType; content: string; contact: string }) =>
  call({ method: 'POST', path: '/mallpcapi/feedback/submit', form: feedback, auth: true }, type({ id: number() }));
