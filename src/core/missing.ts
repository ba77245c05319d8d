import { ApiError } from './errors';

/**
 * Whether a detail page's one thing does not exist (a wrong or stale id in its link): the server's
 * 404, in either reply family. Such a page says "not found", not "you have none yet" or "failed".
 */
export const isMissing = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.code === '404' || error.code === '003');
