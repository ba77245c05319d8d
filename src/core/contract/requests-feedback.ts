// Request shape of the member centre's feedback (`POST /mallpcapi/feedback/submit`), as the client
// builds it and the server's route schema reads it. Read as a type only by the client.
import { optional, type, type Infer } from 'superstruct';
import { oneOf, text } from './request-fields';
import { FEEDBACK_CONTACT_MAX, FEEDBACK_CONTENT_MAX, FEEDBACK_TYPES } from './requests-help';

/** Contact is optional (empty is absent). */
export const FeedbackForm = type({
  type: oneOf(FEEDBACK_TYPES),
  content: text(FEEDBACK_CONTENT_MAX),
  contact: optional(text(FEEDBACK_CONTACT_MAX)),
});
export type FeedbackForm = Infer<typeof FeedbackForm>;
