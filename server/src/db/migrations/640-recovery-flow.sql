-- Password recovery keyed by a flow id the server issues (issue 9): the client's uuid only says
-- which device asked. A flow belongs to one member and the one number its code goes to for its
-- whole life; looking up another account makes another flow, so no flow can be re-pointed.
drop table passport_flow;

create table recovery_flow (
  -- SHA-256 of the flow id handed to the client: a database leak yields no usable flow
  id_hash text primary key,
  member_id bigint not null references member (id) on delete cascade,
  mobile text not null,
  device text not null,
  created_at bigint not null,
  verified_at bigint,
  expires_at bigint not null
);
create index recovery_flow_member_idx on recovery_flow (member_id);
create index recovery_flow_expires_idx on recovery_flow (expires_at);
