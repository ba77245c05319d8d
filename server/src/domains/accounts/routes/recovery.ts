import type { FastifyPluginAsync } from 'fastify';
import { asSource, requiredString } from '../../../http/params';
import { passwordHashField, smsCodeField } from '../../../services/auth/fields';
import { deviceUuid, uuidParam } from '../fields';

/** Password recovery (Javashop passport): account → code to its mobile → code checked → new password. */
export const recoveryRoutes: FastifyPluginAsync = async (app) => {
  const { accounts } = app.services;

  /** Unknown accounts count as failures of this IP, so the lookup cannot enumerate accounts at speed. */
  app.get('/buyer/passport/find-pwd', async (request) => {
    const query = asSource(request.query);
    const account = requiredString(query, 'account', 100);
    const uuid = uuidParam(query);
    const attempt = await accounts.loginThrottle.begin(`find-pwd:${request.ip}`, request.ip);
    const found = await accounts.account.findAccount(account, uuid);
    await attempt.release();
    return found;
  });

  app.post('/buyer/passport/find-pwd/send', async (request) => {
    const uuid = uuidParam(asSource(request.body));
    const mobile = await accounts.account.recoveryMobile(uuid);
    const { minutes } = await accounts.sms.send(mobile, 'FIND_PWD', request.ip, request.lang, deviceUuid(request.headers.uuid));
    return String(minutes);
  });

  app.get('/buyer/passport/find-pwd/valid', async (request, reply) => {
    const query = asSource(request.query);
    const uuid = uuidParam(query);
    const code = smsCodeField(query, 'sms_code');
    await accounts.account.verifyRecovery(uuid, code, deviceUuid(request.headers.uuid));
    return reply.status(200).send();
  });

  app.put('/buyer/passport/find-pwd/update-password', async (request, reply) => {
    const body = asSource(request.body);
    const uuid = uuidParam(body);
    const password = passwordHashField(body, 'password', { fresh: true });
    await accounts.account.resetPassword(uuid, password);
    return reply.status(200).send();
  });
};
