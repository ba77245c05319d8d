// The route table lives in the contract (core/contract/storefront-routes.ts) because the server
// resolves every page's URL with it too (head, status code, sitemap): one table, not a copy.
export * from '../core/contract/storefront-routes';
