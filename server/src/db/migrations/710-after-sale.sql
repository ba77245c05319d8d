-- After-sale and refunds (issue 12 §4). A service is one application of a buyer about some units
-- of one order's lines; the units it holds count against what was bought until it is refused or
-- withdrawn. A refund is one row per service (its primary key): whatever races, a service refunds
-- once. Money in integer centavos.
create table after_sale (
  sn text primary key,
  member_id bigint not null references member (id),
  order_sn text not null references trade_order (sn),
  seller_id int not null,
  service_type text not null check (service_type in ('RETURN_GOODS', 'ORDER_CANCEL', 'CHANGE_GOODS')),
  status text not null default 'APPLY' check (
    status in ('APPLY', 'PASS', 'REFUSE', 'WAIT_FOR_MANUAL', 'SHIPPED', 'STOCK_IN', 'REFUNDING', 'COMPLETED', 'CLOSED')
  ),
  reason text not null,
  description text not null default '',
  logi_id int not null default 0,
  ship_no text not null default '',
  seller_remark text not null default '',
  created_at bigint not null,
  updated_at bigint not null
);
create index after_sale_member_idx on after_sale (member_id, created_at desc);
create index after_sale_order_idx on after_sale (order_sn);
create index after_sale_seller_idx on after_sale (seller_id, created_at desc);

create table after_sale_item (
  service_sn text not null references after_sale (sn),
  sku_id bigint not null,
  num int not null check (num > 0),
  primary key (service_sn, sku_id)
);

-- one row per photo, so the uploads sweep (repos/uploads/uploads.ts) sees the path is kept
create table after_sale_image (
  service_sn text not null references after_sale (sn),
  position smallint not null,
  path text not null,
  primary key (service_sn, position)
);

-- the timeline of the detail page
create table after_sale_log (
  id bigserial primary key,
  service_sn text not null references after_sale (sn),
  status text not null,
  remark text not null default '',
  created_at bigint not null
);
create index after_sale_log_service_idx on after_sale_log (service_sn, id);

-- What a service gave back and how. The balance and points parts are written with the row; the
-- gateway part is REFUNDING until the gateway's signed notification (gateway_reference) arrives.
create table after_sale_refund (
  service_sn text primary key references after_sale (sn),
  member_id bigint not null references member (id),
  order_sn text not null references trade_order (sn),
  refund_cents bigint not null check (refund_cents >= 0),
  balance_cents bigint not null check (balance_cents >= 0),
  gateway_cents bigint not null check (gateway_cents >= 0),
  points bigint not null default 0 check (points >= 0),
  status text not null check (status in ('REFUNDING', 'COMPLETED')),
  gateway_reference text unique,
  bill_reference text,
  created_at bigint not null,
  completed_at bigint,
  check (refund_cents = balance_cents + gateway_cents),
  check ((gateway_cents > 0) = (gateway_reference is not null))
);
create index after_sale_refund_member_idx on after_sale_refund (member_id, created_at desc);

-- What of an order's money and points went back: never more than was paid, whatever races.
alter table trade_order add column refunded_cents bigint not null default 0;
alter table trade_order add column refunded_balance_cents bigint not null default 0;
alter table trade_order add column refunded_point bigint not null default 0;
alter table trade_order add constraint trade_order_refund_bounds check (
  refunded_cents >= 0 and refunded_balance_cents >= 0 and refunded_point >= 0
  and refunded_cents <= paid_cents and refunded_balance_cents <= balance_cents and refunded_point <= exchange_point
  and refunded_balance_cents <= refunded_cents
);
