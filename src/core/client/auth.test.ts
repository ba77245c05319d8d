import { describe, expect, test } from 'vitest';
import { auth } from './auth';
import { fakeSession, recorder } from './fakes';

describe('auth', () => {
  test.each([
    { auth: true, access: 'tok-1', header: 'tok-1' },
    { auth: true, access: undefined, header: undefined },
    { auth: false, access: 'tok-1', header: undefined },
    { auth: undefined, access: 'tok-1', header: undefined },
  ])('auth=$auth with access token $access → Authorization $header', async ({ auth: needs, access, header }) => {
    const next = recorder();
    await auth(fakeSession({ access }))(next)({ path: '/buyer/a', auth: needs });
    expect(next.calls[0]?.headers?.Authorization).toBe(header);
  });

  test('the token is read when the call is sent, not when the client is made', async () => {
    const session = fakeSession();
    const next = recorder();
    const send = auth(session)(next);
    session.tokens.access = 'later';
    await send({ path: '/a', auth: true });
    expect(next.calls[0]?.headers).toEqual({ Authorization: 'later' });
  });
});
