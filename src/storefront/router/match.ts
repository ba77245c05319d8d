// The matcher lives in the contract (core/contract/route-match.ts): the server matches page URLs
// with the same code the client routes with.
export * from '../../core/contract/route-match';
