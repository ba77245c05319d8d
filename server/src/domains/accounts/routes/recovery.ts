import type { FastifyPluginAsync } from 'fastify';
import { string } from 'superstruct';
import {
  FindAccountQuery,
  RecoveryCodeQuery,
  RecoveryForm,
  RecoveryPasswordForm,
} from '../../../../../src/core/contract/requests-accounts';
import { FindPwdAccount } from '../../../../../src/core/contract/types-accounts';
import { NO_BODY } from '../../../http/reply-kinds';
import type { StructTypes } from '../../../http/type-provider';
import { assertFreshPassword } from '../../../services/auth/fresh-password';
import { deviceUuid } from '../fields';

/** Password recovery (Javashop passport): account → code to its mobile → code checked → new password. */
export const recoveryRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  const { accounts } = app.services;

  /** Unknown accounts count as failures of this IP, so the lookup cannot enumerate accounts at speed. */
  app.get('/buyer/passport/find-pwd', { schema: { querystring: FindAccountQuery, response: { 200: FindPwdAccount } } }, async (request) => {
    const { account, uuid } = request.query;
    const attempt = await accounts.loginThrottle.begin(`find-pwd:${request.ip}`, request.ip);
    const found = await accounts.account.findAccount(account, uuid);
    await attempt.release();
    return found;
  });

  // the minutes the code lives, as text
  app.post(
    '/buyer/passport/find-pwd/send',
    { config: { bodyOnly: true }, schema: { body: RecoveryForm, response: { 200: string() } } },
    async (request) => {
      const mobile = await accounts.account.recoveryMobile(request.body.uuid);
      const { minutes } = await accounts.sms.send(mobile, 'FIND_PWD', request.ip, request.lang, deviceUuid(request.headers.uuid));
      return String(minutes);
    },
  );

  app.get(
    '/buyer/passport/find-pwd/valid',
    { schema: { querystring: RecoveryCodeQuery, response: { 200: NO_BODY } } },
    async (request, reply) => {
      await accounts.account.verifyRecovery(request.query.uuid, request.query.sms_code, deviceUuid(request.headers.uuid));
      return reply.status(200).send();
    },
  );

  app.put(
    '/buyer/passport/find-pwd/update-password',
    { config: { bodyOnly: true }, schema: { body: RecoveryPasswordForm, response: { 200: NO_BODY } } },
    async (request, reply) => {
      assertFreshPassword(request.body.password);
      await accounts.account.resetPassword(request.body.uuid, request.body.password);
      return reply.status(200).send();
    },
  );
};
