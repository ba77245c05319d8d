export * from './locales';
export * from './messages';
export * from './rules';
export type * from './types';
export type * from './types-accounts';
export type * from './types-discovery';
export type * from './types-browse';
export type * from './types-promotions';
export type * from './types-content';
