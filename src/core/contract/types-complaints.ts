// Reply shapes of complaints (issue 12 §3). Times are Unix seconds, as everywhere.
import { array, boolean, enums, number, string, type, type Infer } from 'superstruct';
import { COMPLAINT_ROLES, COMPLAINT_STATUSES, COMPLAINT_SUBJECTS } from './rules-complaints';
import { javashopPage, mallPage } from './shared-structs';

/** A complaint as my list shows it: the goods it is about, its subject and state. */
export const Complaint = type({
  complaintId: number(),
  orderSn: string(),
  skuId: number(),
  goodsId: number(),
  goodsName: string(),
  goodsImage: string(),
  sellerName: string(),
  subject: enums(COMPLAINT_SUBJECTS),
  content: string(),
  images: array(string()),
  status: enums(COMPLAINT_STATUSES),
  createTime: number(),
  /** the buyer may still write in the dialogue and cancel */
  open: boolean(),
});
export type Complaint = Infer<typeof Complaint>;

/** One step of the timeline: the state it entered and when. */
export const ComplaintLog = type({ status: enums(COMPLAINT_STATUSES), time: number() });
/** One line of the dialogue. */
export const ComplaintMessage = type({ role: enums(COMPLAINT_ROLES), content: string(), time: number() });
export type ComplaintMessage = Infer<typeof ComplaintMessage>;

/** `GET /mallpcapi/memberComplaint/getComplaintDetail`: the complaint, its timeline and its dialogue. */
export const ComplaintDetail = type({ ...Complaint.schema, logs: array(ComplaintLog), messages: array(ComplaintMessage) });
export type ComplaintDetail = Infer<typeof ComplaintDetail>;

/** `GET /mallpcapi/memberComplaint/getMyComplaint` */
export const ComplaintPage = mallPage(Complaint);
export type ComplaintPage = Infer<typeof ComplaintPage>;

/** `POST addComplaint`: the new complaint's id. */
export const ComplaintCreated = type({ complaintId: number() });

/** `GET /seller/complaints`: the shop's complaints, as the buyer sees them (with their dialogue). */
export const SellerComplaintPage = javashopPage(ComplaintDetail);
