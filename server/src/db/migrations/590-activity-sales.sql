-- Activity sales counted at checkout (issue 5, orders). Each trade line bought under a seckill,
-- group buy or crowdfunding is kept here: checkout adds it to the activity's sold_num / buy_num /
-- raised_cents+backers (refusing past the activity's quantity), cancelling its order gives it back
-- (returned_at set), and a buyer's past pieces under an activity are what per-buyer caps count.
-- A trade has one order per shop and a sku belongs to one shop, so (trade_sn, sku_id) names the
-- order line (both shipment lines of a sku share one choice, so they are one row).
create table trade_activity (
  trade_sn text not null references trade (sn),
  sku_id bigint not null,
  member_id bigint not null references member (id),
  promotion_type text not null check (promotion_type in ('SECKILL', 'GROUPBUY', 'CROWDFUNDING')),
  promotion_id bigint not null,
  num int not null check (num > 0),
  amount_cents bigint not null check (amount_cents >= 0),
  returned_at bigint,
  primary key (trade_sn, sku_id)
);
create index trade_activity_member_idx on trade_activity (member_id, promotion_type, promotion_id) where returned_at is null;
