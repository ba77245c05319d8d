-- Member points (issue 5): what a member has earned (grade_point, for the member's grade) and may
-- spend (consum_point) in the points mall, and every movement of either. A points-mall line is
-- paid partly in consum_point at checkout: the order records the points it took, so cancelling it
-- gives them back. The checks keep a balance from ever going below zero whatever races.
alter table member add column grade_point bigint not null default 0 check (grade_point >= 0);
alter table member add column consum_point bigint not null default 0 check (consum_point >= 0);

-- One movement. *_type: 1 = added, 0 = spent. reason_code names the message the ledger shows in
-- the reader's language (services/members/points-service.ts); sn is the trade or order behind it.
create table member_point_log (
  id bigserial primary key,
  member_id bigint not null references member (id) on delete cascade,
  grade_point int not null default 0 check (grade_point >= 0),
  grade_point_type smallint not null default 1 check (grade_point_type in (0, 1)),
  consum_point int not null default 0 check (consum_point >= 0),
  consum_point_type smallint not null default 1 check (consum_point_type in (0, 1)),
  reason_code text not null,
  sn text not null default '',
  time bigint not null
);
create index member_point_log_member_idx on member_point_log (member_id, time desc, id desc);

-- The points an order took (its points-mall lines), and which exchange each line came from, so a
-- cancel returns both the points and the points-mall stock.
alter table trade_order add column exchange_point bigint not null default 0 check (exchange_point >= 0);
create table order_exchange (
  order_sn text not null references trade_order (sn) on delete cascade,
  exchange_id bigint not null references promo_exchange (id),
  num int not null check (num > 0),
  points bigint not null check (points >= 0),
  primary key (order_sn, exchange_id)
);
