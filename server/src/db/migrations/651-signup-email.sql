-- Sign-ups per IP and email verification (issue 9, item 9), counted here so every node behind the
-- load balancer shares one limit.

-- Registrations by IP: a row per account created (a failed registration takes its row back).
create table signup_attempt (
  id bigserial primary key,
  ip text not null,
  at bigint not null
);
create index signup_attempt_ip_idx on signup_attempt (ip, at);

-- email_verified_at: when the member proved the email now on file (null: not proved, or none).
-- must_verify_email: the account has proved no contact yet (registered by email, no phone bound),
-- so it may browse and fill its cart but not check out or take free coupons. Accounts that exist
-- before this migration keep what they had: their emails count as verified.
alter table member add column email_verified_at bigint;
alter table member add column must_verify_email boolean not null default false;
update member set email_verified_at = created_at where email <> '';

-- Verification links: only the SHA-256 of the token is kept; single use, expiring. Rows stay a
-- while after use because they also count the mails sent to a member (the resend limit).
create table email_verification (
  token_hash text primary key,
  member_id bigint not null references member (id) on delete cascade,
  email text not null,
  ip text not null,
  created_at bigint not null,
  expires_at bigint not null,
  used_at bigint
);
create index email_verification_member_idx on email_verification (member_id, created_at);
