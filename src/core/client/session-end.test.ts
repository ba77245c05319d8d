// The one rule for a dead session reads the reply's code: the same answer whatever the message's
// language, and never for a failure that says nothing about the session.
import { describe, expect, test } from 'vitest';
import { endsSession } from './session-end';

describe('endsSession', () => {
  test.each<[string, unknown, boolean]>([
    ['JSON family "403": not logged in (revoked, expired, tampered access token)', '403', true],
    ['JSON family "109": refresh token refused', '109', true],
    ['mall family 502 (a number)', 502, true],
    ['mall family "502" (a string)', '502', true],
    ['"002": wrong password', '002', false],
    ['"004": a validation error', '004', false],
    ['"500": the server failed', '500', false],
    ['mall 401: wrong credentials', 401, false],
    ['no code (a network failure)', undefined, false],
    ['a message in place of a code', 'Por favor, inicia sesión', false],
  ])('%s → %s', (_, code, dead) => {
    expect(endsSession(code)).toBe(dead);
  });
});
