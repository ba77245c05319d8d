// Request shapes of complaints (issue 12 §3), as the server's route schemas read them and the member
// centre's form builds them. The buyer's calls are of the `/mallpcapi` family (camelCase); the
// platform's side is under the seller API (snake_case, as the after-sale seller calls).
import { optional, type, type Infer } from 'superstruct';
import { id, javashopPaging, mallPaging, oneOf, rule, text } from './request-fields';
import { photoList } from './requests-reviews';
import { ORDER_SN_MAX } from './requests-trade';
import {
  COMPLAINT_CONTENT_MAX,
  COMPLAINT_CONTENT_MIN,
  COMPLAINT_IMAGES_MAX,
  COMPLAINT_MESSAGE_MAX,
  COMPLAINT_MOVE_TARGETS,
  COMPLAINT_STATUSES,
  COMPLAINT_SUBJECTS,
} from './rules-complaints';

/**
 * `POST /mallpcapi/memberComplaint/addComplaint`: one sku of one of my orders, a subject from the
 * list, what happened (10–500 characters) and up to 3 photos I uploaded (repeated `images`).
 */
export const ComplaintForm = type({
  orderSn: text(ORDER_SN_MAX),
  skuId: id(),
  subject: oneOf(COMPLAINT_SUBJECTS),
  content: rule(text(COMPLAINT_CONTENT_MAX), 'complaintContentShort', (value) => [...value].length >= COMPLAINT_CONTENT_MIN, {
    min: COMPLAINT_CONTENT_MIN,
  }),
  images: photoList(COMPLAINT_IMAGES_MAX),
});
export type ComplaintForm = Infer<typeof ComplaintForm>;

/** `GET /mallpcapi/memberComplaint/getMyComplaint`: my complaints, newest first, optionally one state. */
export const MyComplaintQuery = type({ status: optional(oneOf(COMPLAINT_STATUSES)), ...mallPaging() });
export type MyComplaintQuery = Infer<typeof MyComplaintQuery>;

/** `GET /mallpcapi/memberComplaint/getComplaintDetail` and `POST …/cancelComplaint`: which complaint. */
export const ComplaintIdForm = type({ complaintId: id() });
export type ComplaintIdForm = Infer<typeof ComplaintIdForm>;

/** `POST /mallpcapi/memberComplaint/addCommunication`: a line of the dialogue. */
export const ComplaintMessageForm = type({ complaintId: id(), content: text(COMPLAINT_MESSAGE_MAX) });
export type ComplaintMessageForm = Infer<typeof ComplaintMessageForm>;

/** `/seller/complaints/{id}…` */
export const ComplaintParams = type({ id: id() });

/** `GET /seller/complaints`: the complaints about the keeper's shop, a page, optionally one state. */
export const SellerComplaintQuery = type({ ...javashopPaging(), status: optional(oneOf(COMPLAINT_STATUSES)) });
export type SellerComplaintQuery = Infer<typeof SellerComplaintQuery>;

/** `POST /seller/complaints/{id}/reply`: the platform's side answers in the dialogue. */
export const SellerReplyForm = type({ content: text(COMPLAINT_MESSAGE_MAX) });

/** `POST /seller/complaints/{id}/status`: move it to communication, arbitration or complete. */
export const SellerMoveForm = type({ status: oneOf(COMPLAINT_MOVE_TARGETS) });
