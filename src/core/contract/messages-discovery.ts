/** Server messages of the discovery stream, es_MX first; merged into `messages`. */
export const discoveryMessages = {} as const
