/**
 * The response schemas of routes whose 200 is not a JSON reply of the contract: every route
 * under /api declares one (route-schemas.ts), and the API tests read them like any other.
 */
import { define } from 'superstruct';

/** `reply.status(200).send()`: no body at all. */
export const NO_BODY = define<undefined>('no body', (value) => value === undefined);

/** Not an API reply: images, files, the sandbox gateway's pages and its notification protocol. */
export const NOT_API = define<unknown>('not an API reply', () => true);
