// The limits of the member centre's feedback (`POST /mallpcapi/feedback/submit`) that the server
// holds it to. The form reads these constants at run time, so this file declares no struct: the
// shape (requests-feedback.ts) the client reads as a type only.

export const FEEDBACK_TYPES = ['SUGGESTION', 'PROBLEM', 'COMPLAINT', 'OTHER'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_CONTENT_MAX = 500;
export const FEEDBACK_CONTACT_MAX = 100;
