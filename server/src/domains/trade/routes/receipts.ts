import type { FastifyPluginAsync } from 'fastify';
import { validationError } from '../../../http/errors';
import { asSource, ID_RANGE, INT_ID_RANGE, requiredInt, requiredString } from '../../../http/params';
import { fieldsOf, paging } from '../../../http/request-fields';
import { titleTypeOf } from '../../../services/receipts/titles';
import { requireMember } from '../../guards';

/** At most this many shops in one check (a cart has far fewer). */
const SHOPS_PER_CHECK = 50;

/**
 * The receipt book of spec §7 Member "Receipts", Javashop 7 paths: saved titles
 * (`members/receipt`), the special VAT qualification (`members/zpzz`), the mailing address
 * (`members/receipt/address`), past invoices (`members/receipt/history`), and which invoices
 * shops issue (`shops/{ids}/check/receipt`). Another member's row is a 404.
 */
export const receiptRoutes: FastifyPluginAsync = async (app) => {
  const preHandler = requireMember(app);
  const { receipts } = app.services.trade;
  const { titles, zpzz, address, history } = receipts;
  const idOf = (params: unknown, field = 'id') => requiredInt(asSource(params), field, ID_RANGE);
  const done = <T extends { status(code: number): { send(): unknown } }>(reply: T) => reply.status(200).send();

  // past invoices first: `history` must not be read as a receipt type
  app.get('/buyer/members/receipt/history', { preHandler }, async (request) => {
    return history.list(request.memberId, paging(asSource(request.query)));
  });
  app.get('/buyer/members/receipt/history/:history_id', { preHandler }, async (request) =>
    history.detail(request.memberId, idOf(request.params, 'history_id')),
  );

  app.get('/buyer/members/receipt/address/detail', { preHandler }, async (request) => address.detail(request.memberId));
  app.post('/buyer/members/receipt/address', { preHandler }, async (request) => address.add(request.memberId, fieldsOf(request)));
  app.put('/buyer/members/receipt/address/:id', { preHandler }, async (request) =>
    address.update(request.memberId, idOf(request.params), fieldsOf(request)),
  );

  app.get('/buyer/members/receipt/:type', { preHandler }, async (request) =>
    titles.list(request.memberId, titleTypeOf(asSource(request.params), 'type')),
  );
  app.post('/buyer/members/receipt', { preHandler }, async (request) => titles.add(request.memberId, fieldsOf(request)));
  app.put('/buyer/members/receipt/:id', { preHandler }, async (request) =>
    titles.update(request.memberId, idOf(request.params), fieldsOf(request)),
  );
  app.delete('/buyer/members/receipt/:id', { preHandler }, async (request, reply) => {
    await titles.remove(request.memberId, idOf(request.params));
    return done(reply);
  });
  app.put('/buyer/members/receipt/:id/:type', { preHandler }, async (request, reply) => {
    await titles.makeDefault(request.memberId, idOf(request.params), titleTypeOf(asSource(request.params), 'type'));
    return done(reply);
  });

  app.get('/buyer/members/zpzz/detail', { preHandler }, async (request) => zpzz.detail(request.memberId));
  app.post('/buyer/members/zpzz', { preHandler }, async (request) => zpzz.add(request.memberId, fieldsOf(request)));
  app.put('/buyer/members/zpzz/:id', { preHandler }, async (request) =>
    zpzz.update(request.memberId, idOf(request.params), fieldsOf(request)),
  );
  app.delete('/buyer/members/zpzz/:id', { preHandler }, async (request, reply) => {
    await zpzz.remove(request.memberId, idOf(request.params));
    return done(reply);
  });

  app.get('/buyer/shops/:ids/check/receipt', { preHandler }, async (request) => {
    const raw = requiredString(asSource(request.params), 'ids', 1000).split(',');
    const ids = raw.map((part) => Number(part.trim()));
    // shop ids are an `int` column
    if (ids.length > SHOPS_PER_CHECK || ids.some((id) => !Number.isSafeInteger(id) || id < INT_ID_RANGE.min || id > INT_ID_RANGE.max)) {
      throw validationError('tradeFieldPattern', { field: 'ids', hint: '1,2,3' });
    }
    return receipts.shopKinds([...new Set(ids)]);
  });
};
