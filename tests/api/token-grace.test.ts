// Issue 9, item 12: a refresh token replayed inside its 30 s grace window minted a new pair every
// time. Now the racing second use gets the very pair the first use got, once; any further use
// revokes the family.
import { expect, it } from 'vitest';
import type { MallReply, TokenPair, UserInfo } from '../../src/core/contract/types';
import { ROTATION_OVERLAP_SECONDS } from '../../server/src/services/auth/sessions';
import { hashToken } from '../../server/src/services/auth/tokens';
import { describeBackends } from './support/backends';
import { newBuyer } from './support/buyers';
import { form, FORM, json } from './support/client';

describeBackends('refresh tokens: the grace window', (api) => {
  const refresh = (refreshToken: string) =>
    api.inject({
      method: 'POST',
      url: '/api/passport/token?lang=en_US',
      headers: { ...FORM, uuid: 'grace-device' },
      payload: form({ refresh_token: refreshToken }),
    });
  const works = async (token: string) =>
    json<MallReply<UserInfo | null>>(
      await api.inject({ method: 'GET', url: '/api/mallpcapi/member/getMemberInfo', headers: { authorization: token } }),
    ).success;
  const pairOf = (response: Awaited<ReturnType<typeof refresh>>) => {
    expect(response.statusCode).toBe(200);
    return json<TokenPair>(response);
  };

  it('two concurrent refreshes with one token get the same pair; a third use revokes the family', async () => {
    const { token } = await newBuyer(api);
    const [a, b] = await Promise.all([refresh(token), refresh(token)]);
    const first = pairOf(a!);
    expect(pairOf(b!)).toEqual(first);
    expect(await works(first.accessToken)).toBe(true);

    const third = await refresh(token);
    expect(third.statusCode).toBe(401);
    expect(json<{ code: string }>(third).code).toBe('109');
    expect(await works(first.accessToken)).toBe(false);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
  });

  it('replays one after another inside the window: the same pair once, then the family dies', async () => {
    const { token } = await newBuyer(api);
    const first = pairOf(await refresh(token));
    api.advance((ROTATION_OVERLAP_SECONDS - 5) * 1000);
    expect(pairOf(await refresh(token))).toEqual(first);
    for (let i = 0; i < 3; i += 1) expect((await refresh(token)).statusCode).toBe(401);
    expect(await works(first.accessToken)).toBe(false);
    const { rows } = await api.db.query<{ n: number }>(
      'select count(*)::int as n from session_token where family_id = (select family_id from session_token where token_hash = $1)',
      [hashToken(token)],
    );
    // the login token and the one pair: no other pair was ever minted
    expect(rows[0]?.n).toBe(3);
  });

  it('the pair kept for the grace window is sealed, and gone once used', async () => {
    const { token } = await newBuyer(api);
    const pair = pairOf(await refresh(token));
    const kept = async () =>
      (
        await api.db.query<{ rotated_pair: string | null }>('select rotated_pair from session_token where token_hash = $1', [
          hashToken(token),
        ])
      ).rows[0]?.rotated_pair;
    const sealed = await kept();
    expect(sealed).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(pair.accessToken);
    expect(sealed).not.toContain(pair.refreshToken);
    expect(pairOf(await refresh(token))).toEqual(pair);
    expect(await kept()).toBeNull();
  });
});
