-- Accounts and session hardening (issue 4): SMS codes, login throttling, captchas, password
-- recovery flows, the absolute lifetime of a token family, payment password and balance.

alter table member add column payment_password_hash text;
alter table member add column balance_cents bigint not null default 0;
alter table member add column password_changed_at bigint not null default 0;
create unique index member_email_idx on member (lower(email)) where email <> '';

-- Every token of a family dies when its first token would: rotation never extends a session.
alter table session_token add column family_expires_at bigint;
-- The token a rotated refresh token was replaced by, for the short overlap window.
alter table session_token add column rotated_at bigint;

create table sms_code (
  id bigserial primary key,
  mobile text not null,
  scene text not null,
  -- SHA-256 of id-independent salt and code: a database leak does not reveal live codes
  code_hash text not null,
  salt text not null,
  ip text not null,
  created_at bigint not null,
  expires_at bigint not null,
  tries int not null default 0,
  used_at bigint
);
create index sms_code_mobile_idx on sms_code (mobile, scene, created_at desc);
create index sms_code_ip_idx on sms_code (ip, created_at desc);

-- Failed logins, by account key and by IP; old rows only matter inside the window.
create table auth_failure (
  id bigserial primary key,
  subject text not null,
  ip text not null,
  at bigint not null
);
create index auth_failure_subject_idx on auth_failure (subject, at desc);
create index auth_failure_ip_idx on auth_failure (ip, at desc);

create table captcha (
  uuid text not null,
  scene text not null,
  code text not null,
  expires_at bigint not null,
  primary key (uuid, scene)
);

-- Password recovery: account found → SMS sent → code checked → new password.
create table passport_flow (
  uuid text primary key,
  member_id bigint not null references member (id) on delete cascade,
  verified_at bigint,
  expires_at bigint not null
);

create table balance_ledger (
  id bigserial primary key,
  member_id bigint not null references member (id) on delete cascade,
  amount_cents bigint not null,
  balance_cents bigint not null,
  kind text not null check (kind in ('RECHARGE', 'PAYMENT', 'REFUND', 'WITHDRAW')),
  remark text not null default '',
  created_at bigint not null
);
create index balance_ledger_member_idx on balance_ledger (member_id, created_at desc, id desc);
