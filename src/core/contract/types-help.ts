// Reply shapes of help and messages in the member centre (spec §7 Member "FAQ" and "Notice
// logs", and feedback). Only those pages and the member frame read them.
import { array, number, string, type, type Infer } from 'superstruct';
import { Flag, javashopPage } from './shared-structs';

/** One question of the help centre in the reader's language (mall family: camelCase). */
export const FaqEntry = type({ id: number(), category: string(), categoryName: string(), question: string(), answer: string() });
export type FaqEntry = Infer<typeof FaqEntry>;

export const FaqCategory = type({ code: string(), name: string() });
export type FaqCategory = Infer<typeof FaqCategory>;

/** `GET /mallpcapi/systemQuestionAnswer/getAllQuestion`: every question with its answer, and the categories. */
export const FaqAll = type({ categories: array(FaqCategory), list: array(FaqEntry) });
export type FaqAll = Infer<typeof FaqAll>;

/** `GET /mallpcapi/systemQuestionAnswer/getQuestionOrAnswer?id|keyword`: that one question, or those matching. */
export const FaqList = type({ list: array(FaqEntry) });
export type FaqList = Infer<typeof FaqList>;

/** A site notice as the Javashop buyer API sends it (`member-nocice-logs`). */
export const NoticeLog = type({ id: number(), title: string(), content: string(), send_time: number(), is_read: Flag });
export type NoticeLog = Infer<typeof NoticeLog>;

/** `GET /buyer/members/member-nocice-logs?read&page_no&page_size` */
export const NoticePage = javashopPage(NoticeLog);
export type NoticePage = Infer<typeof NoticePage>;

/** `GET /buyer/members/member-nocice-logs/number`: unread notices. */
export const NoticeCounts = type({
  /** unread notices of every kind */
  total: number(),
  system_num: number(),
  ask_num: number(),
});
export type NoticeCounts = Infer<typeof NoticeCounts>;

/** `POST /mallpcapi/feedback/submit`: the stored feedback's id. */
export const FeedbackSaved = type({ id: number() });
export type FeedbackSaved = Infer<typeof FeedbackSaved>;
