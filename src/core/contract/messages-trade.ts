/** Server messages of the trade stream, es_MX first; merged into `messages`. */
export const tradeMessages = {} as const
