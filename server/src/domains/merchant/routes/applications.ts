import type { FastifyPluginAsync } from 'fastify';
import { literal } from 'superstruct';
import { mallReply } from '../../../../../src/core/contract/envelope';
import { MerchantApply } from '../../../../../src/core/contract/requests-merchant-form';
import { MerchantStatusReply, MerchantTemplates } from '../../../../../src/core/contract/types-merchant';
import { mallOk, sendError } from '../../../http/render';
import { fieldsInQueryOrForm } from '../../../http/javashop-fields';
import type { StructTypes } from '../../../http/type-provider';
import { templatePdf, type MerchantKind } from '../../../services/merchant/template-pdf';
import { requireMember } from '../../guards';

/**
 * The distributor / factory / seller application (spec §7 Distributor), `/api/mallpcapi/*`:
 * `ytConfig/merchantTemplate` (public: `{ list }` of templates), `proxyMerchantOnboarding/checkStatus`
 * (token: -1, 0, 1 or 2) and `proxyMerchantOnboarding/saveApply` (token: the form plus the path
 * `upload/file` returned for `path=merchant/settled`, see domains/uploads). The reason of a
 * refusal comes with the status as `reason`.
 */
export const merchantRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<StructTypes>();
  // registered outside the /api scope, beside the uploads (see ../index.ts), so it renders its own errors
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  // before the schemas read the request: a caller without a session is told so, whatever it sent
  const preValidation = requireMember(app);
  const { applications } = app.services.merchant;

  app.get('/mallpcapi/ytConfig/merchantTemplate', { schema: { response: { 200: mallReply(MerchantTemplates) } } }, async (request) =>
    mallOk(request.lang, { list: await applications.templates(request.lang) }),
  );

  app.get(
    '/mallpcapi/proxyMerchantOnboarding/checkStatus',
    { preValidation, schema: { response: { 200: MerchantStatusReply } } },
    async (request) => {
      const { status, reason } = await applications.latest(request.memberId);
      return { ...mallOk(request.lang, status), reason };
    },
  );

  // the form's fields come in the query or the form, as they always could
  app.post(
    '/mallpcapi/proxyMerchantOnboarding/saveApply',
    { preValidation: [preValidation, fieldsInQueryOrForm], schema: { body: MerchantApply, response: { 200: mallReply(literal(null)) } } },
    async (request) => {
      await applications.save(request.memberId, request.body);
      return mallOk(request.lang, null, 'merchantSubmitted');
    },
  );
};

const KINDS: readonly MerchantKind[] = ['distributor', 'factory', 'seller'];

/** `/templates/merchant/{kind}.pdf` on the web host: the template files `merchantTemplate` lists. */
export const merchantTemplateFiles: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/templates/merchant/:file', async (request, reply) => {
    const kind = KINDS.find((k) => `${k}.pdf` === request.params.file);
    if (!kind) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="vitrina-${kind}-template.pdf"`)
      .header('cache-control', 'public, max-age=86400')
      .send(templatePdf(kind));
  });
};
