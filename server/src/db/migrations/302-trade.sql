-- Checkout, trades and orders (issue 5): regions, shipping addresses, checkout parameters,
-- coupons, trades with one order per shop, their lines. Money in integer centavos.

create table region (
  id int primary key,
  parent_id int not null,
  region_path text not null,
  region_grade smallint not null check (region_grade in (1, 2, 3)),
  local_name text not null,
  zipcode text not null default ''
);
create index region_parent_idx on region (parent_id, id);

create table member_address (
  id bigserial primary key,
  member_id bigint not null references member (id) on delete cascade,
  name text not null,
  mobile text not null,
  -- 1 Mexico, 2 Foreign (spec §3)
  country smallint not null check (country in (1, 2)),
  province_id int,
  city_id int,
  county_id int,
  province text not null default '',
  city text not null default '',
  county text not null default '',
  addr text not null,
  zip text not null,
  def_addr smallint not null default 0 check (def_addr in (0, 1)),
  created_at bigint not null
);
create index member_address_member_idx on member_address (member_id, id);

create table checkout_param (
  member_id bigint primary key references member (id) on delete cascade,
  address_id bigint,
  payment_type text not null default 'ONLINE' check (payment_type in ('ONLINE', 'COD')),
  receive_time text not null default 'any time',
  remark text not null default '',
  receipt jsonb,
  -- member coupons chosen for the next trade
  mc_ids bigint[] not null default '{}'
);

-- seller_id 0: a platform coupon, valid in every shop
create table coupon (
  id bigserial primary key,
  seller_id int not null,
  title text not null,
  amount_cents bigint not null check (amount_cents > 0),
  threshold_cents bigint not null check (threshold_cents >= 0),
  start_time bigint not null,
  end_time bigint not null
);

create table member_coupon (
  id bigserial primary key,
  member_id bigint not null references member (id) on delete cascade,
  coupon_id bigint not null references coupon (id),
  used_status smallint not null default 0 check (used_status in (0, 1)),
  order_sn text,
  created_at bigint not null
);
create index member_coupon_member_idx on member_coupon (member_id, used_status);

create table trade (
  sn text primary key,
  member_id bigint not null references member (id),
  -- one trade per (member, key): a double click or a retried request finds the first trade
  idempotency_key text not null,
  way text not null,
  client text not null,
  payment_type text not null,
  total_cents bigint not null default 0,
  goods_cents bigint not null default 0,
  freight_cents bigint not null default 0,
  discount_cents bigint not null default 0,
  balance_cents bigint not null default 0,
  consignee jsonb not null default '{}',
  receipt jsonb,
  remark text not null default '',
  receive_time text not null default '',
  created_at bigint not null,
  unique (member_id, idempotency_key)
);

create table trade_order (
  sn text primary key,
  trade_sn text not null references trade (sn),
  member_id bigint not null references member (id),
  seller_id int not null,
  seller_name text not null,
  order_status text not null,
  pay_status text not null default 'PAY_NO',
  ship_status text not null default 'SHIP_NO',
  comment_status text not null default 'UNFINISHED',
  service_status text not null default 'NOT_APPLY',
  payment_type text not null,
  goods_cents bigint not null,
  freight_cents bigint not null,
  coupon_cents bigint not null default 0,
  -- what the buyer still owes after coupons; balance_cents of it already paid from the balance
  order_cents bigint not null check (order_cents >= 0),
  balance_cents bigint not null default 0,
  paid_cents bigint not null default 0,
  mc_ids bigint[] not null default '{}',
  ship_name text not null,
  ship_mobile text not null,
  ship_province text not null,
  ship_city text not null,
  ship_county text not null,
  ship_addr text not null,
  ship_zip text not null,
  remark text not null default '',
  cancel_reason text not null default '',
  logi_name text not null default '',
  ship_no text not null default '',
  need_receipt smallint not null default 0,
  created_at bigint not null,
  paid_at bigint,
  cancel_deadline bigint not null
);
create index trade_order_member_idx on trade_order (member_id, created_at desc);
create index trade_order_trade_idx on trade_order (trade_sn);
create index trade_order_deadline_idx on trade_order (cancel_deadline) where pay_status = 'PAY_NO' and order_status <> 'CANCELLED';

create table order_item (
  order_sn text not null references trade_order (sn),
  sku_id bigint not null,
  goods_id bigint not null,
  name text not null,
  image text not null,
  spec_text text not null default '',
  num int not null check (num > 0),
  price_cents bigint not null,
  subtotal_cents bigint not null,
  primary key (order_sn, sku_id)
);
