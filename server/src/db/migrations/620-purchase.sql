-- Purchase requests (procurement plans, spec §3 "Purchase request", §7 /b2b/purchase/orders):
-- a member publishes what they want to buy; every member can read the public ones. Field names
-- follow the spec's form. Money in centavos; dates in Unix seconds (the day's midnight UTC).
create table purchase_order (
  id bigserial primary key,
  member_id bigint not null references member (id) on delete cascade,
  title text not null,
  goods_type smallint not null default 0 check (goods_type in (0, 1)),
  goods_names text not null,
  goods_category int not null references category (id),
  goods_num bigint not null check (goods_num >= 1),
  goods_unit text not null,
  goods_sku text not null default '',
  goods_img text not null default '',
  closing_date bigint not null,
  receiving_date bigint not null,
  price_type smallint not null default 0 check (price_type in (0, 1, 2)),
  goods_price bigint not null check (goods_price >= 0),
  ship_county int not null references region (id),
  seller_county int not null references region (id),
  need_receipt smallint not null default 0 check (need_receipt in (0, 1)),
  remark text not null default '' check (char_length(remark) <= 1000),
  privacy smallint not null default 1 check (privacy in (0, 1)),
  contact_name text not null,
  contact_num text not null,
  status text not null default 'open' check (status in ('open', 'closed')),
  created_at bigint not null
);
create index purchase_order_list_idx on purchase_order (status, id desc);
create index purchase_order_member_idx on purchase_order (member_id, id desc);
