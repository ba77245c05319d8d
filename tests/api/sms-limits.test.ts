// Issue 9, items 5, 6 and 13: SMS sending limits under concurrent requests (PostgreSQL shows the
// races; PGlite runs one request at a time), the budgets that keep a stranger from spending the
// owner's codes, and the sendCode reply's message.
import { expect, it } from 'vitest';
import type { LoginResult, MallReply } from '../../src/core/contract/types';
import type { FindPwdAccount, SendCodeResult } from '../../src/core/contract/types-accounts';
import { mallOk } from '../../server/src/http/render';
import { clientPasswordHash } from '../../server/src/services/auth/password';
import { createSessions } from '../../server/src/services/auth/sessions';
import { createLoginThrottle, THROTTLE } from '../../server/src/services/auth/throttle';
import { createSmsCodes, SMS_RULES, SMS_SCENES } from '../../server/src/services/sms/sms-codes';
import { createConsoleSmsTransport, lastDevSms } from '../../server/src/services/sms/sms-transport';
import { describeBackends } from './support/backends';
import { LOCALES_UNDER_TEST, form, FORM, json } from './support/client';
import { newMember, PASSWORD, uniqueMobile } from './support/members';

describeBackends('sms: the sendCode reply', (api) => {
  let serial = 0;
  const newMobile = () => `76${String(process.pid % 1e4).padStart(4, '0')}${String(++serial).padStart(4, '0')}`;

  it.each(LOCALES_UNDER_TEST)('says how many minutes the code lives, with no placeholder left (%s)', async (lang) => {
    const reply = json<MallReply<SendCodeResult>>(
      await api.inject({
        method: 'POST',
        url: `/api/mallpcapi/login/sendCode?lang=${lang}`,
        headers: FORM,
        payload: form({ mobile: newMobile(), scene: 'REGISTER' }),
        remoteAddress: `10.60.0.${serial}`,
      }),
    );
    expect(reply).toMatchObject({ success: true, result: { minutes: 10 } });
    expect(reply.message).toContain('10');
    expect(reply.message).not.toContain('{');
  });
});

it('a reply message with placeholders does not compile without their values', () => {
  // @ts-expect-error accountsSmsSent has {minutes}
  expect(mallOk('en_US', null, 'accountsSmsSent').message).toContain('{minutes}');
  expect(mallOk('en_US', null, 'accountsSmsSent', { minutes: 10 }).message).toBe('Code sent. It is valid for 10 minutes');
  expect(mallOk('en_US', null).message).toBe('Success');
});

describeBackends('sms: limits hold under concurrent requests', (api) => {
  let ipSerial = 0;
  const newIp = () => `10.81.${Math.floor(++ipSerial / 250)}.${ipSerial % 250}`;
  const sendCode = (mobile: string, scene: string, ip: string, device = `stranger-${ipSerial}`) =>
    api
      .inject({
        method: 'POST',
        url: '/api/mallpcapi/login/sendCode?lang=en_US',
        headers: { ...FORM, uuid: device },
        payload: form({ mobile, scene }),
        remoteAddress: ip,
      })
      .then((response) => json<MallReply<SendCodeResult | null>>(response));
  const codesTo = async (mobile: string) =>
    (await api.db.query<{ n: number }>('select count(*)::int as n from sms_code where mobile = $1', [mobile])).rows[0]?.n;
  const codesFrom = async (ip: string) =>
    (await api.db.query<{ n: number }>('select count(*)::int as n from sms_code where ip = $1', [ip])).rows[0]?.n;

  it('12 parallel requests for one number send exactly one code (5 numbers)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const mobile = uniqueMobile('80');
      const replies = await Promise.all(Array.from({ length: 12 }, () => sendCode(mobile, 'REGISTER', newIp())));
      expect(replies.filter((reply) => reply.success)).toHaveLength(1);
      for (const reply of replies.filter((r) => !r.success))
        expect(reply.message).toMatch(/^Wait (60|59) s before requesting another code$/);
      expect(await codesTo(mobile)).toBe(1);
      expect(lastDevSms(mobile)?.code).toMatch(/^\d{6}$/);
    }
  });

  // A code another node stamped with a clock a second ahead, or a request that read the clock
  // before it waited for the lock, is 0 s old, never -1 s: the reply stays within the 60 s rule.
  it.each([
    ['the same second', 0],
    ['the clock 1 s ahead', 1_000],
    ['the clock 2.5 s ahead', 2_500],
  ])('the wait after a code stamped in %s is 60 s', async (_what, ahead) => {
    const start = Date.now();
    let now = start + ahead;
    const sms = createSmsCodes(
      api.db,
      () => now,
      createConsoleSmsTransport(() => undefined),
    );
    const mobile = uniqueMobile('80');
    await sms.send(mobile, 'REGISTER', newIp(), 'en_US');
    now = start;
    await expect(sms.send(mobile, 'REGISTER', newIp(), 'en_US')).rejects.toMatchObject({
      messageKey: 'accountsSmsTooSoon',
      params: { seconds: 60 },
    });
    now = start + 30_000 + ahead;
    await expect(sms.send(mobile, 'REGISTER', newIp(), 'en_US')).rejects.toMatchObject({ params: { seconds: 30 } });
  });

  it(`45 parallel requests from one IP send at most ${SMS_RULES.perIpPerHour} codes in the hour`, async () => {
    const ip = newIp();
    const replies = await Promise.all(Array.from({ length: 45 }, () => sendCode(uniqueMobile('80'), 'REGISTER', ip)));
    expect(replies.filter((reply) => reply.success)).toHaveLength(SMS_RULES.perIpPerHour);
    for (const reply of replies.filter((r) => !r.success))
      expect(reply.message).toBe('Too many code requests from your network; try again in an hour');
    expect(await codesFrom(ip)).toBe(SMS_RULES.perIpPerHour);
  });

  // Straight at the service, with its own clock: the 60 s wait is per purpose, so parallel sends
  // spread over the five scenes all pass it, and only the lock keeps them within the number's cap.
  it.each([
    ['from the owner’s own device, per day', true, SMS_RULES.perPhonePerDay],
    ['from anyone else, per hour', false, SMS_RULES.perPhoneOthersPerHour],
  ] as const)('25 parallel sends to one number over every scene: never more than its codes %s', async (_what, fromOwner, cap) => {
    let now = Date.now();
    const sms = createSmsCodes(
      api.db,
      () => now,
      createConsoleSmsTransport(() => undefined),
    );
    const member = await newMember(api, '80');
    const ownDevice = `own-device-${member.id}`;
    await createSessions(api.db, () => now).login(member.id, ownDevice);
    const device = (i: number) => (fromOwner ? ownDevice : `someone-${member.id}-${i}`);
    // Earlier codes, a minute apart: the number is two short of its cap.
    for (let i = 0; i < cap - 2; i += 1) {
      await sms.send(member.mobile, 'LOGIN', newIp(), 'en_US', device(i));
      now += (SMS_RULES.resendSeconds + 1) * 1000;
    }
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) =>
        sms.send(member.mobile, SMS_SCENES[i % SMS_SCENES.length] ?? 'LOGIN', newIp(), 'en_US', device(100 + i)),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect(await codesTo(member.mobile)).toBe(cap);
  });
});

describeBackends('sms and login: a stranger cannot lock the owner out', (api) => {
  let ipSerial = 0;
  const newIp = () => `10.82.${Math.floor(++ipSerial / 250)}.${ipSerial % 250}`;
  /** The app's clock, moved only here. */
  let offset = 0;
  const advance = (ms: number) => {
    offset += ms;
    api.advance(ms);
  };
  const clock = () => Date.now() + offset;
  const sendCode = (mobile: string, ip: string, device: string) =>
    api
      .inject({
        method: 'POST',
        url: '/api/mallpcapi/login/sendCode?lang=en_US',
        headers: { ...FORM, uuid: device },
        payload: form({ mobile, scene: 'LOGIN' }),
        remoteAddress: ip,
      })
      .then((response) => json<MallReply<SendCodeResult | null>>(response));
  const login = (values: Record<string, string>, ip: string, device: string) =>
    api
      .inject({
        method: 'POST',
        url: '/api/mallpcapi/login/login?lang=en_US',
        headers: { ...FORM, uuid: device },
        payload: form(values),
        remoteAddress: ip,
      })
      .then((response) => json<MallReply<LoginResult | { captchaRequired: true } | null>>(response));
  const smsLogin = async (mobile: string, ip: string, device: string) => {
    expect(await sendCode(mobile, ip, device)).toMatchObject({ success: true });
    return login({ mobile, smsCode: lastDevSms(mobile)?.code ?? '' }, ip, device);
  };
  /** What wrong passwords with the captcha solved leave behind: failures of the account from many networks. */
  async function failuresFromStrangers(memberId: number, n: number) {
    const throttle = createLoginThrottle(api.db, clock);
    for (let i = 0; i < n; i += 1) await throttle.begin(`member:${memberId}`, newIp());
  }
  const minutesIn = (message: string) => Number(/in (\d+) minutes/.exec(message)?.[1] ?? NaN);

  it('after a burst of LOGIN codes from many networks, the owner’s own device still gets a code and logs in at once', async () => {
    const owner = await newMember(api, '82');
    const ownDevice = `own-device-${owner.id}`;
    await createSessions(api.db, clock).login(owner.id, ownDevice);
    // 12 bursts of 12 parallel requests from 12 networks and devices, a minute apart
    for (let burst = 0; burst < 12; burst += 1) {
      await Promise.all(Array.from({ length: 12 }, (_, i) => sendCode(owner.mobile, newIp(), `stranger-${burst}-${i}`)));
      advance((SMS_RULES.resendSeconds + 1) * 1000);
    }
    const late = await sendCode(owner.mobile, newIp(), 'stranger-late');
    expect(late).toMatchObject({ success: false, code: 400 });
    expect(minutesIn(late.message)).toBeGreaterThan(0);
    expect(minutesIn(late.message)).toBeLessThanOrEqual(60);

    const ownIp = newIp();
    expect(await smsLogin(owner.mobile, ownIp, ownDevice)).toMatchObject({ success: true, result: { userInfo: { id: owner.id } } });

    // the strangers' lock is short: within the hour a new device may ask again
    advance(60 * 60 * 1000);
    expect(await sendCode(owner.mobile, newIp(), 'new-device-of-the-owner')).toMatchObject({ success: true });
  });

  it('a stranger asking for a code does not void the code the owner was just sent', async () => {
    const owner = await newMember(api, '82');
    const ownDevice = `own-device-${owner.id}`;
    await createSessions(api.db, clock).login(owner.id, ownDevice);
    const ownIp = newIp();
    expect(await sendCode(owner.mobile, ownIp, ownDevice)).toMatchObject({ success: true });
    const ownCode = lastDevSms(owner.mobile)?.code ?? '';
    expect(await sendCode(owner.mobile, newIp(), 'stranger-device')).toMatchObject({ success: true });
    expect(lastDevSms(owner.mobile)?.code).not.toBe(ownCode);
    expect(await login({ mobile: owner.mobile, smsCode: ownCode }, ownIp, ownDevice)).toMatchObject({
      success: true,
      result: { userInfo: { id: owner.id } },
    });
  });

  it('a stranger’s wrong guesses from other devices do not use up the tries of the owner’s code', async () => {
    const owner = await newMember(api, '82');
    const ownDevice = `own-device-${owner.id}`;
    await createSessions(api.db, clock).login(owner.id, ownDevice);
    const ownIp = newIp();
    expect(await sendCode(owner.mobile, ownIp, ownDevice)).toMatchObject({ success: true });
    const ownCode = lastDevSms(owner.mobile)?.code ?? '';
    const wrong = String((Number(ownCode) + 1) % 1_000_000).padStart(6, '0');
    const guesses = await Promise.all(
      Array.from({ length: SMS_RULES.maxTries + 3 }, (_, i) => login({ mobile: owner.mobile, smsCode: wrong }, newIp(), `guesser-${i}`)),
    );
    for (const guess of guesses) expect(guess).toMatchObject({ success: false, code: 400 });
    expect(await login({ mobile: owner.mobile, smsCode: ownCode }, ownIp, ownDevice)).toMatchObject({
      success: true,
      result: { userInfo: { id: owner.id } },
    });
  });

  it('the password lock a stranger sets is short, and the owner’s SMS login clears it', async () => {
    const owner = await newMember(api, '82');
    const ownIp = newIp();
    const device = `own-device-${owner.id}`;
    await failuresFromStrangers(owner.id, THROTTLE.lockAfterAccount);
    const locked = await login({ username: owner.username, password: clientPasswordHash(PASSWORD) }, ownIp, device);
    expect(locked).toMatchObject({ success: false, code: 400 });
    expect(minutesIn(locked.message)).toBeLessThanOrEqual(5);

    expect(await smsLogin(owner.mobile, ownIp, device)).toMatchObject({ success: true });
    expect(await login({ username: owner.username, password: clientPasswordHash(PASSWORD) }, ownIp, device)).toMatchObject({
      success: true,
      result: { userInfo: { id: owner.id } },
    });
  });

  it('the password lock ends by itself within minutes', async () => {
    const owner = await newMember(api, '82');
    await failuresFromStrangers(owner.id, THROTTLE.lockAfterAccount);
    const attempt = () => login({ username: owner.username, password: clientPasswordHash(PASSWORD) }, newIp(), 'some-device');
    const locked = await attempt();
    expect(locked.message).toMatch(/^Too many failed attempts/);
    expect(minutesIn(locked.message)).toBeLessThanOrEqual(5);
    advance((minutesIn(locked.message) * 60 + 1) * 1000);
    // no longer locked (a captcha may still be asked while the failures are recent)
    expect((await attempt()).message).not.toMatch(/^Too many failed attempts/);
  });

  it('a password recovery clears the password lock', async () => {
    const owner = await newMember(api, '82');
    const ip = newIp();
    await failuresFromStrangers(owner.id, THROTTLE.lockAfterAccount);
    const found = await api.inject({
      method: 'GET',
      url: `/api/buyer/passport/find-pwd?lang=en_US&account=${owner.username}&uuid=recovery-${owner.id}`,
      remoteAddress: ip,
    });
    const flow = json<FindPwdAccount>(found).uuid;
    expect(
      (
        await api.inject({
          method: 'POST',
          url: '/api/buyer/passport/find-pwd/send',
          headers: FORM,
          payload: form({ uuid: flow }),
          remoteAddress: ip,
        })
      ).statusCode,
    ).toBe(200);
    const code = lastDevSms(owner.mobile)?.code ?? '';
    expect(
      (await api.inject({ method: 'GET', url: `/api/buyer/passport/find-pwd/valid?uuid=${flow}&sms_code=${code}`, remoteAddress: ip }))
        .statusCode,
    ).toBe(200);
    const update = await api.inject({
      method: 'PUT',
      url: '/api/buyer/passport/find-pwd/update-password',
      headers: FORM,
      payload: form({ uuid: flow, password: clientPasswordHash('Nueva#2026') }),
      remoteAddress: ip,
    });
    expect(update.statusCode).toBe(200);
    expect(await login({ username: owner.username, password: clientPasswordHash('Nueva#2026') }, ip, 'recovered-device')).toMatchObject({
      success: true,
      result: { userInfo: { id: owner.id } },
    });
  });
});
