-- Answers about whether an account exists (issue 9, item 8), counted here so every node behind
-- the load balancer shares one limit.

-- Answers about whether a username, mobile or email has an account ("taken", "no account"):
-- one row per identifier answered, by IP. Old rows only matter inside the window.
create table account_probe (
  id bigserial primary key,
  subject text not null,
  ip text not null,
  at bigint not null
);
create index account_probe_subject_idx on account_probe (subject, at);
create index account_probe_ip_idx on account_probe (ip, at);
