// The one rule for "is this session dead?" (issue 16 §1). The server ends a session for three
// reasons: its tokens were revoked (logout, a password changed on another device, a replayed
// refresh token), they expired, or they are not ours (tampered, unknown). It answers all three with
// the same codes (server/src/http/render.ts): "403" (not logged in) and "109" (refresh token
// refused) from the JSON family, 502 from the `/mallpcapi/*` family. Only the code is read: the
// message is in the buyer's language, and reading it made the outcome depend on the locale.
const DEAD = ['403', '109', '502'];

/** True when a reply's code says the session is over; a timeout or a 5xx leaves the session alone. */
export const endsSession = (code: unknown): boolean => DEAD.includes(String(code));
