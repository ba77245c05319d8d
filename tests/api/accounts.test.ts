import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { createApp } from '../../server/src/app';
import type { ApiErrorBody, LoginResult, MallReply, TokenPair, UserInfo } from '../../src/core/contract/types';
import type {
  AccountSecurity,
  BalanceInformation,
  FindPwdAccount,
  MemberStatistics,
  SendCodeResult,
} from '../../src/core/contract/types-accounts';
import { clientPasswordHash } from '../../server/src/services/auth/password';
import { ROTATION_OVERLAP_SECONDS, TOKEN_TTL_SECONDS } from '../../server/src/services/auth/sessions';
import { THROTTLE } from '../../server/src/services/auth/throttle';
import { createSmsCodes, SMS_RULES, SMS_SCENES } from '../../server/src/services/sms/sms-codes';
import { smsTransportFromEnv } from '../../server/src/services/sms/sms-config';
import { createConsoleSmsTransport, lastDevSms } from '../../server/src/services/sms/sms-transport';
import { CHAT_TICKET_TTL_SECONDS, chatProviderUrl } from '../../server/src/services/chat/chat-sso';
import type { ChatConversation, ChatMessages, ChatSsoUrl } from '../../src/core/contract/types-chat';
import { describeBackends } from './support/backends';
import { newBuyer, newBuyers } from './support/buyers';
import { form, FORM, json, login } from './support/client';
import { solvedAltcha } from './support/pow';

const H = clientPasswordHash;

describeBackends('accounts', (api) => {
  let ipSeq = 0;
  /** every test its own network, so per-IP limits of one test never leak into another */
  const newIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
  let mobileSeq = 0;
  const newMobile = () => `71${String(Date.now() % 1e4).padStart(4, '0')}${String(++mobileSeq).padStart(4, '0')}`;

  const post = (url: string, values: Record<string, string>, opts: { token?: string; ip?: string; lang?: string; uuid?: string } = {}) =>
    api.inject({
      method: 'POST',
      url: `/api${url}?lang=${opts.lang ?? 'en_US'}`,
      headers: { ...FORM, uuid: opts.uuid ?? 'test-device', ...(opts.token ? { authorization: opts.token } : {}) },
      payload: form(values),
      // each call its own network unless the test names one, so per-IP limits never leak between calls
      remoteAddress: opts.ip ?? newIp(),
    });
  const mall = async <T>(url: string, values: Record<string, string>, opts: Parameters<typeof post>[2] = {}) =>
    json<MallReply<T>>(await post(url, values, opts));
  const get = (url: string, token?: string) =>
    api.inject({
      method: 'GET',
      url: `/api${url}${url.includes('?') ? '&' : '?'}lang=en_US`,
      headers: { uuid: 'test-device', ...(token ? { authorization: token } : {}) },
    });
  const memberInfo = async (token: string) => json<MallReply<UserInfo | null>>(await get('/mallpcapi/member/getMemberInfo', token));
  const memberCount = async () => (await api.db.query<{ n: number }>('select count(*)::int as n from member')).rows[0]?.n;
  const sendCode = (mobile: string, scene: string, ip = newIp()) =>
    mall<SendCodeResult>('/mallpcapi/login/sendCode', { mobile, scene }, { ip });
  const codeFor = (mobile: string) => {
    const code = lastDevSms(mobile)?.code;
    if (!code) throw new Error(`no SMS for ${mobile}`);
    return code;
  };
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  async function register(username: string, password: string, mobile = newMobile()) {
    expect(await sendCode(mobile, 'REGISTER')).toMatchObject({ success: true });
    const reply = await mall<LoginResult>('/mallpcapi/member/register', {
      username,
      password: H(password),
      mobile,
      smsCode: codeFor(mobile),
      agreement: '1',
    });
    expect(reply).toMatchObject({ success: true });
    return { token: reply.result.token, mobile, user: reply.result.userInfo };
  }

  // --- SMS codes -------------------------------------------------------------------------------

  it.each([
    ['5512345', false],
    ['551234567', false],
    ['5512345679', true],
    ['55123456789', false],
    ['0512345678', false],
    ['55-1234567', false],
    ['', false],
  ])('checks the phone format of sendCode: %j → %s', async (mobile, ok) => {
    const before = (await api.db.query<{ n: number }>('select count(*)::int as n from sms_code')).rows[0]?.n;
    const reply = await sendCode(mobile, 'REGISTER');
    if (ok) {
      expect(reply).toMatchObject({ success: true, result: { minutes: 10, resendAfter: 60 } });
      expect(codeFor(mobile)).toMatch(/^\d{6}$/);
    } else {
      expect(reply).toMatchObject({ success: false, code: 400 });
      expect(reply.message).toContain('mobile');
      const after = (await api.db.query<{ n: number }>('select count(*)::int as n from sms_code')).rows[0]?.n;
      expect(after).toBe(before);
    }
  });

  it('refuses to send a login code to an unknown number and a register code to a taken one', async () => {
    expect(await sendCode(newMobile(), 'LOGIN')).toMatchObject({
      success: false,
      code: 400,
      message: 'There is no account with this phone number (mobile)',
    });
    expect(await sendCode('5512345678', 'REGISTER')).toMatchObject({
      success: false,
      code: 400,
      message: 'This phone number is already registered (mobile)',
    });
  });

  // Issue 9 changed the per-phone rule: a number nobody owns (or asked from a device its owner never
  // logged in on) gets SMS_RULES.perPhoneOthersPerHour codes an hour, not 10 a day, so a stranger's
  // burst blocks only for the rest of the hour; the owner's own devices have the daily budget.
  it('waits 60 s between codes to one number and limits codes per phone and per IP', async () => {
    // "in 55 minutes" is read at 58 + 5 × 60 s exactly: two seconds of a loaded machine made it 54
    const thaw = api.freeze();
    onTestFinished(thaw);
    const mobile = newMobile();
    const ip = newIp();
    expect((await sendCode(mobile, 'REGISTER', ip)).success).toBe(true);
    const again = await sendCode(mobile, 'REGISTER', ip);
    expect(again).toMatchObject({ success: false, code: 400 });
    expect(again.message).toMatch(/^Wait (60|59) s before requesting another code$/);
    api.advance((SMS_RULES.resendSeconds - 2) * 1000);
    expect((await sendCode(mobile, 'REGISTER', ip)).success).toBe(false);
    for (let i = 1; i < SMS_RULES.perPhoneOthersPerHour; i++) {
      api.advance(SMS_RULES.resendSeconds * 1000);
      expect((await sendCode(mobile, 'REGISTER', ip)).success).toBe(true);
    }
    api.advance(SMS_RULES.resendSeconds * 1000);
    // the first code was sent 58 + 5 × 60 s ago: its slot frees in 55 minutes
    expect(await sendCode(mobile, 'REGISTER', ip)).toMatchObject({
      success: false,
      message: 'Too many codes were requested for this number; try again in 55 minutes',
    });
    api.advance((3600 - 358) * 1000);
    expect((await sendCode(mobile, 'REGISTER', ip)).success).toBe(true);

    const busyIp = newIp();
    for (let i = 0; i < SMS_RULES.perIpPerHour; i++) expect((await sendCode(newMobile(), 'REGISTER', busyIp)).success).toBe(true);
    expect(await sendCode(newMobile(), 'REGISTER', busyIp)).toMatchObject({
      success: false,
      message: 'Too many code requests from your network; try again in an hour',
    });
    api.advance(3601 * 1000);
    expect((await sendCode(newMobile(), 'REGISTER', busyIp)).success).toBe(true);
  });

  // --- registration ------------------------------------------------------------------------------

  it.each([
    ['abc', 'username', 'The field username must have 4 to 20 characters'],
    ['abcd', null, null],
    ['a'.repeat(20), null, null],
    ['a'.repeat(21), 'username', 'The field username must have 4 to 20 characters'],
    ['张三李四', null, null],
    ['ab cd', 'username', "The field username allows only Chinese characters, letters, digits, '-' and '_', and cannot be all digits"],
    ['12345678', 'username', "The field username allows only Chinese characters, letters, digits, '-' and '_', and cannot be all digits"],
    ['<script>', 'username', "The field username allows only Chinese characters, letters, digits, '-' and '_', and cannot be all digits"],
  ])('registers username %j only by the rules', async (base, field, message) => {
    const username = field ? base : `${base.slice(0, Math.max(4, [...base].length - 3))}${mobileSeq % 100}`.slice(0, 20);
    const mobile = newMobile();
    await sendCode(mobile, 'REGISTER');
    const before = await memberCount();
    const reply = await mall<LoginResult>('/mallpcapi/member/register', {
      username,
      password: H('Ventas#2026'),
      mobile,
      smsCode: codeFor(mobile),
      agreement: '1',
    });
    if (field) {
      expect(reply).toMatchObject({ success: false, code: 400, message });
      expect(await memberCount()).toBe(before);
    } else {
      expect(reply).toMatchObject({ success: true, result: { userInfo: { userName: username, mobile } } });
      expect((await memberInfo(reply.result.token)).result?.userName).toBe(username);
    }
  });

  it.each([
    [{ password: 'Ventas#2026' }, 'password', 'The field password must be the lowercase hex SHA-256 of the password (64 characters)'],
    [{ password: H('123456') }, 'password', 'This password is too common; choose another one (password)'],
    [{ password: H('password') }, 'password', 'This password is too common; choose another one (password)'],
    [{ mobile: '123' }, 'mobile', 'Invalid phone number format (mobile: 10 digits)'],
    [{ smsCode: '12345' }, 'smsCode', 'The field smsCode must be the 6-digit code received by SMS'],
    [{ smsCode: '000000' }, null, 'The SMS code is wrong or has expired (smsCode)'],
    [{ agreement: '0' }, 'agreement', 'You must accept the terms of service and the privacy policy (agreement)'],
    [{ username: 'demo' }, null, 'This username is already taken (username)'],
  ] as [Record<string, string>, string | null, string][])(
    'refuses to register with %j, writing nothing',
    async (override, _field, message) => {
      const mobile = newMobile();
      await sendCode(mobile, 'REGISTER');
      const code = codeFor(mobile);
      const before = await memberCount();
      const values = { username: `user${mobileSeq}x`, password: H('Ventas#2026'), mobile, smsCode: code, agreement: '1', ...override };
      if (override.smsCode === '000000' && code === '000000') values.smsCode = '000001';
      const reply = await mall<null>('/mallpcapi/member/register', values);
      expect(reply).toMatchObject({ success: false, code: 400, message, result: null });
      expect(await memberCount()).toBe(before);
      const es = await mall<null>('/mallpcapi/member/register', values, { lang: 'es_MX' });
      expect(es.message).not.toBe(message);
    },
  );

  it('registers by email, then binds a phone by SMS (binder)', async () => {
    const email = `buyer${mobileSeq}@example.mx`;
    const reply = await mall<LoginResult>('/mallpcapi/member/registerByEmail', {
      username: `mail${++mobileSeq}user`,
      password: H('Ventas#2026'),
      email,
      agreement: '1',
    });
    expect(reply).toMatchObject({ success: true, result: { userInfo: { email, mobile: '' } } });
    const again = await mall<null>('/mallpcapi/member/registerByEmail', {
      username: `mail${++mobileSeq}user`,
      password: H('Ventas#2026'),
      email: email.toUpperCase(),
      agreement: '1',
    });
    expect(again).toMatchObject({ success: false, message: 'This email address is already registered (email)' });
    expect(
      await mall<null>('/mallpcapi/member/registerByEmail', {
        username: `mail${++mobileSeq}u`,
        password: H('Ventas#2026'),
        email: 'not-an-email',
        agreement: '1',
      }),
    ).toMatchObject({
      success: false,
      message: 'The field email must be a valid email address',
    });

    const token = reply.result.token;
    const mobile = newMobile();
    await sendCode(mobile, 'BIND');
    expect(await mall<UserInfo>('/mallpcapi/member/bindMobile', { mobile, smsCode: wrongCode(codeFor(mobile)) }, { token })).toMatchObject({
      success: false,
    });
    expect(await mall<UserInfo>('/mallpcapi/member/bindMobile', { mobile, smsCode: codeFor(mobile) }, { token })).toMatchObject({
      success: true,
      result: { mobile },
    });
    expect(await mall<UserInfo>('/mallpcapi/member/bindMobile', { mobile: newMobile(), smsCode: '123456' }, { token })).toMatchObject({
      success: false,
      code: 409,
      field: 'mobile',
      message: 'Your account already has a phone number bound',
    });
  });

  // --- SMS login ---------------------------------------------------------------------------------

  it('logs in by phone and SMS code: single use, at most 5 wrong tries, 10 minutes', async () => {
    const { mobile } = await register(`sms${++mobileSeq}log`, 'Ventas#2026');
    const smsLogin = (smsCode: string) => mall<LoginResult>('/mallpcapi/login/login', { mobile, smsCode });

    api.advance(SMS_RULES.resendSeconds * 1000);
    await sendCode(mobile, 'LOGIN');
    const code = codeFor(mobile);
    const ok = await smsLogin(code);
    expect(ok).toMatchObject({ success: true, result: { userInfo: { mobile } } });
    expect(await smsLogin(code)).toMatchObject({ success: false, code: 400, message: 'The SMS code is wrong or has expired (smsCode)' });

    api.advance(SMS_RULES.resendSeconds * 1000);
    await sendCode(mobile, 'LOGIN');
    const second = codeFor(mobile);
    for (let i = 0; i < SMS_RULES.maxTries; i++) expect((await smsLogin(wrongCode(second))).success).toBe(false);
    expect(await smsLogin(second)).toMatchObject({ success: false, message: 'The SMS code is wrong or has expired (smsCode)' });

    api.advance(SMS_RULES.resendSeconds * 1000);
    await sendCode(mobile, 'LOGIN');
    const third = codeFor(mobile);
    api.advance(SMS_RULES.ttlSeconds * 1000 + 1000);
    expect((await smsLogin(third)).success).toBe(false);
    api.advance(SMS_RULES.resendSeconds * 1000);
    await sendCode(mobile, 'LOGIN');
    api.advance((SMS_RULES.ttlSeconds - 5) * 1000);
    expect((await smsLogin(codeFor(mobile))).success).toBe(true);
  });

  // --- throttling and captcha ----------------------------------------------------------------

  it('asks for a captcha after repeated failures, locks for a while, never for good', async () => {
    const { user } = await register(`thr${++mobileSeq}ott`, 'Ventas#2026');
    const ip = newIp();
    const uuid = `captcha-device-${mobileSeq}`;
    // with the image's characters goes the solved proof of work, as the login form sends them
    const attempt = async (password: string, captcha?: string) =>
      mall<LoginResult | { captchaRequired: true }>(
        '/mallpcapi/login/login',
        { username: user.userName, password: H(password), ...(captcha ? { captcha, altcha: await solvedAltcha(api) } : {}) },
        { ip, uuid },
      );
    for (let i = 0; i < THROTTLE.captchaAfterAccount; i++) expect(await attempt('wrong-pass')).toMatchObject({ success: false, code: 401 });
    expect(await attempt('Ventas#2026')).toMatchObject({ success: false, code: 428, result: { captchaRequired: true } });

    const image = await get(`/base/captchas/${uuid}/LOGIN?t=1`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<path');
    expect(image.body).not.toContain('<text');
    const code = (await api.db.query<{ code: string }>('select code from captcha where uuid = $1', [uuid])).rows[0]?.code ?? '';
    expect(code).toMatch(/^[A-Z0-9]{4}$/);
    expect(await attempt('Ventas#2026', 'ZZZZ')).toMatchObject({
      success: false,
      code: 428,
      message: 'The characters from the image do not match; try the new image (captcha)',
    });
    // a used image is dead even with the right answer
    expect((await attempt('Ventas#2026', code)).code).toBe(428);

    for (let i = THROTTLE.captchaAfterAccount; i < THROTTLE.lockAfterAccount; i++) {
      await get(`/base/captchas/${uuid}/LOGIN`);
      const c = (await api.db.query<{ code: string }>('select code from captcha where uuid = $1', [uuid])).rows[0]?.code ?? '';
      expect(await attempt('wrong-pass', c.toLowerCase())).toMatchObject({ code: 401 });
    }
    // issue 9: an existing account's lock is short (was the 15-minute window)
    expect(await attempt('Ventas#2026')).toMatchObject({
      success: false,
      code: 400,
      message: `Too many failed attempts. Try again in ${THROTTLE.memberLockSeconds / 60} minutes`,
    });
    api.advance((THROTTLE.windowSeconds + 1) * 1000);
    expect(await attempt('Ventas#2026')).toMatchObject({ success: true });
  });

  // --- sessions --------------------------------------------------------------------------------

  it('rotation: a racing second use inside the overlap is served, the family dies at 30 days however often refreshed', async () => {
    const token = await login(api, 'comprador', 'comprador1');
    const refresh = async (refreshToken: string) =>
      api.inject({
        method: 'POST',
        url: '/api/passport/token',
        headers: { ...FORM, uuid: 'test-device' },
        payload: form({ refresh_token: refreshToken }),
      });
    const first = json<TokenPair>(await refresh(token));
    const racing = await refresh(token);
    expect(racing.statusCode).toBe(200);
    expect((await memberInfo(json<TokenPair>(racing).accessToken)).success).toBe(true);

    let pair = first;
    for (let day = 0; day < 3; day++) {
      api.advance(10 * 24 * 3600 * 1000);
      const next = await refresh(pair.refreshToken);
      if (day < 2) {
        expect(next.statusCode).toBe(200);
        pair = json<TokenPair>(next);
      } else {
        expect(next.statusCode).toBe(401);
      }
    }
    expect((await memberInfo(pair.accessToken)).success).toBe(false);
    expect(TOKEN_TTL_SECONDS).toBe(30 * 24 * 3600);
    expect(ROTATION_OVERLAP_SECONDS).toBeLessThanOrEqual(60);
  });

  it('changing the password ends the other sessions and needs the current password', async () => {
    const { token, user } = await register(`chg${++mobileSeq}pwd`, 'Ventas#2026');
    const other = json<MallReply<LoginResult>>(
      await api.inject({
        method: 'POST',
        url: '/api/mallpcapi/login/login',
        headers: { ...FORM, uuid: 'other' },
        payload: form({ username: user.userName, password: H('Ventas#2026') }),
      }),
    ).result.token;
    const change = (oldPassword: string, password: string) =>
      mall<null>('/mallpcapi/member/updatePassword', { oldPassword: H(oldPassword), password: H(password) }, { token });
    expect(await change('nope-nope', 'Compras#77')).toMatchObject({
      success: false,
      message: 'The current password is incorrect (oldPassword)',
    });
    expect(await change('Ventas#2026', 'qwerty')).toMatchObject({
      success: false,
      message: 'This password is too common; choose another one (password)',
    });
    expect((await memberInfo(other)).success).toBe(true);
    expect(await change('Ventas#2026', 'Compras#77')).toMatchObject({
      success: true,
      message: 'Password changed successfully, please log in again',
    });
    expect((await memberInfo(other)).success).toBe(false);
    expect((await memberInfo(token)).success).toBe(true);
    expect((await get('/mallpcapi/login/logout', token)).statusCode).toBe(200);
    expect((await memberInfo(token)).success).toBe(false);
    expect(await login(api, user.userName, 'Compras#77')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('recovers a password: account → masked mobile → code → valid → new password, ending all sessions', async () => {
    const { token, mobile, user } = await register(`rec${++mobileSeq}ovr`, 'Ventas#2026');
    const uuid = `recovery-${mobileSeq}-device`;
    const unknown = await get(`/buyer/passport/find-pwd?account=nobody-here&uuid=${uuid}`);
    expect(unknown.statusCode).toBe(404);
    expect(json<ApiErrorBody>(unknown).message).toBe('We could not find that account (account)');
    const found = await get(`/buyer/passport/find-pwd?account=${user.userName}&uuid=${uuid}`);
    // the flow id is issued by the server (issue 9): the later steps take it, not the device's uuid
    expect(json<FindPwdAccount>(found)).toEqual({
      mobile: `${mobile.slice(0, 3)}***${mobile.slice(-4)}`,
      uname: expect.stringMatching(/^r\*+r$/),
      uuid: expect.stringMatching(/^[\w-]{43}$/),
    });

    // probing unknown accounts is throttled per IP, for a while only
    const probe = (account: string) =>
      api.inject({
        method: 'GET',
        url: `/api/buyer/passport/find-pwd?lang=en_US&account=${account}&uuid=${uuid}`,
        remoteAddress: '10.7.7.7',
      });
    for (let i = 0; i < THROTTLE.lockAfterAccount; i++) expect((await probe(`nobody${i}`)).statusCode).toBe(404);
    const locked = await probe(user.userName);
    expect(locked.statusCode).toBe(400);
    expect(json<ApiErrorBody>(locked).message).toBe('Too many failed attempts. Try again in 15 minutes');
    api.advance((THROTTLE.windowSeconds + 1) * 1000);
    // the first flow has expired meanwhile: this lookup opens another
    const reopened = await probe(user.userName);
    expect(reopened.statusCode).toBe(200);
    const flow = json<FindPwdAccount>(reopened).uuid;
    expect(flow).not.toBe(json<FindPwdAccount>(found).uuid);

    const update = (password: string, id = flow) =>
      api.inject({
        method: 'PUT',
        url: '/api/buyer/passport/find-pwd/update-password?lang=en_US',
        headers: FORM,
        payload: form({ uuid: id, password: H(password) }),
      });
    expect((await update('Nueva#2026')).statusCode).toBe(400); // not verified yet

    api.advance(SMS_RULES.resendSeconds * 1000);
    // the code is asked and checked from the same device (the member's own: codes are matched per budget)
    const send = await api.inject({
      method: 'POST',
      url: '/api/buyer/passport/find-pwd/send',
      headers: { ...FORM, uuid: 'test-device' },
      payload: form({ uuid: flow }),
      remoteAddress: newIp(),
    });
    expect(send.statusCode).toBe(200);
    expect(send.body).toBe('10');
    const code = codeFor(mobile);
    expect((await get(`/buyer/passport/find-pwd/valid?uuid=${flow}&sms_code=${wrongCode(code)}`)).statusCode).toBe(400);
    expect((await get(`/buyer/passport/find-pwd/valid?uuid=${flow}&sms_code=abc`)).statusCode).toBe(400);
    // the device's uuid is not a flow
    expect((await get(`/buyer/passport/find-pwd/valid?uuid=${uuid}&sms_code=${code}`)).statusCode).toBe(400);
    expect((await get(`/buyer/passport/find-pwd/valid?uuid=${flow}&sms_code=${code}`)).statusCode).toBe(200);
    expect((await update('Nueva#2026', uuid)).statusCode).toBe(400);
    expect((await update('12345678')).statusCode).toBe(400);
    expect((await update('Nueva#2026')).statusCode).toBe(200);
    expect((await update('Nueva#2027')).statusCode).toBe(400); // the flow is used up
    expect((await memberInfo(token)).success).toBe(false);
    expect(await login(api, user.userName, 'Nueva#2026')).toBeTruthy();
  });

  // --- profile, security, balance ----------------------------------------------------------------

  let compradorToken: string | undefined;
  it.each([
    ['a', false],
    ['ab', true],
    ['张三', true],
    ['a'.repeat(20), true],
    ['a'.repeat(21), false],
    ['name with space', false],
    ['nombre-de_prueba', true],
    ['ñandú', false],
  ])('saves the profile name %j only by the rules, as the display name', async (name, ok) => {
    compradorToken ??= await login(api, 'comprador', 'comprador1');
    const token = compradorToken;
    const reply = await mall<UserInfo>(
      '/mallpcapi/member/saveUserInfo',
      { nickname: name, email: 'comprador@vitrina.example', sex: '1', birthday: '725846400', language: '0' },
      { token },
    );
    // the login name never changes with the profile: still 4–20 characters, still logs in
    if (ok)
      expect(reply).toMatchObject({
        success: true,
        result: { nickname: name, userName: 'comprador', sex: 1, birthday: 725_846_400, language: 0 },
      });
    else
      expect(reply).toMatchObject({
        success: false,
        code: 400,
        field: 'nickname',
        message: "The field nickname must have 2 to 20 characters: Chinese characters, letters, digits, '-' and '_'",
      });
    expect(await login(api, 'comprador', 'comprador1')).toBeTruthy();
  });

  it('refuses a bad email, a future birthday, a foreign avatar path; uploads JPG/PNG only', async () => {
    const token = await login(api);
    const save = (values: Record<string, string>) =>
      mall<UserInfo>('/mallpcapi/member/saveUserInfo', { nickname: 'demo', ...values }, { token });
    expect((await save({ email: 'x@' })).message).toBe('The field email must be a valid email address');
    expect((await save({ birthday: String(Math.floor(Date.now() / 1000) + 86_400 * 400) })).message).toBe(
      'The field birthday must be a past date in Unix seconds',
    );
    expect((await save({ headImg: '/uploads/avatars/2-aaaaaaaaaaaaaaaa.png' })).message).toBe(
      'The field headImg must be a JPG, JPEG or PNG avatar you uploaded',
    );

    const upload = (name: string, bytes: Buffer) => {
      const boundary = 'vitrinaboundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return api.inject({
        method: 'POST',
        url: '/api/mallpcapi/upload/file?lang=en_US',
        headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    };
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2d8a7b30000000049454e44ae426082',
      'hex',
    );
    expect(json<MallReply<null>>(await upload('face.gif', Buffer.from('GIF89a')))).toMatchObject({
      success: false,
      message: 'The avatar can only be JPG, JPEG or PNG (file)',
    });
    expect(json<MallReply<null>>(await upload('face.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toMatchObject({
      success: false,
    });
    const ok = json<MallReply<string>>(await upload('face.png', png));
    expect(ok).toMatchObject({ success: true, result: expect.stringMatching(/^\/uploads\/avatars\/1-[\w-]+\.png$/) });
    expect((await api.inject({ method: 'GET', url: ok.result })).statusCode).toBe(200);
    const saved = await save({ headImg: ok.result });
    expect(saved.success).toBe(true);
    expect(saved.result.headImg).toContain(ok.result);
    const anonymous = await api.inject({
      method: 'POST',
      url: '/api/mallpcapi/upload/file',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--',
    });
    expect(json<MallReply<null>>(anonymous)).toMatchObject({ success: false, code: 502 });
  });

  it('shows balance, ledger and account security; sets a payment password; binds email', async () => {
    const token = await login(api);
    const balance = json<MallReply<BalanceInformation>>(
      await get('/mallpcapi/memberWallet/getBalanceInformation?pageNo=1&pageSize=5', token),
    );
    // the seed's ledger: two top-ups, the payment of each of demo's four paid orders, a withdrawal (seed-world.test.ts adds it up)
    const { rows: held } = await api.db.query<{ balance_cents: number }>('select balance_cents::int from member where id = 1');
    const left = (held[0]?.balance_cents ?? 0) / 100;
    expect(balance.result).toMatchObject({ balance: left, total: 7, pageNo: 1, pageSize: 5 });
    expect(balance.result.list).toHaveLength(5);
    expect(balance.result.list[0]).toMatchObject({ amount: -1000, balance: left, kind: 'WITHDRAW', remark: 'Withdrawal to BBVA ****1234' });
    expect(json<MallReply<null>>(await get('/mallpcapi/memberWallet/getBalanceInformation?pageSize=101', token)).success).toBe(false);

    const security = () => get('/mallpcapi/member/getAccountSecurity', token).then((r) => json<MallReply<AccountSecurity>>(r).result);
    expect(await security()).toMatchObject({ mobile: '551***5678', hasPaymentPassword: false });
    expect(
      await mall<null>('/mallpcapi/member/updatePayPassword', { loginPassword: H('wrong1'), password: H('Pago#2026') }, { token }),
    ).toMatchObject({ success: false });
    expect(
      await mall<null>('/mallpcapi/member/updatePayPassword', { loginPassword: H('demo1234'), password: H('Pago#2026') }, { token }),
    ).toMatchObject({ success: true });
    expect((await security()).hasPaymentPassword).toBe(true);
    expect(
      await mall<UserInfo>('/mallpcapi/member/bindEmail', { password: H('demo1234'), email: 'comprador@vitrina.example' }, { token }),
    ).toMatchObject({
      success: false,
      message: 'This email address is already registered (email)',
    });
    expect(
      await mall<UserInfo>('/mallpcapi/member/bindEmail', { password: H('demo1234'), email: 'Demo.Nuevo@Vitrina.example' }, { token }),
    ).toMatchObject({
      success: true,
      result: { email: 'demo.nuevo@vitrina.example' },
    });
    const stats = await get('/buyer/members/statistics', token);
    expect(Object.keys(stats.json<Record<string, number>>()).sort()).toEqual([
      'goods_collect_count',
      'order_count',
      'pending_comment_count',
      'shop_collect_count',
    ]);
    expect((await get('/buyer/members/statistics')).statusCode).toBe(403);
  });
});

describeBackends('accounts: SMS codes under parallel guesses', (api) => {
  let serial = 0;
  const newMobile = () => `73${String(process.pid % 1e4).padStart(4, '0')}${String(++serial).padStart(4, '0')}`;
  const smsLogin = (mobile: string, smsCode: string) =>
    api
      .inject({
        method: 'POST',
        url: '/api/mallpcapi/login/login?lang=en_US',
        headers: { ...FORM, uuid: 'guess-device' },
        payload: form({ mobile, smsCode }),
        remoteAddress: '10.30.0.1',
      })
      .then((response) => json<MallReply<LoginResult | null>>(response));

  it('30 concurrent wrong guesses: at most 5 are compared, the code dies, the right one is then refused', async () => {
    const guesses = 30;
    const buyer = await newBuyer(api);
    const mobile = newMobile();
    await api.db.query('update member set mobile = $2 where id = $1', [buyer.id, mobile]);
    const sent = await api.inject({
      method: 'POST',
      url: '/api/mallpcapi/login/sendCode',
      headers: FORM,
      payload: form({ mobile, scene: 'LOGIN' }),
      remoteAddress: '10.30.1.1',
    });
    expect(json<MallReply<unknown>>(sent).success).toBe(true);
    const code = lastDevSms(mobile)?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const wrong = Array.from({ length: guesses }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));

    const replies = await Promise.all(wrong.map((guess) => smsLogin(mobile, guess)));
    for (const reply of replies)
      expect(reply).toMatchObject({ success: false, code: 400, message: 'The SMS code is wrong or has expired (smsCode)' });
    const { rows } = await api.db.query<{ tries: number }>('select tries from sms_code where mobile = $1 and scene = $2', [
      mobile,
      'LOGIN',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tries).toBe(SMS_RULES.maxTries);
    expect(await smsLogin(mobile, code)).toMatchObject({
      success: false,
      code: 400,
      message: 'The SMS code is wrong or has expired (smsCode)',
    });
  });

  // The same race one layer down, where nothing but the database stands between the guesses.
  it.each(SMS_SCENES)('30 concurrent consume() calls of wrong %s codes: 5 tries at most, then the right code is dead', async (scene) => {
    const sms = createSmsCodes(
      api.db,
      Date.now,
      createConsoleSmsTransport(() => undefined),
    );
    const mobile = newMobile();
    await sms.send(mobile, scene, '10.30.2.1', 'en_US');
    const code = lastDevSms(mobile)?.code ?? '';
    const wrong = Array.from({ length: 30 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const results = await Promise.allSettled(wrong.map((guess) => sms.consume(mobile, scene, guess)));
    for (const result of results) expect(result).toMatchObject({ status: 'rejected', reason: { messageKey: 'accountsSmsCodeInvalid' } });
    const { rows } = await api.db.query<{ tries: number }>('select tries from sms_code where mobile = $1 and scene = $2', [mobile, scene]);
    expect(rows.map((row) => row.tries)).toEqual([SMS_RULES.maxTries]);
    await expect(sms.consume(mobile, scene, code)).rejects.toMatchObject({ messageKey: 'accountsSmsCodeInvalid' });
  });
});

describeBackends('accounts: member statistics', (api) => {
  const auth = (token: string) => ({ authorization: token });
  const statistics = async (token: string) => {
    const response = await api.inject({ method: 'GET', url: '/api/buyer/members/statistics', headers: auth(token) });
    expect(response.statusCode).toBe(200);
    return json<MemberStatistics>(response);
  };
  const favorite = (token: string, goodsId: number, on: boolean) =>
    api.inject({
      method: 'POST',
      url: '/api/mallpcapi/memberFavorite/updateFavorite',
      headers: { 'content-type': 'application/json', ...auth(token) },
      payload: JSON.stringify({ goodsId, favorite: on }),
    });
  const collect = (token: string, shopId: number) =>
    api.inject({
      method: 'POST',
      url: '/api/buyer/members/collection/shop',
      headers: { ...FORM, ...auth(token) },
      payload: form({ shop_id: shopId }),
    });

  it('counts the goods a member favourited and the shops they collected, as the lists do', async () => {
    const [buyer, other] = await newBuyers(api, 2);
    if (!buyer || !other) throw new Error('no buyers');
    expect(await statistics(buyer.token)).toEqual({
      order_count: 0,
      goods_collect_count: 0,
      shop_collect_count: 0,
      pending_comment_count: 0,
    });
    const goods = (
      await api.db.query<{ id: number; shop_id: number }>('select id, shop_id from goods where market_enable = 1 order by id limit 3')
    ).rows;
    const shops = (await api.db.query<{ id: number }>('select id from shop order by id limit 3')).rows;
    expect(goods).toHaveLength(3);
    expect(shops).toHaveLength(3);

    for (const g of goods) expect(json<MallReply<unknown>>(await favorite(buyer.token, g.id, true)).success).toBe(true);
    await favorite(buyer.token, goods[0]!.id, true); // twice is once
    await favorite(buyer.token, goods[1]!.id, false);
    for (const s of shops) expect((await collect(buyer.token, s.id)).statusCode).toBe(200);
    expect((await collect(buyer.token, shops[0]!.id)).statusCode).toBe(200);
    expect(
      (await api.inject({ method: 'DELETE', url: `/api/buyer/members/collection/shop/${shops[2]!.id}`, headers: auth(buyer.token) }))
        .statusCode,
    ).toBe(200);
    await favorite(other.token, goods[0]!.id, true); // another member's favourites are theirs

    const stats = await statistics(buyer.token);
    expect(stats).toMatchObject({ goods_collect_count: 2, shop_collect_count: 2 });
    const favourites = json<MallReply<{ total: number }>>(
      await api.inject({ method: 'GET', url: '/api/mallpcapi/memberFavorite/query_page', headers: auth(buyer.token) }),
    );
    expect(favourites.result.total).toBe(stats.goods_collect_count);
    const collected = json<{ data_total: number }>(
      await api.inject({ method: 'GET', url: '/api/buyer/members/collection/shops', headers: auth(buyer.token) }),
    );
    expect(collected.data_total).toBe(stats.shop_collect_count);
    expect(await statistics(other.token)).toMatchObject({ goods_collect_count: 1, shop_collect_count: 0 });
  });
});

describeBackends('accounts: SMS through a configured gateway', (api) => {
  interface Received {
    method: string;
    authorization: string | undefined;
    contentType: string | undefined;
    body: string;
  }
  let gateway: Server | undefined;
  let gatewayUrl = '';
  let status = 200;
  const received: Received[] = [];
  let app: FastifyInstance | undefined;
  let uploadsDir: string | undefined;
  let serial = 0;
  const newMobile = () => `74${String(process.pid % 1e4).padStart(4, '0')}${String(++serial).padStart(4, '0')}`;

  beforeAll(async () => {
    gateway = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({
          method: request.method ?? '',
          authorization: request.headers.authorization,
          contentType: request.headers['content-type'],
          body,
        });
        response.writeHead(status, { 'content-type': 'application/json' }).end(status === 200 ? '{"ok":true}' : '{"error":"down"}');
      });
    });
    await new Promise<void>((resolve) => gateway?.listen(0, '127.0.0.1', resolve));
    const address = gateway.address();
    gatewayUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sms/send`;
    uploadsDir = await mkdtemp(join(tmpdir(), 'vitrina-sms-uploads-'));
    const smsTransport = smsTransportFromEnv({
      SMS_TRANSPORT: 'http',
      SMS_GATEWAY_URL: gatewayUrl,
      SMS_GATEWAY_TOKEN: 'gateway-secret',
      SMS_GATEWAY_TIMEOUT_MS: '5000',
    });
    app = await createApp({ db: api.db, uploadsDir, smsTransport });
  });

  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => (gateway ? gateway.close(resolve) : resolve(undefined)));
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  });

  const sendCode = (mobile: string, lang = 'en_US') =>
    app!
      .inject({
        method: 'POST',
        url: `/api/mallpcapi/login/sendCode?lang=${lang}`,
        headers: FORM,
        payload: form({ mobile, scene: 'REGISTER' }),
        remoteAddress: '10.40.0.1',
      })
      .then((response) => json<MallReply<SendCodeResult | null>>(response));

  it('posts the code to SMS_GATEWAY_URL with the bearer token, and the code it carried registers', async () => {
    const mobile = newMobile();
    received.length = 0;
    expect(await sendCode(mobile)).toMatchObject({ success: true, result: { minutes: 10 } });
    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message).toMatchObject({ method: 'POST', authorization: 'Bearer gateway-secret' });
    expect(message.contentType).toContain('application/json');
    const payload = JSON.parse(message.body) as { to: string; text: string };
    expect(payload.to).toBe(mobile);
    expect(payload.text).toMatch(/\b\d{6}\b/);
    expect(lastDevSms(mobile)).toBeUndefined(); // nothing went to the development outbox
    const code = /\b(\d{6})\b/.exec(payload.text)?.[1] ?? '';
    const registered = json<MallReply<LoginResult>>(
      await app!.inject({
        method: 'POST',
        url: '/api/mallpcapi/member/register?lang=en_US',
        headers: { ...FORM, uuid: 'gateway-device' },
        payload: form({ username: `gw${process.pid % 1000}u${serial}`, password: H('Ventas#2026'), mobile, smsCode: code, agreement: '1' }),
      }),
    );
    expect(registered).toMatchObject({ success: true, result: { userInfo: { mobile } } });
  });

  it('a failing gateway: a clear translated error, no code kept, and the buyer may ask again at once', async () => {
    const mobile = newMobile();
    status = 503;
    try {
      const en = await sendCode(mobile);
      expect(en).toMatchObject({ success: false, code: 400, message: 'We could not send the SMS right now; try again in a minute' });
      const es = await sendCode(mobile, 'es_MX');
      expect(es.success).toBe(false);
      expect(es.message).not.toBe(en.message);
      expect((await api.db.query('select 1 from sms_code where mobile = $1', [mobile])).rows).toHaveLength(0);
    } finally {
      status = 200;
    }
    expect(await sendCode(mobile)).toMatchObject({ success: true });
  });

  it.each([
    [{}, null],
    [{ SMS_TRANSPORT: 'CONSOLE' }, null],
    [{ SMS_TRANSPORT: 'carrier-pigeon' }, 'SMS_TRANSPORT'],
    [{ SMS_TRANSPORT: 'http' }, 'SMS_GATEWAY_URL'],
    [{ SMS_TRANSPORT: 'http', SMS_GATEWAY_URL: 'ftp://sms.example/send', SMS_GATEWAY_TOKEN: 't' }, 'SMS_GATEWAY_URL'],
    [{ SMS_TRANSPORT: 'http', SMS_GATEWAY_URL: 'https://sms.example/send' }, 'SMS_GATEWAY_TOKEN'],
    [
      { SMS_TRANSPORT: 'http', SMS_GATEWAY_URL: 'https://sms.example/send', SMS_GATEWAY_TOKEN: 't', SMS_GATEWAY_TIMEOUT_MS: 'soon' },
      'SMS_GATEWAY_TIMEOUT_MS',
    ],
    [{ SMS_TRANSPORT: 'http', SMS_GATEWAY_URL: 'https://sms.example/send', SMS_GATEWAY_TOKEN: 't' }, null],
  ] as [Record<string, string>, string | null][])('configuration %j → error naming %s', (env, variable) => {
    if (variable === null) expect(smsTransportFromEnv(env, () => undefined).send).toBeTypeOf('function');
    else expect(() => smsTransportFromEnv(env, () => undefined)).toThrow(variable);
  });
});

describeBackends('accounts: every refusal names its field', (api) => {
  let seq = 0;
  const newMobile = () => `74${String(process.pid % 1e4).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;
  const send = (method: 'POST' | 'GET' | 'PUT', url: string, values: Record<string, string>, lang: string, token?: string) =>
    api.inject({
      method,
      url: `/api${url}?lang=${lang}${method === 'GET' ? `&${form(values)}` : ''}`,
      headers: { ...FORM, uuid: 'field-device', ...(token ? { authorization: token } : {}) },
      ...(method === 'GET' ? {} : { payload: form(values) }),
      remoteAddress: `10.40.${seq % 250}.${++seq % 250}`,
    });

  /** A member with a real password, a mobile and an email, made through the API. */
  async function member() {
    const mobile = newMobile();
    await send('POST', '/mallpcapi/login/sendCode', { mobile, scene: 'REGISTER' }, 'en_US');
    const username = `field${process.pid % 1e4}x${++seq}`;
    const reply = json<MallReply<LoginResult>>(
      await send(
        'POST',
        '/mallpcapi/member/register',
        { username, password: H('Ventas#2026'), mobile, smsCode: lastDevSms(mobile)?.code ?? '', agreement: '1' },
        'en_US',
      ),
    );
    expect(reply.success).toBe(true);
    await api.db.query('update member set email = $2 where id = $1', [reply.result.userInfo.id, `${username}@example.mx`]);
    return { token: reply.result.token, username, mobile };
  }

  type Case = [string, (m: Awaited<ReturnType<typeof member>>, lang: string) => ReturnType<typeof send>, string];
  const cases: Case[] = [
    [
      'login code for an unknown number',
      (_m, lang) => send('POST', '/mallpcapi/login/sendCode', { mobile: newMobile(), scene: 'LOGIN' }, lang),
      'mobile',
    ],
    [
      'register code for a taken number',
      (m, lang) => send('POST', '/mallpcapi/login/sendCode', { mobile: m.mobile, scene: 'REGISTER' }, lang),
      'mobile',
    ],
    [
      'a taken username',
      (m, lang) =>
        send(
          'POST',
          '/mallpcapi/member/registerByEmail',
          { username: m.username, password: H('Ventas#2026'), email: `n${++seq}@example.mx`, agreement: '1' },
          lang,
        ),
      'username',
    ],
    [
      'a taken email',
      (m, lang) =>
        send(
          'POST',
          '/mallpcapi/member/registerByEmail',
          { username: `free${++seq}name`, password: H('Ventas#2026'), email: `${m.username}@example.mx`, agreement: '1' },
          lang,
        ),
      'email',
    ],
    [
      'a wrong SMS code',
      (_m, lang) =>
        send(
          'POST',
          '/mallpcapi/member/register',
          { username: `free${++seq}name`, password: H('Ventas#2026'), mobile: newMobile(), smsCode: '000000', agreement: '1' },
          lang,
        ),
      'smsCode',
    ],
    [
      'a wrong current password',
      (m, lang) =>
        send('POST', '/mallpcapi/member/updatePassword', { oldPassword: H('Nope#2026'), password: H('Compras#77') }, lang, m.token),
      'oldPassword',
    ],
    [
      'the same new password',
      (m, lang) =>
        send('POST', '/mallpcapi/member/updatePassword', { oldPassword: H('Ventas#2026'), password: H('Ventas#2026') }, lang, m.token),
      'password',
    ],
    [
      'a wrong login password for the payment password',
      (m, lang) =>
        send('POST', '/mallpcapi/member/updatePayPassword', { loginPassword: H('Nope#2026'), password: H('Pago#2026') }, lang, m.token),
      'loginPassword',
    ],
    [
      'a foreign avatar path',
      (m, lang) =>
        send(
          'POST',
          '/mallpcapi/member/saveUserInfo',
          { nickname: 'Comprador', headImg: '/uploads/avatars/1-aaaaaaaaaaaaaaaa.png' },
          lang,
          m.token,
        ),
      'headImg',
    ],
    [
      'another login name in the profile',
      (m, lang) => send('POST', '/mallpcapi/member/saveUserInfo', { nickname: 'Comprador', userName: 'demo' }, lang, m.token),
      'userName',
    ],
    [
      'a taken email in the profile',
      (m, lang) => send('POST', '/mallpcapi/member/saveUserInfo', { nickname: 'Comprador', email: 'demo@vitrina.example' }, lang, m.token),
      'email',
    ],
    [
      'a taken number to change to',
      (m, lang) =>
        send(
          'POST',
          '/mallpcapi/member/changeMobile',
          { password: H('Ventas#2026'), mobile: '5512345678', smsCode: '123456' },
          lang,
          m.token,
        ),
      'mobile',
    ],
    [
      'a recovery that was never verified',
      (_m, lang) =>
        send('PUT', '/buyer/passport/find-pwd/update-password', { uuid: `never-${++seq}-verified`, password: H('Nueva#2026') }, lang),
      'uuid',
    ],
    [
      'an unknown account to recover',
      (_m, lang) => send('GET', '/buyer/passport/find-pwd', { account: `nobody${++seq}x`, uuid: `find-${seq}-device` }, lang),
      'account',
    ],
  ];

  let shared: Awaited<ReturnType<typeof member>> | undefined;
  it.each(cases)('%s: a 4xx whose message names the field in all three locales, nothing written', async (_what, run, field) => {
    shared ??= await member();
    const before = (await api.db.query<{ n: number }>('select count(*)::int as n from member')).rows[0]?.n;
    const messages: string[] = [];
    for (const lang of ['es_MX', 'en_US', 'zh_CN']) {
      const response = await run(shared, lang);
      const body = response.json<{ success?: boolean; code: string | number; message: string; field?: string }>();
      // the mall family answers 200 with its own code and the field; the Javashop family by status
      const status = body.success === undefined ? response.statusCode : Number(body.code);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      if (body.success !== undefined) expect(body).toMatchObject({ success: false, field });
      expect(body.message).toContain(field);
      messages.push(body.message);
    }
    expect(new Set(messages).size).toBe(3);
    expect((await api.db.query<{ n: number }>('select count(*)::int as n from member')).rows[0]?.n).toBe(before);
  });
});

describeBackends('accounts: profile name and email', (api) => {
  const save = async (token: string, values: Record<string, string>) =>
    json<MallReply<UserInfo>>(
      await api.inject({
        method: 'POST',
        url: '/api/mallpcapi/member/saveUserInfo?lang=en_US',
        headers: { ...FORM, authorization: token },
        payload: form(values),
      }),
    );

  it('an empty email clears it, an absent one keeps it; the name is the display name, the login name stays', async () => {
    const buyer = await newBuyer(api);
    await api.db.query(`update member set email = 'keep@example.mx', username = $2 where id = $1`, [buyer.id, `login${buyer.id}`]);
    expect(await save(buyer.token, { nickname: '张-三_3' })).toMatchObject({
      success: true,
      result: { nickname: '张-三_3', userName: `login${buyer.id}`, email: 'keep@example.mx' },
    });
    expect(await save(buyer.token, { nickname: 'ab', email: '  ' })).toMatchObject({
      success: true,
      result: { nickname: 'ab', email: '' },
    });
    const row = (
      await api.db.query<{ email: string; username: string; nickname: string }>(
        'select email, username, nickname from member where id = $1',
        [buyer.id],
      )
    ).rows[0];
    expect(row).toEqual({ email: '', username: `login${buyer.id}`, nickname: 'ab' });
    expect(await save(buyer.token, { nickname: 'ab', email: 'New@Example.mx' })).toMatchObject({
      success: true,
      result: { email: 'new@example.mx' },
    });
    // the name is required (spec §5), and the same login name may be sent back unchanged
    expect(await save(buyer.token, { email: 'x@example.mx' })).toMatchObject({
      success: false,
      code: 400,
      field: 'nickname',
      message: 'The field nickname is required',
    });
    expect(await save(buyer.token, { nickname: 'abc', userName: `LOGIN${buyer.id}` })).toMatchObject({
      success: true,
      result: { nickname: 'abc' },
    });
    expect((await api.db.query<{ email: string }>('select email from member where id = $1', [buyer.id])).rows[0]?.email).toBe(
      'new@example.mx',
    );
  });

  it('a seeded display name that breaks the rule reads as the login name, so the form saves as shown', async () => {
    const token = await login(api, 'comprador', 'comprador1');
    await api.db.query(`update member set nickname = 'Comprador GDL' where username = 'comprador'`);
    const info = json<MallReply<UserInfo>>(
      await api.inject({ method: 'GET', url: '/api/mallpcapi/member/getMemberInfo', headers: { authorization: token } }),
    );
    expect(info.result).toMatchObject({ userName: 'comprador', nickname: 'comprador' });
    expect(await save(token, { nickname: info.result.nickname })).toMatchObject({ success: true });
  });
});

describeBackends('accounts: binding failures a buyer cannot retype away', (api) => {
  it('a number taken by another account after the code was sent → code 409 naming mobile, nothing written', async () => {
    const [first, second] = await newBuyers(api, 2);
    if (!first || !second) throw new Error('no buyers');
    const mobile = `75${String(process.pid % 1e4).padStart(4, '0')}0001`;
    const sent = json<MallReply<SendCodeResult>>(
      await api.inject({
        method: 'POST',
        url: '/api/mallpcapi/login/sendCode?lang=en_US',
        headers: FORM,
        payload: form({ mobile, scene: 'BIND' }),
        remoteAddress: '10.50.0.1',
      }),
    );
    expect(sent.success).toBe(true);
    // meanwhile the number went to another account
    await api.db.query('update member set mobile = $2 where id = $1', [second.id, mobile]);
    const bind = json<MallReply<UserInfo | null>>(
      await api.inject({
        method: 'POST',
        url: '/api/mallpcapi/member/bindMobile?lang=es_MX',
        headers: { ...FORM, authorization: first.token },
        payload: form({ mobile, smsCode: lastDevSms(mobile)?.code ?? '' }),
      }),
    );
    expect(bind).toMatchObject({
      success: false,
      code: 409,
      field: 'mobile',
      message: 'El número (mobile) acaba de vincularse a otra cuenta; no se puede usar para esta',
    });
    expect(
      (await api.db.query<{ mobile: string | null }>('select mobile from member where id = $1', [first.id])).rows[0]?.mobile,
    ).toBeNull();
  });
});

describeBackends('chat: SSO and the development provider', (api) => {
  const get = async <T>(url: string, token: string, lang = 'en_US') =>
    json<MallReply<T> & { field?: string }>(
      await api.inject({ method: 'GET', url: `/api${url}${url.includes('?') ? '&' : '?'}lang=${lang}`, headers: { authorization: token } }),
    );
  const post = async <T>(url: string, values: Record<string, string>, token: string, lang = 'en_US') =>
    json<MallReply<T> & { field?: string }>(
      await api.inject({
        method: 'POST',
        url: `/api${url}?lang=${lang}`,
        headers: { ...FORM, authorization: token },
        payload: form(values),
      }),
    );
  const ticketOf = (url: string) => new URL(url).searchParams.get('ticket') ?? '';
  const goodsOf = async (shopId: number) =>
    (await api.db.query<{ id: number }>('select id from goods where shop_id = $1 order by id limit 1', [shopId])).rows[0]?.id ?? 0;
  const shopIds = async () => (await api.db.query<{ id: number }>('select id from shop order by id limit 2')).rows.map((r) => r.id);

  it('signs a short-lived URL for the built-in provider; a tampered, foreign or expired ticket is refused by name', async () => {
    const [buyer, other] = await newBuyers(api, 2);
    if (!buyer || !other) throw new Error('no buyers');
    const [shopId = 0] = await shopIds();
    const goodsId = await goodsOf(shopId);
    const sso = await get<ChatSsoUrl>(`/mallpcapi/member/generateChatSSOUrl?shop_id=${shopId}&goods_id=${goodsId}`, buyer.token);
    expect(sso).toMatchObject({ success: true, result: { provider: 'dev' } });
    const url = new URL(sso.result.url);
    expect(url.pathname).toBe('/chat');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ shop_id: String(shopId), goods_id: String(goodsId) });
    const now = Math.floor(Date.now() / 1000);
    expect(sso.result.expiresAt).toBeGreaterThanOrEqual(now + CHAT_TICKET_TTL_SECONDS - 5);
    expect(sso.result.expiresAt).toBeLessThanOrEqual(now + CHAT_TICKET_TTL_SECONDS + 5);
    const ticket = ticketOf(sso.result.url);
    expect(ticket).toMatch(/^[\w-]+\.[\w-]{43}$/);

    const [payload = '', signature = ''] = ticket.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), m: other.id })).toString(
      'base64url',
    );
    for (const [bad, key] of [
      [`${forged}.${signature}`, 'not valid'],
      [`${payload}.${signature.slice(0, -2)}AA`, 'not valid'],
      ['garbage', 'not valid'],
    ] as const) {
      expect(await post<ChatConversation>('/mallpcapi/chat/open', { ticket: bad }, buyer.token)).toMatchObject({
        success: false,
        code: 400,
        field: 'ticket',
        message: expect.stringContaining(key),
      });
    }
    // a ticket is for the member it was issued to
    expect(await post<ChatConversation>('/mallpcapi/chat/open', { ticket }, other.token)).toMatchObject({
      success: false,
      code: 400,
      field: 'ticket',
    });
    const opened = await post<ChatConversation>('/mallpcapi/chat/open', { ticket }, buyer.token);
    expect(opened).toMatchObject({ success: true, result: { shopId, goods: { goodsId }, messages: [] } });
    expect(opened.result.shopName).not.toBe('');

    api.advance((CHAT_TICKET_TTL_SECONDS + 1) * 1000);
    try {
      expect(await post<ChatConversation>('/mallpcapi/chat/open', { ticket }, buyer.token)).toMatchObject({
        success: false,
        code: 400,
        field: 'ticket',
        message: 'The chat link has expired (ticket); open the chat again',
      });
    } finally {
      api.advance(-(CHAT_TICKET_TTL_SECONDS + 1) * 1000);
    }
    // an outside provider gets the same signed ticket on its own address
    expect(chatProviderUrl('https://im.example/sso', 'http://shop.example/', { ticket: 't.s', shopId: 3, goodsId: null })).toEqual({
      url: 'https://im.example/sso?shop_id=3&ticket=t.s',
      provider: 'external',
    });
  });

  it('one persistent conversation per member and shop, with the auto-reply once; no other member can read or write it', async () => {
    const [buyer, other] = await newBuyers(api, 2);
    if (!buyer || !other) throw new Error('no buyers');
    const [shopA = 0, shopB = 0] = await shopIds();
    const open = async (token: string, shopId: number) => {
      const sso = await get<ChatSsoUrl>(`/mallpcapi/member/generateChatSSOUrl?shop_id=${shopId}`, token);
      const reply = await post<ChatConversation>('/mallpcapi/chat/open', { ticket: ticketOf(sso.result.url) }, token);
      expect(reply.success).toBe(true);
      return reply.result;
    };
    const a = await open(buyer.token, shopA);
    const sent = await post<ChatMessages>(
      '/mallpcapi/chat/send',
      { conversation_id: String(a.conversationId), content: '¿Tienen 50 cajas?' },
      buyer.token,
    );
    expect(sent.result.messages.map((m) => [m.sender, m.content])).toEqual([
      ['BUYER', '¿Tienen 50 cajas?'],
      ['AUTO', ''],
    ]);
    const again = await post<ChatMessages>(
      '/mallpcapi/chat/send',
      { conversation_id: String(a.conversationId), content: 'y en rojo', goods_id: String(await goodsOf(shopA)) },
      buyer.token,
    );
    expect(again.result.messages.map((m) => m.sender)).toEqual(['BUYER']);
    expect(again.result.messages[0]?.goods).toMatchObject({ goodsId: await goodsOf(shopA) });

    // the same shop again: the same conversation and its history; another shop and the platform: their own
    const reopened = await open(buyer.token, shopA);
    expect(reopened.conversationId).toBe(a.conversationId);
    expect(reopened.messages.map((m) => m.sender)).toEqual(['BUYER', 'AUTO', 'BUYER']);
    const b = await open(buyer.token, shopB);
    const platform = await open(buyer.token, 0);
    expect(new Set([a.conversationId, b.conversationId, platform.conversationId]).size).toBe(3);
    expect(platform).toMatchObject({ shopId: 0, shopName: '', messages: [] });
    const firstId = reopened.messages[0]?.id ?? 0;
    const polled = await get<ChatMessages>(`/mallpcapi/chat/messages?conversation_id=${a.conversationId}&after=${firstId}`, buyer.token);
    expect(polled.result.messages.map((m) => m.sender)).toEqual(['AUTO', 'BUYER']);

    const theirs = await open(other.token, shopA);
    expect(theirs.conversationId).not.toBe(a.conversationId);
    expect(theirs.messages).toEqual([]);
    for (const reply of [
      await get<ChatMessages>(`/mallpcapi/chat/messages?conversation_id=${a.conversationId}`, other.token),
      await post<ChatMessages>('/mallpcapi/chat/send', { conversation_id: String(a.conversationId), content: 'hola' }, other.token),
    ]) {
      expect(reply).toMatchObject({
        success: false,
        code: 404,
        field: 'conversation_id',
        message: 'We could not find that conversation (conversation_id)',
      });
    }
    expect(reopened.messages).toHaveLength(3);
    const count = (
      await api.db.query<{ n: number }>('select count(*)::int as n from chat_message where conversation_id = $1', [a.conversationId])
    ).rows[0]?.n;
    expect(count).toBe(3);
    // a visitor gets nothing at all
    const visitor = json<MallReply<null>>(
      await api.inject({ method: 'GET', url: `/api/mallpcapi/member/generateChatSSOUrl?shop_id=${shopA}` }),
    );
    expect(visitor).toMatchObject({ success: false, code: 502 });
  });

  it.each([
    ['shop_id=999999', 'shop_id', 'There is no shop 999999 (shop_id); use 0 for customer service'],
    ['shop_id=-1', 'shop_id', null],
    ['shop_id=abc', 'shop_id', null],
    ['shop_id=0&goods_id=99999999', 'goods_id', 'There is no product 99999999 (goods_id)'],
    ['goods_id=0', 'goods_id', null],
  ] as const)('refuses %s with a translated 4xx naming %s', async (query, field, english) => {
    const buyer = await newBuyer(api);
    const messages = new Set<string>();
    for (const lang of ['es_MX', 'en_US', 'zh_CN']) {
      const reply = await get<ChatSsoUrl>(`/mallpcapi/member/generateChatSSOUrl?${query}`, buyer.token, lang);
      expect(reply).toMatchObject({ success: false, code: 400, field });
      expect(reply.message).toContain(field);
      if (lang === 'en_US' && english) expect(reply.message).toBe(english);
      messages.add(reply.message);
    }
    expect(messages.size).toBe(3);
  });

  it('goods of another shop, an empty message and an over-long one are refused by field', async () => {
    const buyer = await newBuyer(api);
    const [shopA = 0, shopB = 0] = await shopIds();
    const foreign = await goodsOf(shopB);
    expect(await get<ChatSsoUrl>(`/mallpcapi/member/generateChatSSOUrl?shop_id=${shopA}&goods_id=${foreign}`, buyer.token)).toMatchObject({
      success: false,
      code: 400,
      field: 'goods_id',
    });
    const sso = await get<ChatSsoUrl>(`/mallpcapi/member/generateChatSSOUrl?shop_id=${shopA}`, buyer.token);
    const { conversationId } = (await post<ChatConversation>('/mallpcapi/chat/open', { ticket: ticketOf(sso.result.url) }, buyer.token))
      .result;
    const id = String(conversationId);
    expect(await post<ChatMessages>('/mallpcapi/chat/send', { conversation_id: id, content: '  ' }, buyer.token)).toMatchObject({
      success: false,
      field: 'content',
    });
    expect(await post<ChatMessages>('/mallpcapi/chat/send', { conversation_id: id, content: 'x'.repeat(1001) }, buyer.token)).toMatchObject(
      { success: false, field: 'content' },
    );
    expect(
      await post<ChatMessages>('/mallpcapi/chat/send', { conversation_id: id, content: 'hola', goods_id: String(foreign) }, buyer.token),
    ).toMatchObject({ success: false, field: 'goods_id' });
    expect(
      (await api.db.query<{ n: number }>('select count(*)::int as n from chat_message where conversation_id = $1', [conversationId]))
        .rows[0]?.n,
    ).toBe(0);
  });
});
