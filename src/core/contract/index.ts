export * from './locales'
export * from './messages'
export * from './rules'
export type * from './types'
