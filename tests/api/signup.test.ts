// Issue 9, item 9: sign-ups per IP are limited (checked and counted under one advisory lock, raced
// truly concurrently on PostgreSQL), and an account registered by email proves its address by a
// single-use, expiring link before it can check out or take free coupons.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import type { ApiErrorBody, LoginResult, MallReply, UserInfo } from '../../src/core/contract/types';
import type { EmailLinkSent } from '../../src/core/contract/types-accounts';
import { clientPasswordHash } from '../../server/src/services/auth/password';
import { SIGNUP } from '../../server/src/services/auth/signup-throttle';
import { mailTransportFromEnv } from '../../server/src/services/mail/mail-config';
import { createConsoleMailTransport, lastDevMail, type MailTransport } from '../../server/src/services/mail/mail-transport';
import { createEmailVerification, EMAIL_VERIFICATION } from '../../server/src/services/members/email-verification';
import { lastDevSms } from '../../server/src/services/sms/sms-transport';
import { describeBackends, type ApiHarness } from './support/backends';
import { stockedSkus, withPayment } from './support/buyers';
import { form, FORM, json, login } from './support/client';

const H = clientPasswordHash('Ventas#2026');
const VERIFY_TO_BUY = (email: string) => ({
  en_US: `Confirm your email before buying or taking coupons: open the link we sent to ${email}, or ask for a new one on the Verify email page (/verify-email)`,
  es_MX: `Confirma tu correo antes de comprar o tomar cupones: abre el enlace que enviamos a ${email} o pide uno nuevo en la página Verificar correo (/verify-email)`,
  zh_CN: `购买或领取优惠券前请先验证邮箱：打开我们发送到 ${email} 的链接，或在“验证邮箱”页面（/verify-email）重新获取`,
});
const LINK_INVALID = 'This confirmation link is not valid, was already used or has expired; ask for a new one (token)';

function harness(api: ApiHarness) {
  let seq = 0;
  const newIp = () => `10.70.${Math.floor(++seq / 250)}.${seq % 250}`;
  const unique = () => `${process.pid % 1000}${Date.now() % 1e5}${++seq}`;

  const mall = async <T>(url: string, values: Record<string, string>, opts: { ip?: string; token?: string; lang?: string } = {}) =>
    json<MallReply<T>>(
      await api.inject({
        method: 'POST',
        url: `/api${url}?lang=${opts.lang ?? 'en_US'}`,
        headers: { ...FORM, uuid: 'signup-device', ...(opts.token ? { authorization: opts.token } : {}) },
        payload: form(values),
        remoteAddress: opts.ip ?? newIp(),
      }),
    );
  const registerByEmail = (username: string, email: string, ip?: string) =>
    mall<LoginResult>('/mallpcapi/member/registerByEmail', { username, password: H, email, agreement: '1' }, ip ? { ip } : {});

  /** A fresh account registered by email; its link is in the development outbox. */
  async function emailAccount() {
    const username = `mail${unique()}`;
    const email = `${username}@example.mx`;
    const reply = await registerByEmail(username, email);
    expect(reply).toMatchObject({ success: true });
    return { id: reply.result.userInfo.id, token: reply.result.token, email, user: reply.result.userInfo };
  }

  const tokenOf = (email: string): string => {
    const link = lastDevMail(email)?.link;
    if (!link) throw new Error(`no mail for ${email}`);
    const token = new URL(link).searchParams.get('token');
    if (!token) throw new Error(`no token in ${link}`);
    return token;
  };
  const confirm = (token: string, lang?: string) =>
    mall<{ email: string }>('/mallpcapi/member/verifyEmail', { token }, lang ? { lang } : {});
  const resend = (token: string, lang?: string) =>
    mall<EmailLinkSent>('/mallpcapi/member/sendEmailVerification', {}, { token, ...(lang ? { lang } : {}) });
  const memberInfo = async (token: string) =>
    json<MallReply<UserInfo>>(
      await api.inject({ method: 'GET', url: '/api/mallpcapi/member/getMemberInfo?lang=en_US', headers: { authorization: token } }),
    );

  const newCoupon = async () =>
    (
      await api.db.query<{ id: number }>(
        `insert into coupon (seller_id, title, amount_cents, threshold_cents, start_time, end_time, total_num, limit_num)
       values (0, 'signup test', 1000, 0, 0, 4102444800, null, 1) returning id`,
      )
    ).rows[0]!.id;
  const receiveCoupon = (couponId: number, token: string, lang = 'en_US') =>
    api.inject({ method: 'POST', url: `/api/buyer/members/coupon/${couponId}/receive?lang=${lang}`, headers: { authorization: token } });

  /** An address and one checked package in the cart, as the checkout page would have them. */
  async function readyToCheckout(memberId: number) {
    const [sku] = await stockedSkus(api, 1, { packages: 5, offset: 40 + (seq % 20) });
    if (!sku) throw new Error('no sku');
    await api.db.query(
      `insert into member_address (member_id, name, mobile, country, province_id, city_id, county_id, province, city, county, addr, zip, def_addr, created_at)
       values ($1, 'Comprador', '5512345678', 1, 9, 9006, 900602, 'Ciudad de México', 'Cuauhtémoc', 'Roma Norte', 'Colima 1', '06700', 1, 0)`,
      [memberId],
    );
    return sku;
  }
  const createTrade = (token: string, lang = 'en_US') =>
    withPayment(api, token, () =>
      api.inject({
        method: 'POST',
        url: `/api/buyer/trade/create?lang=${lang}`,
        headers: { ...FORM, authorization: token, 'idempotency-key': `signup-${unique()}` },
        payload: form({ client: 'PC', way: 'CART' }),
      }),
    );
  const count = async (sql: string, params: unknown[] = []) => (await api.db.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0;

  return {
    newIp,
    unique,
    mall,
    registerByEmail,
    emailAccount,
    tokenOf,
    confirm,
    resend,
    memberInfo,
    newCoupon,
    receiveCoupon,
    readyToCheckout,
    createTrade,
    count,
  };
}

describeBackends('sign-ups per IP', (api) => {
  const h = harness(api);

  it(`${SIGNUP.perIp + 4} concurrent registrations from one IP: exactly ${SIGNUP.perIp} accounts, the rest refused and nothing written for them`, async () => {
    const ip = h.newIp();
    const names = Array.from({ length: SIGNUP.perIp + 4 }, () => `burst${h.unique()}`);
    const replies = await Promise.all(names.map((name) => h.registerByEmail(name, `${name}@example.mx`, ip)));
    const created = replies.filter((reply) => reply.success);
    const refused = replies.filter((reply) => !reply.success);
    expect(created).toHaveLength(SIGNUP.perIp);
    expect(refused).toHaveLength(4);
    for (const reply of refused)
      expect(reply).toMatchObject({
        code: 400,
        message: 'Too many accounts were registered from your network. Try again in 60 minutes',
        result: null,
      });
    expect(await h.count('select count(*)::int as n from member where username = any($1::text[])', [names])).toBe(SIGNUP.perIp);
    expect(await h.count('select count(*)::int as n from signup_attempt where ip = $1', [ip])).toBe(SIGNUP.perIp);
    // a new account counts as a registration, not as an "is it taken" answer
    expect(await h.count('select count(*)::int as n from account_probe where ip = $1', [ip])).toBe(0);

    const es = await h.registerByEmail(`late${h.unique()}`, `late${h.unique()}@example.mx`, ip);
    expect(es.message).toBe('Too many accounts were registered from your network. Try again in 60 minutes');
    api.advance((SIGNUP.windowSeconds + 1) * 1000);
    const name = `again${h.unique()}`;
    expect(await h.registerByEmail(name, `${name}@example.mx`, ip)).toMatchObject({ success: true });
  });

  it('a registration that fails (a taken name) gives its place back', async () => {
    const ip = h.newIp();
    const taken = await h.registerByEmail('demo', `x${h.unique()}@example.mx`, ip);
    expect(taken).toMatchObject({ success: false, message: 'This username is already taken (username)' });
    expect(await h.count('select count(*)::int as n from signup_attempt where ip = $1', [ip])).toBe(0);
    expect(await h.count('select count(*)::int as n from account_probe where ip = $1', [ip])).toBe(2);
  });
});

describeBackends('email verification before buying', (api) => {
  const h = harness(api);

  it('an account registered by email fills its cart, but checkout and free coupons wait for the emailed link', async () => {
    const account = await h.emailAccount();
    expect(account.user).toMatchObject({ email: account.email, emailVerified: false, mustVerifyEmail: true });
    const mail = lastDevMail(account.email);
    expect(mail?.subject).toBe('Confirm your email at Vitrina');
    expect(mail?.link).toMatch(/^http:\/\/[^/]+\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    const token = h.tokenOf(account.email);
    // stored hashed: the database never holds a usable link
    const { rows } = await api.db.query<{ token_hash: string }>('select token_hash from email_verification where member_id = $1', [
      account.id,
    ]);
    expect(rows.map((row) => row.token_hash)).toEqual([createHash('sha256').update(token).digest('hex')]);

    const sku = await h.readyToCheckout(account.id);
    const added = await api.inject({
      method: 'POST',
      url: '/api/buyer/trade/carts?lang=en_US',
      headers: { ...FORM, authorization: account.token },
      payload: form({ sku_id: sku.sku_id, num: sku.package_unit }),
    });
    expect(added.statusCode).toBe(200);
    const coupon = await h.newCoupon();
    for (const lang of ['en_US', 'es_MX', 'zh_CN'] as const) {
      const refused = await h.createTrade(account.token, lang);
      expect(refused.statusCode).toBe(400);
      expect(json<ApiErrorBody>(refused)).toEqual({ code: '004', message: VERIFY_TO_BUY(account.email)[lang] });
      const noCoupon = await h.receiveCoupon(coupon, account.token, lang);
      expect(noCoupon.statusCode).toBe(400);
      expect(json<ApiErrorBody>(noCoupon).message).toBe(VERIFY_TO_BUY(account.email)[lang]);
    }
    expect(await h.count('select count(*)::int as n from trade where member_id = $1', [account.id])).toBe(0);
    expect(await h.count('select count(*)::int as n from member_coupon where member_id = $1', [account.id])).toBe(0);

    expect(await h.confirm(token)).toMatchObject({
      success: true,
      message: 'Email confirmed. You can now buy',
      result: { email: account.email },
    });
    expect(await h.confirm(token)).toMatchObject({ success: false, code: 400, message: LINK_INVALID });
    expect((await h.memberInfo(account.token)).result).toMatchObject({ emailVerified: true, mustVerifyEmail: false });
    expect((await h.createTrade(account.token)).statusCode).toBe(200);
    expect((await h.receiveCoupon(coupon, account.token)).statusCode).toBe(200);
  });

  it('a link confirms once however many tabs open it at the same time', async () => {
    const account = await h.emailAccount();
    const token = h.tokenOf(account.email);
    const replies = await Promise.all(Array.from({ length: 8 }, () => h.confirm(token)));
    expect(replies.filter((reply) => reply.success)).toHaveLength(1);
    expect(replies.filter((reply) => reply.message === LINK_INVALID)).toHaveLength(7);
    expect(
      await h.count('select count(*)::int as n from email_verification where member_id = $1 and used_at is not null', [account.id]),
    ).toBe(1);
  });

  it('a link expires after 24 hours; a malformed one is refused by field', async () => {
    const account = await h.emailAccount();
    const token = h.tokenOf(account.email);
    api.advance((EMAIL_VERIFICATION.ttlSeconds + 1) * 1000);
    expect(await h.confirm(token)).toMatchObject({ success: false, message: LINK_INVALID });
    expect(await h.confirm('not a token')).toMatchObject({ success: false, code: 400, message: LINK_INVALID });
    expect(await h.confirm('', 'es_MX')).toMatchObject({ success: false, code: 400, message: 'El campo token es obligatorio' });
    expect((await h.memberInfo(account.token)).result).toMatchObject({ emailVerified: false, mustVerifyEmail: true });
  });

  // A link another node stamped with a clock a little ahead is 0 s old, never -1 s.
  it.each([
    ['the same second', 0],
    ['the clock 1 s ahead', 1_000],
    ['the clock 2.5 s ahead', 2_500],
  ])('the wait after a link stamped in %s is 60 s', async (_what, ahead) => {
    const account = await h.emailAccount();
    const start = api.now() + 2 * EMAIL_VERIFICATION.resendSeconds * 1000;
    let now = start + ahead;
    const links = createEmailVerification(
      api.db,
      () => now,
      createConsoleMailTransport(() => undefined),
    );
    const linkTo = (token: string) => `http://vitrina.test/verify?token=${token}`;
    await links.send(account.id, 'en_US', '10.70.0.1', linkTo);
    now = start;
    await expect(links.send(account.id, 'en_US', '10.70.0.1', linkTo)).rejects.toMatchObject({
      messageKey: 'signupEmailTooSoon',
      params: { seconds: 60 },
    });
  });

  it(`a new link at most once a minute and ${EMAIL_VERIFICATION.perMemberPerDay} a day, however many are asked for at once`, async () => {
    const account = await h.emailAccount();
    expect(await h.resend(account.token)).toMatchObject({
      success: false,
      code: 400,
      message: expect.stringMatching(/^Wait (60|59) s before asking for another link$/),
    });
    api.advance(EMAIL_VERIFICATION.resendSeconds * 1000);
    const burst = await Promise.all(Array.from({ length: 6 }, () => h.resend(account.token)));
    expect(burst.filter((reply) => reply.success)).toHaveLength(1);
    for (const reply of burst.filter((r) => !r.success)) expect(reply.message).toMatch(/^Wait (60|59) s before asking for another link$/);
    expect(burst.find((reply) => reply.success)).toMatchObject({
      message: `We sent a confirmation link to ${account.email}. It is valid for 24 hours`,
      result: { email: account.email, hours: 24 },
    });
    for (let sent = 2; sent < EMAIL_VERIFICATION.perMemberPerDay; sent++) {
      api.advance(EMAIL_VERIFICATION.resendSeconds * 1000);
      expect(await h.resend(account.token)).toMatchObject({ success: true });
    }
    api.advance(EMAIL_VERIFICATION.resendSeconds * 1000);
    expect(await h.resend(account.token, 'es_MX')).toMatchObject({
      success: false,
      message: 'Pediste demasiados enlaces de confirmación hoy; inténtalo mañana',
    });
    expect(await h.count('select count(*)::int as n from email_verification where member_id = $1', [account.id])).toBe(
      EMAIL_VERIFICATION.perMemberPerDay,
    );
    // the newest link works; a proved email needs no more links
    expect(await h.confirm(h.tokenOf(account.email))).toMatchObject({ success: true });
    api.advance(24 * 3600 * 1000);
    expect(await h.resend(account.token)).toMatchObject({ success: false, message: `Your email ${account.email} is already confirmed` });
  });

  it('changing the email makes it unproved again: an email account waits again until the new address is confirmed', async () => {
    const account = await h.emailAccount();
    const coupon = await h.newCoupon();
    const oldToken = h.tokenOf(account.email);

    const changed = `new${h.unique()}@example.mx`;
    const saved = await h.mall<UserInfo>(
      '/mallpcapi/member/saveUserInfo',
      { nickname: 'Compradora', email: changed },
      { token: account.token },
    );
    expect(saved.result).toMatchObject({ email: changed, emailVerified: false, mustVerifyEmail: true });
    expect(json<ApiErrorBody>(await h.receiveCoupon(coupon, account.token)).message).toBe(VERIFY_TO_BUY(changed).en_US);
    // a link sent to the old address proves nothing about the new one
    expect(await h.confirm(oldToken)).toMatchObject({ success: false, message: LINK_INVALID });
    expect((await h.memberInfo(account.token)).result).toMatchObject({ emailVerified: false, mustVerifyEmail: true });
    expect(await h.confirm(h.tokenOf(changed))).toMatchObject({ success: true, result: { email: changed } });

    // a proved email changed by binding another one (with the password) is unproved again
    const bound = `bound${h.unique()}@example.mx`;
    const bind = await h.mall<UserInfo>('/mallpcapi/member/bindEmail', { password: H, email: bound }, { token: account.token });
    expect(bind.result).toMatchObject({ email: bound, emailVerified: false, mustVerifyEmail: true });
    expect((await h.receiveCoupon(coupon, account.token)).statusCode).toBe(400);
    expect(await h.confirm(h.tokenOf(bound))).toMatchObject({ success: true });

    // emptying the email leaves no proved contact: add one and confirm it, or bind a phone
    const emptied = await h.mall<UserInfo>(
      '/mallpcapi/member/saveUserInfo',
      { nickname: 'Compradora', email: '' },
      { token: account.token },
    );
    expect(emptied.result).toMatchObject({ email: '', emailVerified: false, mustVerifyEmail: true });
    expect(json<ApiErrorBody>(await h.receiveCoupon(coupon, account.token)).message).toBe(
      'Before buying or taking coupons, add an email address and confirm it, or bind a phone number (Account security)',
    );
    const mobile = `75${String(Date.now() % 1e4).padStart(4, '0')}${h.unique().slice(-4)}`;
    expect(await h.mall('/mallpcapi/login/sendCode', { mobile, scene: 'BIND' })).toMatchObject({ success: true });
    const withPhone = await h.mall<UserInfo>(
      '/mallpcapi/member/bindMobile',
      { mobile, smsCode: lastDevSms(mobile)?.code ?? '' },
      { token: account.token },
    );
    expect(withPhone.result).toMatchObject({ mobile, mustVerifyEmail: false });
    expect((await h.receiveCoupon(coupon, account.token)).statusCode).toBe(200);
  });

  it('phone accounts and the demo accounts are not held back; a phone account binding an email sees it unproved', async () => {
    const demo = await login(api);
    expect((await h.memberInfo(demo)).result).toMatchObject({ email: 'demo@vitrina.example', emailVerified: true, mustVerifyEmail: false });

    const mobile = `76${String(Date.now() % 1e4).padStart(4, '0')}${h.unique().slice(-4)}`;
    expect(await h.mall('/mallpcapi/login/sendCode', { mobile, scene: 'REGISTER' })).toMatchObject({ success: true });
    const registered = await h.mall<LoginResult>('/mallpcapi/member/register', {
      username: `tel${h.unique()}`,
      password: H,
      mobile,
      smsCode: lastDevSms(mobile)?.code ?? '',
      agreement: '1',
    });
    expect(registered.result.userInfo).toMatchObject({ mobile, email: '', emailVerified: false, mustVerifyEmail: false });
    const token = registered.result.token;
    const email = `tel${h.unique()}@example.mx`;
    const bound = await h.mall<UserInfo>('/mallpcapi/member/bindEmail', { password: H, email }, { token });
    expect(bound.result).toMatchObject({ email, emailVerified: false, mustVerifyEmail: false });
    expect(lastDevMail(email)?.link).toContain('/verify-email?token=');
    expect((await h.receiveCoupon(await h.newCoupon(), token)).statusCode).toBe(200);
  });
});

describeBackends('verification mail through a configured gateway', (api) => {
  const received: { authorization: string | undefined; body: string }[] = [];
  let status = 200;
  let gateway: Server | undefined;
  let app: FastifyInstance | undefined;
  let uploadsDir: string | undefined;
  let seq = 0;

  beforeAll(async () => {
    gateway = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ authorization: request.headers.authorization, body });
        response.writeHead(status, { 'content-type': 'application/json' }).end(status === 200 ? '{"ok":true}' : '{"error":"down"}');
      });
    });
    await new Promise<void>((resolve) => gateway?.listen(0, '127.0.0.1', resolve));
    const address = gateway.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/mail/send`;
    const mailTransport: MailTransport = mailTransportFromEnv({
      MAIL_TRANSPORT: 'http',
      MAIL_GATEWAY_URL: url,
      MAIL_GATEWAY_TOKEN: 'mail-secret',
      MAIL_FROM: 'Vitrina <no-reply@vitrina.example>',
    });
    uploadsDir = await mkdtemp(join(tmpdir(), 'vitrina-mail-uploads-'));
    app = await createApp({ db: api.db, uploadsDir, mailTransport, publicUrl: 'https://shop.example' });
  });

  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => (gateway ? gateway.close(resolve) : resolve(undefined)));
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  });

  const register = (username: string, lang = 'en_US') =>
    app!
      .inject({
        method: 'POST',
        url: `/api/mallpcapi/member/registerByEmail?lang=${lang}`,
        headers: FORM,
        payload: form({ username, password: H, email: `${username}@example.mx`, agreement: '1' }),
        remoteAddress: `10.71.0.${++seq}`,
      })
      .then((response) => json<MallReply<LoginResult>>(response));

  it('posts the mail as JSON with the bearer token; the link is on the public URL and confirms', async () => {
    received.length = 0;
    const username = `gwmail${process.pid % 1000}x${++seq}`;
    expect(await register(username, 'es_MX')).toMatchObject({ success: true });
    expect(received).toHaveLength(1);
    expect(received[0]?.authorization).toBe('Bearer mail-secret');
    const mail = JSON.parse(received[0]?.body ?? '{}') as { from: string; to: string; subject: string; text: string };
    expect(mail).toMatchObject({
      from: 'Vitrina <no-reply@vitrina.example>',
      to: `${username}@example.mx`,
      subject: 'Confirma tu correo en Vitrina',
    });
    const link = /https:\/\/shop\.example\/verify-email\?token=([A-Za-z0-9_-]{43})/.exec(mail.text);
    expect(link).not.toBeNull();
    expect(lastDevMail(`${username}@example.mx`)).toBeUndefined();
    const confirmed = await app!.inject({
      method: 'POST',
      url: '/api/mallpcapi/member/verifyEmail?lang=en_US',
      headers: FORM,
      payload: form({ token: link?.[1] ?? '' }),
    });
    expect(json<MallReply<{ email: string }>>(confirmed)).toMatchObject({ success: true });
  });

  it('a failing gateway: the account is still created, no link is kept, and asking again says plainly that sending failed', async () => {
    status = 503;
    try {
      const reply = await register(`gwdown${process.pid % 1000}x${++seq}`);
      expect(reply).toMatchObject({ success: true, result: { userInfo: { mustVerifyEmail: true } } });
      const id = reply.result.userInfo.id;
      expect((await api.db.query('select 1 from email_verification where member_id = $1', [id])).rows).toHaveLength(0);
      const again = await app!.inject({
        method: 'POST',
        url: '/api/mallpcapi/member/sendEmailVerification?lang=en_US',
        headers: { authorization: reply.result.token },
      });
      expect(json<MallReply<null>>(again)).toMatchObject({
        success: false,
        code: 400,
        message: 'We could not send the email right now; try again in a minute',
      });
      expect((await api.db.query('select 1 from email_verification where member_id = $1', [id])).rows).toHaveLength(0);
    } finally {
      status = 200;
    }
  });

  it.each([
    [{ MAIL_TRANSPORT: 'pigeon' }, 'MAIL_TRANSPORT must be one of console, http (got "pigeon")'],
    [{ MAIL_TRANSPORT: 'http' }, 'MAIL_TRANSPORT=http needs MAIL_GATEWAY_URL, an http(s) URL (got "")'],
    [
      { MAIL_TRANSPORT: 'http', MAIL_GATEWAY_URL: 'ftp://mail.example' },
      'MAIL_GATEWAY_URL must be an http(s) URL (got "ftp://mail.example")',
    ],
    [{ MAIL_TRANSPORT: 'http', MAIL_GATEWAY_URL: 'https://mail.example' }, 'MAIL_TRANSPORT=http needs MAIL_GATEWAY_TOKEN'],
    [
      { MAIL_TRANSPORT: 'http', MAIL_GATEWAY_URL: 'https://mail.example', MAIL_GATEWAY_TOKEN: 't' },
      'MAIL_TRANSPORT=http needs MAIL_FROM, the sender address (got "")',
    ],
    [
      {
        MAIL_TRANSPORT: 'http',
        MAIL_GATEWAY_URL: 'https://mail.example',
        MAIL_GATEWAY_TOKEN: 't',
        MAIL_FROM: 'a@b.mx',
        MAIL_GATEWAY_TIMEOUT_MS: '5',
      },
      'MAIL_GATEWAY_TIMEOUT_MS must be whole milliseconds from 100 to 120000 (got "5")',
    ],
  ])('refuses to start with %j', (env, message) => {
    expect(() => mailTransportFromEnv(env)).toThrow(`[vitrina] ${message}`);
  });

  it('MAIL_TRANSPORT unset or console: mails go to the log', async () => {
    const lines: string[] = [];
    await mailTransportFromEnv({}, (line) => lines.push(line)).send({
      to: 'ana@example.mx',
      subject: 'Hola',
      text: 'Abre https://shop.example/verify-email?token=abc',
    });
    expect(lines.join('\n')).toContain('[vitrina] Mail to ana@example.mx: Hola');
    expect(lastDevMail('ANA@example.mx')?.link).toBe('https://shop.example/verify-email?token=abc');
  });
});
