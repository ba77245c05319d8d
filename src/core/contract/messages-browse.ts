/** Server messages of the catalogue's browse part, es_MX first; keys start with `browse`. */
export const browseMessages = {} as const;
