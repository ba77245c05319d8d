// Issue 9, item 1: account takeover through password recovery. The attacker starts a recovery of
// their own account, receives their own code, then points the same flow at the victim while
// validating their own code. The race only shows on PostgreSQL (PGlite runs one request at a time),
// so it is run there in many interleavings; on PGlite the same steps check the plain outcome.
import { expect, it } from 'vitest';
import type { UserInfo, MallReply } from '../../src/core/contract/types';
import type { FindPwdAccount } from '../../src/core/contract/types-accounts';
import { clientPasswordHash } from '../../server/src/services/auth/password';
import { createSessions } from '../../server/src/services/auth/sessions';
import { lastDevSms } from '../../server/src/services/sms/sms-transport';
import { describeBackends } from './support/backends';
import { form, FORM, json } from './support/client';
import { newMember, turns } from './support/members';

describeBackends('recovery: a flow cannot be turned on another account', (api) => {
  const rounds = api.backend === 'postgres' ? 30 : 4;
  let ipSerial = 0;
  const newIp = () => `10.70.${Math.floor(++ipSerial / 250)}.${ipSerial % 250}`;

  const findPwd = (account: string, uuid: string, ip: string) =>
    api.inject({
      method: 'GET',
      url: `/api/buyer/passport/find-pwd?lang=en_US&account=${encodeURIComponent(account)}&uuid=${uuid}`,
      remoteAddress: ip,
    });
  const send = (uuid: string, ip: string) =>
    api.inject({
      method: 'POST',
      url: '/api/buyer/passport/find-pwd/send?lang=en_US',
      headers: FORM,
      payload: form({ uuid }),
      remoteAddress: ip,
    });
  const valid = (uuid: string, code: string, ip: string) =>
    api.inject({ method: 'GET', url: `/api/buyer/passport/find-pwd/valid?lang=en_US&uuid=${uuid}&sms_code=${code}`, remoteAddress: ip });
  const update = (uuid: string, password: string, ip: string) =>
    api.inject({
      method: 'PUT',
      url: '/api/buyer/passport/find-pwd/update-password?lang=en_US',
      headers: FORM,
      payload: form({ uuid, password: clientPasswordHash(password) }),
      remoteAddress: ip,
    });
  const memberInfo = async (token: string) =>
    json<MallReply<UserInfo | null>>(
      await api.inject({ method: 'GET', url: '/api/mallpcapi/member/getMemberInfo', headers: { authorization: token } }),
    );
  const passwordHash = async (id: number) =>
    (await api.db.query<{ password_hash: string }>('select password_hash from member where id = $1', [id])).rows[0]?.password_hash;

  it(`re-pointing a live flow at the victim while validating the attacker's own code never resets the victim (${rounds} interleavings)`, {
    timeout: 240_000,
  }, async () => {
    const victim = await newMember(api, '78');
    const victimHash = await passwordHash(victim.id);
    const victimToken = await createSessions(api.db, Date.now).login(victim.id, 'victim-device');

    for (let round = 0; round < rounds; round += 1) {
      const attacker = await newMember(api, '79');
      const ip = newIp();
      const device = `attacker-device-${process.pid}-${round}`;
      const started = await findPwd(attacker.username, device, ip);
      expect(started.statusCode).toBe(200);
      const flow = json<FindPwdAccount>(started).uuid;
      expect((await send(flow, ip)).statusCode).toBe(200);
      const code = lastDevSms(attacker.mobile)?.code ?? '';
      expect(code).toMatch(/^\d{6}$/);

      // The re-pointing call and the validation, in varied order and spacing; every fourth round
      // the password update joins the race too.
      const delay = round % 5;
      const repoint = async () => {
        if (round % 2 === 1) await turns(delay);
        return findPwd(victim.mobile, device, ip);
      };
      const validate = async () => {
        if (round % 2 === 0) await turns(delay);
        return valid(flow, code, ip);
      };
      const racers = round % 3 === 0 ? [validate, repoint] : [repoint, validate];
      const raced = await Promise.all([
        ...racers.map((run) => run()),
        ...(round % 4 === 3 ? [turns(delay + 1).then(() => update(device, 'Robada#2026', ip))] : []),
      ]);
      const pointed = raced.find((response) => response.statusCode === 200 && response.body.startsWith('{'));
      const victimFlow = pointed ? json<FindPwdAccount>(pointed).uuid : device;

      // Every id the attacker has seen, tried for the password reset.
      for (const uuid of new Set([device, flow, victimFlow])) await update(uuid, 'Robada#2026', ip);

      expect(await passwordHash(victim.id), `round ${round}: the victim's password changed`).toBe(victimHash);
      expect((await memberInfo(victimToken)).success, `round ${round}: the victim's session ended`).toBe(true);
    }
    // The victim was never even sent a code.
    expect(lastDevSms(victim.mobile)).toBeUndefined();
  });
});
