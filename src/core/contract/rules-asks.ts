// The rules of questions and answers about goods (issue 12 §2), held by the server and shown by
// the product page's and the member centre's forms from these same constants.

/** Longest question or answer a buyer may write, in characters (code points). */
export const ASK_CONTENT_MAX = 500;

/**
 * Orders whose buyer may answer questions about their goods (Javashop's "relation" rule): paid,
 * whether or not shipped or received yet. A cancelled or unpaid order does not make a buyer.
 */
export const ASK_BUYER_ORDER_STATUSES = ['PAID_OFF', 'SHIPPED', 'ROG', 'COMPLETE'] as const;

/** What an ask message tells: an answer to my question, or a question about goods I bought. */
export const ASK_MESSAGE_KINDS = ['ANSWERED', 'ASKED'] as const;
export type AskMessageKind = (typeof ASK_MESSAGE_KINDS)[number];

/** Ask messages a page shows unless asked. */
export const ASK_MESSAGE_PAGE_SIZE = 10;
