// Complaints to the platform about an order's goods (issue 12 §3): the subjects a buyer picks
// from, the states and who may move them, and the limits of the form, shared by the member
// centre's form and the server's schemas.

/** What a complaint is about (their text is in each locale's dictionary). */
export const COMPLAINT_SUBJECTS = [
  'QUALITY',
  'NOT_AS_DESCRIBED',
  'COUNTERFEIT',
  'NOT_DELIVERED',
  'PRICE',
  'SELLER_SERVICE',
  'OTHER',
] as const;
export type ComplaintSubject = (typeof COMPLAINT_SUBJECTS)[number];

/**
 * NEW → COMMUNICATION (the platform talks with both sides) → ARBITRATION (the platform decides)
 * → COMPLETE; CANCELED when the buyer withdraws it before it is complete.
 */
export const COMPLAINT_STATUSES = ['NEW', 'COMMUNICATION', 'ARBITRATION', 'COMPLETE', 'CANCELED'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** States in which the dialogue is open and the buyer may still cancel. */
export const COMPLAINT_OPEN: readonly ComplaintStatus[] = ['NEW', 'COMMUNICATION', 'ARBITRATION'];

/** The moves the platform's side makes (the operator API), each from the states listed. */
export const COMPLAINT_MOVES = {
  COMMUNICATION: ['NEW'],
  ARBITRATION: ['NEW', 'COMMUNICATION'],
  COMPLETE: ['NEW', 'COMMUNICATION', 'ARBITRATION'],
} as const satisfies Readonly<Record<string, readonly ComplaintStatus[]>>;
export type ComplaintMove = keyof typeof COMPLAINT_MOVES;
export const COMPLAINT_MOVE_TARGETS = Object.keys(COMPLAINT_MOVES) as ComplaintMove[];

/** Who wrote a line of the dialogue: the buyer, or the platform's side (the shop's keeper answering for it). */
export const COMPLAINT_ROLES = ['BUYER', 'SELLER'] as const;
export type ComplaintRole = (typeof COMPLAINT_ROLES)[number];

/** The complaint's text, in characters (code points): enough to say what happened, short enough to read. */
export const COMPLAINT_CONTENT_MIN = 10;
export const COMPLAINT_CONTENT_MAX = 500;
/** One message of the dialogue. */
export const COMPLAINT_MESSAGE_MAX = 500;
/** Photos of the goods, uploaded with the member centre's one photo picker (the review photos' folder and checks). */
export const COMPLAINT_IMAGES_MAX = 3;

/** A field of the complaint form that is wrong, and the key of what to say (`cp.check.<key>`). */
export interface ComplaintProblem {
  field: 'skuId' | 'subject' | 'content' | 'images';
  key: 'sku' | 'subject' | 'contentShort' | 'contentLong' | 'images';
  min?: number;
  max?: number;
}

const isSubject = (value: string): value is ComplaintSubject => COMPLAINT_SUBJECTS.some((subject) => subject === value);

/** Every problem of a complaint form at once (the server refuses the same, one at a time). */
export function checkComplaint(form: { skuId: number; subject: string; content: string; images: number }): ComplaintProblem[] {
  const problems: ComplaintProblem[] = [];
  if (!(form.skuId > 0)) problems.push({ field: 'skuId', key: 'sku' });
  if (!isSubject(form.subject)) problems.push({ field: 'subject', key: 'subject' });
  const length = [...form.content.trim()].length;
  if (length < COMPLAINT_CONTENT_MIN) problems.push({ field: 'content', key: 'contentShort', min: COMPLAINT_CONTENT_MIN });
  if (length > COMPLAINT_CONTENT_MAX) problems.push({ field: 'content', key: 'contentLong', max: COMPLAINT_CONTENT_MAX });
  if (form.images > COMPLAINT_IMAGES_MAX) problems.push({ field: 'images', key: 'images', max: COMPLAINT_IMAGES_MAX });
  return problems;
}
