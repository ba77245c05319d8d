-- Text the system writes is stored as a message key plus its parameters (issue 16 §3), rendered in
-- the reader's language when read (services/text/system-text.ts): the balance ledger's remark, site
-- notices, tracking events and an order's cancel reason when the system cancelled it. The old text
-- column stays for words a person wrote (a buyer's cancel reason) and is emptied where a key took
-- its place. Existing rows are moved by the shapes of the Spanish sentences the server used to store.
alter table balance_ledger add column remark_key text not null default '';
alter table balance_ledger add column remark_params jsonb not null default '{}';
alter table member_notice_log add column title_key text not null default '';
alter table member_notice_log add column content_key text not null default '';
alter table member_notice_log add column text_params jsonb not null default '{}';
alter table express_trace add column context_key text not null default '';
alter table express_trace add column context_params jsonb not null default '{}';
alter table trade_order add column cancel_reason_key text not null default '';
alter table trade_order add column cancel_reason_params jsonb not null default '{}';

-- The ledger, most specific shapes first (a refund's sentence starts like the seed's "Reembolso …").
update balance_ledger set remark_key = 'afterSaleRefundRemark',
  remark_params = jsonb_build_object('sn', m[1], 'order_sn', m[2]), remark = ''
  from (select id as mid, regexp_match(remark, '^Reembolso del servicio (\S+) \(pedido (\S+)\)$') as m from balance_ledger) x
  where balance_ledger.id = x.mid and x.m is not null;
update balance_ledger set remark_key = 'tradeRefundCancelled', remark_params = jsonb_build_object('sn', m[1]), remark = ''
  from (select id as mid, regexp_match(remark, '^Reembolso del pago del pedido cancelado (\S+)$') as m from balance_ledger) x
  where balance_ledger.id = x.mid and x.m is not null;
update balance_ledger set remark_key = 'tradeRefundDuplicate', remark_params = jsonb_build_object('sn', m[1]), remark = ''
  from (select id as mid, regexp_match(remark, '^Reembolso del pago duplicado del pedido (\S+)$') as m from balance_ledger) x
  where balance_ledger.id = x.mid and x.m is not null;
update balance_ledger set remark_key = 'tradeRefundBalancePart', remark_params = jsonb_build_object('sn', m[1]), remark = ''
  from (select id as mid, regexp_match(remark, '^Devolución del saldo usado en el pedido cancelado (\S+)$') as m from balance_ledger) x
  where balance_ledger.id = x.mid and x.m is not null;
update balance_ledger set remark_key = 'ledgerRefund', remark_params = jsonb_build_object('sn', m[1]), remark = ''
  from (select id as mid, regexp_match(remark, '^Reembolso (\S+)$') as m from balance_ledger) x
  where balance_ledger.id = x.mid and x.m is not null and remark_key = '';
update balance_ledger set remark_key = 'ledgerWithdraw', remark_params = jsonb_build_object('bank', m[1], 'last4', m[2]), remark = ''
  from (select id as mid, regexp_match(remark, '^Retiro a (.+) \*+(\d{4})$') as m from balance_ledger) x
  where balance_ledger.id = x.mid and x.m is not null;
update balance_ledger set remark_key = 'ledgerRecharge', remark_params = jsonb_build_object('ref', m[1]), remark = ''
  from (select id as mid, regexp_match(remark, '^SPEI (\S+)$') as m from balance_ledger) x
  where balance_ledger.id = x.mid and x.m is not null;
-- A payment's remark was "Pedido <sn>" (the seed) or the bare sn (paying from the balance).
update balance_ledger set remark_key = 'ledgerPayment',
  remark_params = jsonb_build_object('sn', coalesce((regexp_match(remark, '^Pedido (\S+)$'))[1], remark)), remark = ''
  where kind = 'PAYMENT' and remark_key = '' and remark <> '';

-- Notices: the sentences the seed wrote (nothing else wrote notices).
update member_notice_log set title_key = 'noticeOrderShipped', content_key = 'noticeOrderShippedBody',
  text_params = jsonb_build_object('sn', m[1], 'carrier', '', 'ship_no', ''), title = '', content = ''
  from (select id as mid, regexp_match(title, '^Tu pedido (\S+) fue enviado$') as m from member_notice_log) x
  where member_notice_log.id = x.mid and x.m is not null;
update member_notice_log set title_key = 'noticeInvoiceIssued', content_key = 'noticeInvoiceIssuedBody',
  text_params = jsonb_build_object('sn', m[1]), title = '', content = ''
  from (select id as mid, regexp_match(content, '^Emitimos la factura CFDI del pedido (\S+) y') as m from member_notice_log) x
  where member_notice_log.id = x.mid and x.m is not null;
update member_notice_log set title_key = 'noticeCouponReceived', content_key = 'noticeCouponReceivedBody',
  text_params = jsonb_build_object('amount', 100, 'threshold', 1000), title = '', content = ''
  where title = 'Nuevo cupón disponible';
update member_notice_log set title_key = 'noticeAskAnswered', content_key = 'noticeAskAnsweredBody', title = '', content = ''
  where title in ('Respondieron tu pregunta', 'Nueva respuesta a tu consulta');
update member_notice_log set title_key = 'noticeMaintenance', content_key = 'noticeMaintenanceBody',
  text_params = jsonb_build_object('from', '2:00', 'to', '4:00'), title = '', content = ''
  where title = 'Mantenimiento programado';
update member_notice_log set title_key = 'noticeWelcome', content_key = 'noticeWelcomeBody', title = '', content = ''
  where title = 'Bienvenido a Vitrina';

-- Tracking events: the seed's route, place names kept as they are (they are names).
update express_trace set context_key = 'traceLabelCreated', context_params = jsonb_build_object('place', m[1]), context = ''
  from (select logi_id as l, courier_num as c, at as a, regexp_match(context, '^Guía generada: el remitente documentó el envío en (.+)$') as m from express_trace) x
  where express_trace.logi_id = x.l and express_trace.courier_num = x.c and express_trace.at = x.a and x.m is not null;
update express_trace set context_key = 'tracePickedUp', context_params = jsonb_build_object('place', m[1]), context = ''
  from (select logi_id as l, courier_num as c, at as a, regexp_match(context, '^Recolectado en sucursal (.+)$') as m from express_trace) x
  where express_trace.logi_id = x.l and express_trace.courier_num = x.c and express_trace.at = x.a and x.m is not null;
update express_trace set context_key = 'traceDeparted', context_params = jsonb_build_object('place', m[1], 'destination', m[2]), context = ''
  from (select logi_id as l, courier_num as c, at as a, regexp_match(context, '^Salió del centro de distribución (.+) con destino a (.+)$') as m from express_trace) x
  where express_trace.logi_id = x.l and express_trace.courier_num = x.c and express_trace.at = x.a and x.m is not null;
update express_trace set context_key = 'traceArrived', context_params = jsonb_build_object('place', m[1]), context = ''
  from (select logi_id as l, courier_num as c, at as a, regexp_match(context, '^Llegó al centro de distribución (.+)$') as m from express_trace) x
  where express_trace.logi_id = x.l and express_trace.courier_num = x.c and express_trace.at = x.a and x.m is not null;
update express_trace set context_key = 'traceInTransit', context_params = jsonb_build_object('place', m[1]), context = ''
  from (select logi_id as l, courier_num as c, at as a, regexp_match(context, '^En tránsito: pasó por el centro de consolidación (.+)$') as m from express_trace) x
  where express_trace.logi_id = x.l and express_trace.courier_num = x.c and express_trace.at = x.a and x.m is not null;
update express_trace set context_key = 'traceOutForDelivery', context_params = jsonb_build_object('place', m[1]), context = ''
  from (select logi_id as l, courier_num as c, at as a, regexp_match(context, '^En ruta de entrega: (.+)$') as m from express_trace) x
  where express_trace.logi_id = x.l and express_trace.courier_num = x.c and express_trace.at = x.a and x.m is not null;
update express_trace set context_key = 'traceDelivered', context_params = jsonb_build_object('name', m[1], 'address', m[2]), context = ''
  from (select logi_id as l, courier_num as c, at as a, regexp_match(context, '^Entregado: recibió (.+?) en (.+)$') as m from express_trace) x
  where express_trace.logi_id = x.l and express_trace.courier_num = x.c and express_trace.at = x.a and x.m is not null;

-- Orders the system cancelled (a buyer's own reason stays as written).
update trade_order set cancel_reason_key = 'tradeAutoCancelled', cancel_reason = ''
  where cancel_reason = 'Cancelado automáticamente: no se pagó a tiempo';
update trade_order set cancel_reason_key = 'afterSaleOrderCancelled', cancel_reason_params = jsonb_build_object('sn', m[1]), cancel_reason = ''
  from (select sn as osn, regexp_match(cancel_reason, '^Cancelado con reembolso \(servicio (\S+)\)$') as m from trade_order) x
  where trade_order.sn = x.osn and x.m is not null;
