// Request shapes of the member centre's feedback (`POST /mallpcapi/feedback/submit`), with the
// limits the server holds them to. The form reads these constants; the shapes it reads as types.
import { enums, string, type, type Infer } from 'superstruct';

export const FEEDBACK_TYPES = ['SUGGESTION', 'PROBLEM', 'COMPLAINT', 'OTHER'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_CONTENT_MAX = 500;
export const FEEDBACK_CONTACT_MAX = 100;

export const FeedbackForm = type({ type: enums(FEEDBACK_TYPES), content: string(), contact: string() });
export type FeedbackForm = Infer<typeof FeedbackForm>;
