-- The receipt book (issue 5, spec §7 Member "Receipts"): what a member saves to fill an invoice
-- again, and the invoices of past orders. Javashop 7 names: member_receipt (titles),
-- member_zpzz (the special VAT qualification), member_receipt_address, receipt_history.

-- Saved invoice titles, electronic or ordinary VAT; at most one default per member and type.
create table member_receipt (
  id bigserial primary key,
  member_id bigint not null references member (id) on delete cascade,
  receipt_type text not null check (receipt_type in ('ELECTRO', 'VATORDINARY')),
  receipt_title text not null,
  receipt_content text not null default '',
  tax_no text not null default '',
  member_mobile text not null default '',
  member_email text not null default '',
  is_default smallint not null default 0 check (is_default in (0, 1)),
  created_at bigint not null
);
create index member_receipt_member_idx on member_receipt (member_id, receipt_type, id);
create unique index member_receipt_default_idx on member_receipt (member_id, receipt_type) where is_default = 1;

-- The special VAT invoice qualification: one per member, audited by the platform
-- (NEW_APPLY until then; AUDIT_PASS or AUDIT_REFUSE with a remark).
create table member_zpzz (
  id bigserial primary key,
  member_id bigint not null unique references member (id) on delete cascade,
  uname text not null,
  status text not null default 'NEW_APPLY' check (status in ('NEW_APPLY', 'AUDIT_PASS', 'AUDIT_REFUSE')),
  company_name text not null,
  taxpayer_code text not null,
  register_address text not null,
  register_tel text not null,
  bank_name text not null,
  bank_account text not null,
  audit_remark text not null default '',
  apply_time bigint not null
);

-- Where paper invoices are mailed: one per member. region is the state, city and area names
-- joined as the invoice form sends them (contract/checkout.ts REGION_SEPARATOR).
create table member_receipt_address (
  id bigserial primary key,
  member_id bigint not null unique references member (id) on delete cascade,
  member_name text not null,
  member_mobile text not null,
  region text not null,
  detail_addr text not null,
  updated_at bigint not null
);

-- The invoice of each past order that asked for one, copied from its trade's receipt when the
-- trade is created. status: 0 to be issued, 1 issued by the shop.
create table receipt_history (
  id bigserial primary key,
  member_id bigint not null references member (id) on delete cascade,
  order_sn text not null unique references trade_order (sn) on delete cascade,
  trade_sn text not null,
  seller_id int not null,
  seller_name text not null,
  receipt_type text not null check (receipt_type in ('ELECTRO', 'VATORDINARY', 'VATOSPECIAL')),
  receipt_title text not null,
  receipt_content text not null default '',
  tax_no text not null default '',
  reg_addr text not null default '',
  reg_tel text not null default '',
  bank_name text not null default '',
  bank_account text not null default '',
  member_name text not null default '',
  member_mobile text not null default '',
  member_email text not null default '',
  region text not null default '',
  detail_addr text not null default '',
  receipt_amount_cents bigint not null check (receipt_amount_cents >= 0),
  status smallint not null default 0 check (status in (0, 1)),
  add_time bigint not null
);
create index receipt_history_member_idx on receipt_history (member_id, add_time desc, id desc);

-- Which invoices each shop issues (GET /buyer/shops/{ids}/check/receipt); all three by default.
alter table shop add column receipt_types text[] not null default '{ELECTRO,VATORDINARY,VATOSPECIAL}';
