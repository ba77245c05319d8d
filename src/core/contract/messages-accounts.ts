/** Server messages of the accounts stream, es_MX first; merged into `messages`. */
export const accountsMessages = {} as const
