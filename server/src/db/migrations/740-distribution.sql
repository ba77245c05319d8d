-- The distribution programme (issue 12 §5). Money in integer centavos.

-- The programme's site settings: one row every API node reads (never a per-process value). Rates
-- are basis points of what the buyer paid for the goods (after discounts, without freight).
create table distribution_setting (
  id smallint primary key default 1 check (id = 1),
  level1_rate_bp int not null default 500 check (level1_rate_bp between 0 and 5000),
  level2_rate_bp int not null default 200 check (level2_rate_bp between 0 and 5000),
  min_withdrawal_cents bigint not null default 10000 check (min_withdrawal_cents >= 1)
);
insert into distribution_setting (id) values (1);

-- An approved distributor's referral code, money and bank account. available_cents is the sum of
-- the distributor's ledger (kept here so a withdrawal checks and takes it by one conditional
-- update); it goes below zero only by what was taken back after settlement, never by a withdrawal.
create table distributor (
  member_id bigint primary key references member (id) on delete cascade,
  referral_code text not null unique,
  available_cents bigint not null default 0,
  taken_back_cents bigint not null default 0 check (taken_back_cents >= 0),
  clabe text not null default '',
  bank_name text not null default '',
  account_holder text not null default '',
  created_at bigint not null,
  check (available_cents + taken_back_cents >= 0)
);

-- Who brought whom: written once when the buyer registers through a link, never changed.
create table member_referral (
  member_id bigint primary key references member (id) on delete cascade,
  distributor_id bigint not null references member (id) on delete cascade,
  created_at bigint not null,
  check (member_id <> distributor_id)
);
create index member_referral_distributor_idx on member_referral (distributor_id, created_at desc);

-- One commission per order and level, written when the order is paid. amount_cents follows
-- refunds while pending; settled_cents is what was credited, taken_back_cents what came back.
create table distribution_commission (
  id bigserial primary key,
  order_sn text not null references trade_order (sn),
  buyer_id bigint not null references member (id) on delete cascade,
  distributor_id bigint not null references member (id) on delete cascade,
  level smallint not null check (level in (1, 2)),
  rate_bp int not null,
  base_cents bigint not null check (base_cents >= 0),
  amount_cents bigint not null check (amount_cents >= 0),
  settled_cents bigint not null default 0 check (settled_cents >= 0),
  taken_back_cents bigint not null default 0 check (taken_back_cents >= 0 and taken_back_cents <= settled_cents),
  status text not null default 'PENDING' check (status in ('PENDING', 'SETTLED', 'CANCELLED')),
  created_at bigint not null,
  settled_at bigint,
  unique (order_sn, level)
);
create index distribution_commission_distributor_idx on distribution_commission (distributor_id, id desc);

create table distribution_withdrawal (
  id bigserial primary key,
  member_id bigint not null references member (id) on delete cascade,
  amount_cents bigint not null check (amount_cents > 0),
  status text not null default 'APPLY' check (status in ('APPLY', 'VIA_AUDITING', 'FAIL_AUDITING', 'TRANSFER_ACCOUNTS')),
  clabe text not null,
  bank_name text not null,
  account_holder text not null,
  remark text not null default '',
  created_at bigint not null,
  updated_at bigint not null
);
create index distribution_withdrawal_member_idx on distribution_withdrawal (member_id, id desc);
create index distribution_withdrawal_status_idx on distribution_withdrawal (status, id);

-- Every movement of a distributor's available money, one row each: a settled commission (+), a
-- commission taken back (-), a withdrawal (-), a failed audit giving it back (+). The sum per
-- member is distributor.available_cents. period is the settlement period (UTC month, YYYY-MM).
create table distribution_ledger (
  id bigserial primary key,
  member_id bigint not null references member (id) on delete cascade,
  kind text not null check (kind in ('COMMISSION', 'PERFORMANCE_REFUND', 'WITHDRAWAL', 'WITHDRAWAL_RETURNED')),
  cents bigint not null,
  commission_id bigint references distribution_commission (id),
  withdrawal_id bigint references distribution_withdrawal (id),
  period text not null,
  created_at bigint not null,
  check ((commission_id is not null) = (kind in ('COMMISSION', 'PERFORMANCE_REFUND'))),
  check ((withdrawal_id is not null) = (kind in ('WITHDRAWAL', 'WITHDRAWAL_RETURNED')))
);
create index distribution_ledger_member_idx on distribution_ledger (member_id, kind, id desc);
-- a settled commission is credited once, a withdrawal taken once and given back at most once
create unique index distribution_ledger_once_idx on distribution_ledger (commission_id) where kind = 'COMMISSION';
create unique index distribution_ledger_withdrawal_idx on distribution_ledger (withdrawal_id, kind) where withdrawal_id is not null;
