-- The login captcha's proof of work (issue 9, item 7): the HMAC key every node signs challenges
-- with, and the challenges already solved, so a solution is accepted once on any node.

-- One row, written by the first node that needs it (services/auth/captcha-pow.ts) unless
-- CAPTCHA_HMAC_KEY is set; a reseed keeps it (seed.ts MIGRATION_DATA_TABLES).
create table captcha_secret (
  id smallint primary key check (id = 1),
  hmac_key text not null check (length(hmac_key) >= 32)
);

-- A row per redeemed challenge (its SHA-256 hex) until the challenge would have expired anyway.
create table captcha_solution (
  challenge text primary key,
  expires_at bigint not null
);
create index captcha_solution_expires_idx on captcha_solution (expires_at);
