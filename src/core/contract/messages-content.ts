/** Server messages of the catalogue's content part, es_MX first; keys start with `content`. */
export const contentMessages = {} as const
