-- Complaints to the platform about an order's goods (issue 12 §3). One complaint is about one sku
-- of one of the buyer's orders; while it is open no second one about the same goods can be opened
-- (the partial unique index turns racing duplicates into one row). Every state change is one
-- conditional update of `status` with its timeline row in the same transaction.
create table complaint (
  id bigserial primary key,
  member_id bigint not null references member (id),
  order_sn text not null references trade_order (sn),
  sku_id bigint not null,
  seller_id int not null,
  subject text not null,
  content text not null,
  status text not null default 'NEW' check (status in ('NEW', 'COMMUNICATION', 'ARBITRATION', 'COMPLETE', 'CANCELED')),
  created_at bigint not null,
  updated_at bigint not null
);
create index complaint_member_idx on complaint (member_id, created_at desc, id desc);
create index complaint_seller_idx on complaint (seller_id, created_at desc, id desc);
create unique index complaint_open_uq on complaint (order_sn, sku_id) where status in ('NEW', 'COMMUNICATION', 'ARBITRATION');

-- one row per photo, so the uploads sweep (repos/uploads/uploads.ts) sees the path is kept
create table complaint_image (
  complaint_id bigint not null references complaint (id),
  position smallint not null,
  path text not null,
  primary key (complaint_id, position)
);

-- the timeline of the detail page: a state code and when (rendered in the reader's language)
create table complaint_log (
  id bigserial primary key,
  complaint_id bigint not null references complaint (id),
  status text not null,
  created_at bigint not null
);
create index complaint_log_idx on complaint_log (complaint_id, id);

-- the dialogue: what the buyer and the platform's side wrote, in their own words
create table complaint_message (
  id bigserial primary key,
  complaint_id bigint not null references complaint (id),
  role text not null check (role in ('BUYER', 'SELLER')),
  content text not null,
  created_at bigint not null
);
create index complaint_message_idx on complaint_message (complaint_id, id);
