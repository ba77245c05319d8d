// Issue 9, item 8: the answers "no account with this number" / "already registered" stay (the
// login and register forms need them) but are counted per IP and per identifier; a refused
// request writes nothing. The bursts run truly concurrently on PostgreSQL.
import { expect, it } from 'vitest';
import type { LoginResult, MallReply, UserInfo } from '../../src/core/contract/types';
import { clientPasswordHash } from '../../server/src/services/auth/password';
import { PROBE } from '../../server/src/services/auth/probe-throttle';
import { describeBackends } from './support/backends';
import { newBuyer } from './support/buyers';
import { form, FORM, json } from './support/client';

const THROTTLED = {
  en_US: 'Too many account checks. Try again in 15 minutes',
  es_MX: 'Demasiadas consultas de cuentas. Inténtalo de nuevo en 15 minutos',
  zh_CN: '账户查询次数过多，请 15 分钟后再试',
} as const;
const NO_ACCOUNT = 'There is no account with this phone number (mobile)';
const EMAIL_TAKEN = 'This email address is already registered (email)';

describeBackends('account checks are throttled', (api) => {
  let seq = 0;
  const newIp = () => `10.60.${Math.floor(++seq / 250)}.${seq % 250}`;
  const newMobile = () => `73${String(Date.now() % 1e4).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;

  const mall = async <T>(url: string, values: Record<string, string>, ip: string, opts: { lang?: string; token?: string } = {}) =>
    json<MallReply<T>>(
      await api.inject({
        method: 'POST',
        url: `/api${url}?lang=${opts.lang ?? 'en_US'}`,
        headers: { ...FORM, uuid: 'probe-device', ...(opts.token ? { authorization: opts.token } : {}) },
        payload: form(values),
        remoteAddress: ip,
      }),
    );
  const sendCode = (mobile: string, scene: string, ip: string, lang?: string) =>
    mall<null>('/mallpcapi/login/sendCode', { mobile, scene }, ip, lang ? { lang } : {});
  const count = async (sql: string, params: unknown[] = []) => (await api.db.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0;
  const probesOf = (ip: string) => count('select count(*)::int as n from account_probe where ip = $1', [ip]);
  const members = () => count('select count(*)::int as n from member');

  it(`one IP gets ${PROBE.perIp} answers in any mix of forms; the next is refused in every locale and writes nothing`, async () => {
    const ip = newIp();
    for (let i = 0; i < PROBE.perIp; i++)
      expect(await sendCode(newMobile(), 'LOGIN', ip)).toMatchObject({ success: false, code: 400, message: NO_ACCOUNT });
    const probes = await probesOf(ip);
    const before = await members();
    expect(probes).toBe(PROBE.perIp);

    const H = clientPasswordHash('Ventas#2026');
    const refused: [string, () => Promise<MallReply<unknown>>][] = [
      ['sendCode LOGIN', () => sendCode(newMobile(), 'LOGIN', ip)],
      ['sendCode REGISTER of a taken number', () => sendCode('5512345678', 'REGISTER', ip)],
      [
        'registerByEmail with a taken email',
        () =>
          mall(
            '/mallpcapi/member/registerByEmail',
            { username: `prb${++seq}x`, password: H, email: 'demo@vitrina.example', agreement: '1' },
            ip,
          ),
      ],
      [
        'register with a taken username',
        () =>
          mall('/mallpcapi/member/register', { username: 'demo', password: H, mobile: newMobile(), smsCode: '123456', agreement: '1' }, ip),
      ],
    ];
    for (const [, call] of refused)
      expect(await call()).toMatchObject({ success: false, code: 400, message: THROTTLED.en_US, result: null });
    for (const lang of ['es_MX', 'zh_CN'] as const) expect((await sendCode(newMobile(), 'LOGIN', ip, lang)).message).toBe(THROTTLED[lang]);
    expect(await probesOf(ip)).toBe(probes);
    expect(await members()).toBe(before);
    expect(await count('select count(*)::int as n from signup_attempt where ip = $1', [ip])).toBe(0);

    // another network is answered; this one again once the window has passed
    expect((await sendCode(newMobile(), 'LOGIN', newIp())).message).toBe(NO_ACCOUNT);
    api.advance((PROBE.windowSeconds + 1) * 1000);
    expect((await sendCode(newMobile(), 'LOGIN', ip)).message).toBe(NO_ACCOUNT);
  });

  it(`a burst of ${PROBE.perIp + 10} concurrent checks from one IP: exactly ${PROBE.perIp} answers, the rest refused, no row for a refusal`, async () => {
    const ip = newIp();
    const replies = await Promise.all(Array.from({ length: PROBE.perIp + 10 }, () => sendCode(newMobile(), 'LOGIN', ip)));
    expect(replies.filter((reply) => reply.message === NO_ACCOUNT)).toHaveLength(PROBE.perIp);
    expect(replies.filter((reply) => reply.message === THROTTLED.en_US)).toHaveLength(10);
    expect(await probesOf(ip)).toBe(PROBE.perIp);
  });

  it(`"this email is taken" in the profile counts too: ${PROBE.perIp + 5} concurrent saves from one IP, ${PROBE.perIp} answered`, async () => {
    const ip = newIp();
    const buyer = await newBuyer(api);
    const others = await Promise.all(Array.from({ length: PROBE.perIp + 5 }, () => newBuyer(api)));
    const emails = others.map((other) => `taken${other.id}@example.mx`);
    for (const [i, other] of others.entries()) await api.db.query('update member set email = $2 where id = $1', [other.id, emails[i]]);
    const replies = await Promise.all(
      emails.map((email) => mall<UserInfo>('/mallpcapi/member/saveUserInfo', { nickname: 'Probador', email }, ip, { token: buyer.token })),
    );
    expect(replies.filter((reply) => reply.message === EMAIL_TAKEN)).toHaveLength(PROBE.perIp);
    expect(replies.filter((reply) => reply.message === THROTTLED.en_US)).toHaveLength(5);
    expect(await probesOf(ip)).toBe(PROBE.perIp);
    // saving the profile with the email it already has (in any case) asks nothing
    await api.db.query('update member set email = $2 where id = $1', [buyer.id, `own${buyer.id}@example.mx`]);
    const own = await mall<UserInfo>('/mallpcapi/member/saveUserInfo', { nickname: 'Probador', email: `OWN${buyer.id}@example.mx` }, ip, {
      token: buyer.token,
    });
    expect(own).toMatchObject({ success: true });
    expect(await probesOf(ip)).toBe(PROBE.perIp);
  });

  it(`one number gets ${PROBE.perSubject} answers from any number of IPs, then waits`, async () => {
    const mobile = newMobile();
    const replies = await Promise.all(Array.from({ length: PROBE.perSubject + 4 }, () => sendCode(mobile, 'LOGIN', newIp())));
    expect(replies.filter((reply) => reply.message === NO_ACCOUNT)).toHaveLength(PROBE.perSubject);
    expect(replies.filter((reply) => reply.message === THROTTLED.en_US)).toHaveLength(4);
    expect(await count('select count(*)::int as n from account_probe where subject = $1', [`mobile:${mobile}`])).toBe(PROBE.perSubject);
  });

  it('the SMS login says "wrong code" for an unknown number, exactly as for a known one', async () => {
    const login = (mobile: string) => mall<LoginResult>('/mallpcapi/login/login', { mobile, smsCode: '123456' }, newIp());
    const unknown = await login(newMobile());
    const known = await login('5512345678');
    expect(unknown).toEqual(known);
    expect(unknown).toMatchObject({ success: false, code: 400, message: 'The SMS code is wrong or has expired (smsCode)' });
  });
});
