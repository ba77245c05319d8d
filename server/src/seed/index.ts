export { ensureSeeded, reseed, refreshSearchTerms, DEFAULT_PRODUCTS, type SeedOptions } from './seed';
export { DEMO_MEMBERS } from './members';
