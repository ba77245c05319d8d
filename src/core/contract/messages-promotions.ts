/** Server messages of the catalogue's promotions part, es_MX first; keys start with `promotions`. */
export const promotionsMessages = {} as const
