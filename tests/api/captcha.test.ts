// The login captcha (issue 9, item 7): after a few failures a login needs the image's characters
// and a solved proof of work, each good once, on any node. A script that reads the image (one
// solved 2,000 of 2,000 offline) gets nowhere without paying for the work on every try.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createChallenge } from 'altcha-lib/v1';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { clientPasswordHash, hashPassword, PASSWORD_HASH_COST, PRODUCTION_HASH_COST } from '../../server/src/services/auth/password';
import { POW, type PowChallenge } from '../../server/src/services/auth/captcha-pow';
import { THROTTLE } from '../../server/src/services/auth/throttle';
import type { Locale } from '../../src/core/contract/locales';
import { formatMessage, type MessageKey } from '../../src/core/contract/messages';
import type { ApiErrorBody, LoginResult, MallReply } from '../../src/core/contract/types';
import { describeBackends } from './support/backends';
import { form, FORM, json, LOCALES_UNDER_TEST } from './support/client';
import { altchaPayload, fetchChallenge, solveChallenge, solvedAltcha } from './support/pow';

type LoginReply = MallReply<LoginResult | { captchaRequired: true } | null> & { field?: string };

describeBackends('login captcha: proof of work', (api) => {
  const H = clientPasswordHash;
  const PASSWORD = 'Ventas#2026';
  let serial = 0;
  const storedHashes = new Map<number, Promise<string>>();
  const newIp = () => `10.68.${Math.floor(++serial / 250)}.${serial % 250}`;
  const now = () => Math.floor((Date.now() + clockOffset) / 1000);
  let clockOffset = 0;
  const advance = (ms: number) => {
    clockOffset += ms;
    api.advance(ms);
  };

  /** one scrypt per hash cost for the whole block: members share the stored hash of one password */
  async function newMember(cost = PASSWORD_HASH_COST): Promise<{ username: string; uuid: string; ip: string }> {
    const storedHash = storedHashes.get(cost) ?? hashPassword(H(PASSWORD), cost);
    storedHashes.set(cost, storedHash);
    const username = `pow${process.pid % 1000}x${++serial}`;
    await api.db.query(
      `insert into member (id, username, password_hash, mobile, created_at) values (nextval('member_id_seq'), $1, $2, null, 0)`,
      [username, await storedHash],
    );
    return { username, uuid: `pow-device-${serial}`, ip: newIp() };
  }

  type Member = Awaited<ReturnType<typeof newMember>>;
  const login = (member: Member, password: string, fields: { captcha?: string; altcha?: string } = {}, lang: Locale = 'en_US') =>
    api
      .inject({
        method: 'POST',
        url: `/api/mallpcapi/login/login?lang=${lang}`,
        headers: { ...FORM, uuid: member.uuid },
        payload: form({ username: member.username, password: H(password), ...fields }),
        remoteAddress: member.ip,
      })
      .then((response) => json<LoginReply>(response));

  /** Wrong passwords until the throttle asks for a captcha, as a guessing script would meet it. */
  async function trippedMember(cost?: number): Promise<Member> {
    const member = await newMember(cost);
    for (let i = 0; i < THROTTLE.captchaAfterAccount; i++) expect((await login(member, 'wrong-pass')).code).toBe(401);
    expect(await login(member, PASSWORD)).toMatchObject({ success: false, code: 428, result: { captchaRequired: true } });
    return member;
  }

  /** The characters of a fresh image for the member's device (a person reads them; tests read the row). */
  async function imageCode(member: Member): Promise<string> {
    expect((await api.inject({ method: 'GET', url: `/api/base/captchas/${member.uuid}/LOGIN?t=${Date.now()}` })).statusCode).toBe(200);
    const { rows } = await api.db.query<{ code: string }>(`select code from captcha where uuid = $1 and scene = 'LOGIN'`, [member.uuid]);
    return rows[0]?.code ?? '';
  }

  const refusal = (key: MessageKey, lang: Locale) => ({
    success: false,
    code: 400,
    field: POW.field,
    message: formatMessage(key, lang, { field: POW.field }),
  });
  const solvedCount = async () => Number((await api.db.query<{ n: number }>('select count(*)::int as n from captcha_solution')).rows[0]?.n);

  it('issues a signed challenge per scene that expires with the captcha, stores nothing, and refuses an unknown scene', async () => {
    const before = await solvedCount();
    for (const scene of ['LOGIN', 'FIND_PWD', 'login']) {
      const response = await api.inject({ method: 'GET', url: `/api/base/altcha/${scene}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const challenge = response.json<PowChallenge>();
      expect(challenge).toMatchObject({
        algorithm: 'SHA-256',
        maxnumber: POW.maxNumber,
        challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
        signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      const params = new URLSearchParams(challenge.salt.split('?')[1]);
      expect(params.get('scene')).toBe(scene.toUpperCase());
      expect(Number(params.get('expires')) - now()).toBeGreaterThanOrEqual(POW.ttlSeconds - 2);
      expect(Number(params.get('expires')) - now()).toBeLessThanOrEqual(POW.ttlSeconds);
    }
    const unknown = await api.inject({ method: 'GET', url: '/api/base/altcha/REGISTER?lang=en_US' });
    expect(unknown.statusCode).toBe(400);
    expect(json<ApiErrorBody>(unknown)).toEqual({ code: '004', message: 'The field scene must be one of: LOGIN, FIND_PWD' });
    expect(await solvedCount()).toBe(before);
  });

  /** Each case gives the `altcha` (and maybe `captcha`) a script might send, and the refusal it gets. */
  const refusedCases: [string, (member: Member) => Promise<{ captcha?: string; altcha?: string }>, MessageKey][] = [
    ['without a solution, the image read right', async (member) => ({ captcha: await imageCode(member) }), 'accountsAltchaRequired'],
    [
      'with a number that does not solve it',
      async () => ({ altcha: altchaPayload(await fetchChallenge(api), 0) }),
      'accountsAltchaInvalid',
    ],
    ['with something that is not a payload', async () => ({ altcha: 'bm90IGpzb24=' }), 'accountsAltchaInvalid'],
    [
      'with the number that solves a different challenge',
      async () => {
        const [solved, other] = [await fetchChallenge(api), await fetchChallenge(api)];
        return { altcha: altchaPayload(other, solveChallenge(solved)) };
      },
      'accountsAltchaInvalid',
    ],
    [
      'with a challenge it signed itself (another key, a known number)',
      async () => {
        const forged = await createChallenge({
          hmacKey: 'a-key-the-server-does-not-have-0123456789',
          number: 1,
          params: { scene: 'LOGIN' },
        });
        return { altcha: altchaPayload(forged, 1) };
      },
      'accountsAltchaInvalid',
    ],
    ['solved for password recovery, not for login', async () => ({ altcha: await solvedAltcha(api, 'FIND_PWD') }), 'accountsAltchaInvalid'],
    [
      'solved, but expired',
      async () => {
        const altcha = await solvedAltcha(api);
        advance((POW.ttlSeconds + 1) * 1000);
        return { altcha };
      },
      'accountsAltchaExpired',
    ],
    [
      'solved, but already used once (with a wrong image)',
      async (member) => {
        const altcha = await solvedAltcha(api);
        expect(await login(member, PASSWORD, { altcha, captcha: 'ZZZZ' })).toMatchObject({ success: false, code: 428 });
        return { altcha, captcha: await imageCode(member) };
      },
      'accountsAltchaUsed',
    ],
  ];

  it('a captcha-required login is refused with a 400 naming altcha in the caller’s language unless solved, and a correct one passes', async () => {
    const member = await trippedMember();
    for (const [i, [name, make, key]] of refusedCases.entries()) {
      const lang = LOCALES_UNDER_TEST[i % LOCALES_UNDER_TEST.length] ?? 'es_MX';
      const fields = await make(member);
      expect(await login(member, PASSWORD, fields, lang), name).toEqual({ ...refusal(key, lang), result: null });
    }
    // Without anything, the client is told to show the captcha (and starts the work).
    expect(await login(member, PASSWORD)).toMatchObject({ success: false, code: 428, result: { captchaRequired: true } });
    // A solved challenge with the wrong image is spent all the same: the image is still checked.
    expect(await login(member, PASSWORD, { altcha: await solvedAltcha(api), captcha: 'ZZZZ' })).toMatchObject({
      success: false,
      code: 428,
    });
    const ok = await login(member, PASSWORD, { altcha: await solvedAltcha(api), captcha: await imageCode(member) });
    expect(ok).toMatchObject({ success: true, result: { userInfo: { userName: member.username } } });
  });

  it('a solution is accepted once however many requests race with it', async () => {
    // At production's hash cost, not the suite's cheap one: the racing logins must still be
    // checking the password when the others arrive, as in production; a 2 ms check lets the first
    // succeed, and clear the failures that ask for a captcha, before the rest have started.
    const member = await trippedMember(PRODUCTION_HASH_COST);
    const altcha = await solvedAltcha(api);
    const captcha = await imageCode(member);
    const challenge = (JSON.parse(Buffer.from(altcha, 'base64').toString()) as { challenge: string }).challenge;
    // as many as the throttle lets through at once before it would lock the account
    const racers = THROTTLE.lockAfterAccount - THROTTLE.captchaAfterAccount - 1;
    expect(racers).toBeGreaterThanOrEqual(4);
    const replies = await Promise.all(Array.from({ length: racers }, () => login(member, PASSWORD, { altcha, captcha })));
    expect(replies.filter((reply) => reply.success)).toHaveLength(1);
    expect(replies.filter((reply) => !reply.success)).toEqual(
      Array.from({ length: racers - 1 }, () => ({ ...refusal('accountsAltchaUsed', 'en_US'), result: null })),
    );
    const { rows } = await api.db.query('select 1 from captcha_solution where challenge = $1', [challenge]);
    expect(rows).toHaveLength(1);
  });

  // Two servers on one database, as behind a load balancer: they sign with one key and see one
  // list of used solutions. A third with its own CAPTCHA_HMAC_KEY signs challenges the others refuse.
  const nodes: { app: FastifyInstance; dir: string }[] = [];
  const startNode = async (hmacKey?: string) => {
    const saved = process.env.CAPTCHA_HMAC_KEY;
    if (hmacKey === undefined) delete process.env.CAPTCHA_HMAC_KEY;
    else process.env.CAPTCHA_HMAC_KEY = hmacKey;
    try {
      const dir = await mkdtemp(join(tmpdir(), 'vitrina-pow-node-'));
      nodes.push({ app: await createApp({ db: api.db, uploadsDir: dir, clock: () => Date.now() + clockOffset }), dir });
      return nodes.at(-1)?.app as FastifyInstance;
    } finally {
      if (saved === undefined) delete process.env.CAPTCHA_HMAC_KEY;
      else process.env.CAPTCHA_HMAC_KEY = saved;
    }
  };
  afterAll(async () => {
    for (const node of nodes) {
      await node.app.close();
      await rm(node.dir, { recursive: true, force: true });
    }
  });

  it('every node accepts a challenge another issued, and none accepts it twice; CAPTCHA_HMAC_KEY replaces the stored key', async () => {
    const other = await startNode();
    const member = await trippedMember();
    const toOther = (fields: { captcha?: string; altcha?: string }) =>
      other
        .inject({
          method: 'POST',
          url: '/api/mallpcapi/login/login?lang=en_US',
          headers: { ...FORM, uuid: member.uuid },
          payload: form({ username: member.username, password: H(PASSWORD), ...fields }),
          remoteAddress: member.ip,
        })
        .then((response) => json<LoginReply>(response));

    // issued here, redeemed there (the image is wrong, so the member stays captcha-bound) …
    const altcha = await solvedAltcha(api);
    expect(await toOther({ altcha, captcha: 'ZZZZ' })).toMatchObject({ success: false, code: 428 });
    // … and refused here afterwards
    expect(await login(member, PASSWORD, { altcha, captcha: await imageCode(member) })).toEqual({
      ...refusal('accountsAltchaUsed', 'en_US'),
      result: null,
    });

    const configured = await startNode('k'.repeat(POW.keyMinLength));
    const signedElsewhere = await fetchChallenge(configured);
    expect(
      await login(member, PASSWORD, {
        altcha: altchaPayload(signedElsewhere, solveChallenge(signedElsewhere)),
        captcha: await imageCode(member),
      }),
    ).toEqual({
      ...refusal('accountsAltchaInvalid', 'en_US'),
      result: null,
    });
    await expect(startNode('too-short')).rejects.toThrow(/CAPTCHA_HMAC_KEY must have at least 32 characters/);

    expect(await toOther({ altcha: await solvedAltcha(other), captcha: await imageCode(member) })).toMatchObject({ success: true });
  });
});
