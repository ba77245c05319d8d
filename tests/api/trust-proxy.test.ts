/**
 * The real client's address behind a load balancer, without trusting strangers (issue 15 §4).
 * Every per-IP limit reads `request.ip`; TRUST_PROXY says whose X-Forwarded-For to believe.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyTrustProxy, trustProxyOf } from '../../server/src/http/trust-proxy';
import { clientPasswordHash } from '../../server/src/services/auth/password';
import { THROTTLE } from '../../server/src/services/auth/throttle';
import { StartupError } from '../../server/src/startup-error';
import { describeBackends } from './support/backends';
import { form, FORM, json } from './support/client';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    [' 10.0.0.0/8 , 127.0.0.1 ', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ])('%j is %j', (value, expected) => {
    expect(trustProxyOf(value)).toEqual(expected);
  });

  it.each(['true', '*', '17', '-1', '10.0.0.0/33', '300.1.1.1', 'proxy.example', '10.0.0.0/8/1', ','])(
    '%j stops the start, naming TRUST_PROXY',
    (value) => {
      expect(() => trustProxyOf(value)).toThrow(StartupError);
      expect(() => trustProxyOf(value)).toThrow(/TRUST_PROXY/);
    },
  );

  it.each([
    ['unset: a forged header changes nothing', undefined, '10.0.0.2', '10.0.0.2'],
    ['a listed proxy names the client', '10.0.0.0/8', '10.0.0.2', '203.0.113.7'],
    ['a peer that is not a listed proxy is the client, whatever it says', '10.0.0.0/8', '198.51.100.9', '198.51.100.9'],
    ['one hop: the peer in front is believed', '1', '198.51.100.9', '203.0.113.7'],
  ])('%s', async (_name, setting, peer, seen) => {
    const app = Fastify({ trustProxy: fastifyTrustProxy(trustProxyOf(setting)) });
    app.get('/ip', async (request) => request.ip);
    const reply = await app.inject({ url: '/ip', remoteAddress: peer, headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(reply.body).toBe(seen);
    await app.close();
  });
});

describeBackends(
  'per-IP limits behind a trusted proxy',
  (api) => {
    let seq = 0;
    /** a failed login for an account nobody has, through `peer`, saying it is for `client` */
    const failedLogin = async (peer: string, client: string) =>
      json<{ success: boolean; code: number; message: string }>(
        await api.inject({
          method: 'POST',
          url: '/api/mallpcapi/login/login?lang=en_US',
          headers: { ...FORM, uuid: `proxy-test-${++seq}`, 'x-forwarded-for': client },
          payload: form({ username: `nobody_${process.pid}_${seq}`, password: clientPasswordHash('wrong-pass') }),
          remoteAddress: peer,
        }),
      );

    it('one buyer’s failures never put a captcha in front of another; a forged header from outside counts against its sender', async () => {
      const proxy = '10.0.0.2';
      for (let i = 0; i < THROTTLE.captchaAfterIp; i++) expect(await failedLogin(proxy, '203.0.113.7')).toMatchObject({ code: 401 });
      // the same client is now asked for a captcha; another behind the same balancer is not
      expect(await failedLogin(proxy, '203.0.113.7')).toMatchObject({ code: 428 });
      expect(await failedLogin(proxy, '203.0.113.8')).toMatchObject({ code: 401 });
      // a stranger reaching the server directly cannot pass its failures on to someone else
      await failedLogin('198.51.100.9', '203.0.113.99');
      const { rows } = await api.db.query<{ ip: string; n: number }>(
        `select ip, count(*)::int as n from auth_failure where ip in ('203.0.113.7', '203.0.113.8', '203.0.113.99', '198.51.100.9', '10.0.0.2') group by ip order by ip`,
      );
      expect(rows).toEqual([
        { ip: '198.51.100.9', n: 1 },
        { ip: '203.0.113.7', n: THROTTLE.captchaAfterIp },
        { ip: '203.0.113.8', n: 1 },
      ]);
    });

    it('one buyer’s failures locking password login lock nobody else behind the same balancer', async () => {
      const proxy = '10.0.0.2';
      // the failures that lock an address, as earlier attempts past the captcha would have left them
      await api.db.query(
        `insert into auth_failure (subject, ip, at) select 'login:lock-' || g, '203.0.113.20', $1 from generate_series(1, $2) g`,
        [Math.floor(api.now() / 1000), THROTTLE.lockAfterIp],
      );
      expect(await failedLogin(proxy, '203.0.113.20')).toMatchObject({
        success: false,
        message: `Too many failed attempts. Try again in ${THROTTLE.windowSeconds / 60} minutes`,
      });
      const { rows } = await api.db.query<{ n: number }>(`select count(*)::int as n from auth_failure where ip = '203.0.113.20'`);
      expect(rows[0]?.n).toBe(THROTTLE.lockAfterIp); // refused before counting: locked, not merely failed again
      expect(await failedLogin(proxy, '203.0.113.21')).toMatchObject({ code: 401 });
    });
  },
  { trustProxy: ['10.0.0.0/8'] },
);
