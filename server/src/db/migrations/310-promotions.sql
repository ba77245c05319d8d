-- Promotion pages (issue 3, promotions part). Coupons reuse the trade stream's `coupon` and
-- `member_coupon` (302-trade.sql): a received coupon is a member_coupon row, the very thing
-- checkout offers and spends. Here coupons only gain how many exist and how many one member may
-- take. NULL total_num = unlimited.
alter table coupon add column total_num int check (total_num is null or total_num >= 0);
alter table coupon add column received_num int not null default 0 check (received_num >= 0);
alter table coupon add column limit_num int not null default 1 check (limit_num > 0);
create index member_coupon_coupon_idx on member_coupon (coupon_id, member_id);

-- Group buys: a goods (its default sku) at a group price while the act runs.
create table promo_groupbuy (
  id bigserial primary key,
  goods_id bigint not null references goods (id),
  price_cents bigint not null check (price_cents > 0),
  goods_num int not null check (goods_num > 0),
  buy_num int not null default 0 check (buy_num >= 0),
  start_time bigint not null,
  end_time bigint not null
);

-- Crowdfunding: a goods a factory produces once enough buyers back it.
create table promo_crowdfunding (
  id bigserial primary key,
  goods_id bigint not null references goods (id),
  title_es text not null,
  title_en text not null,
  title_zh text not null,
  price_cents bigint not null check (price_cents > 0),
  target_cents bigint not null check (target_cents > 0),
  raised_cents bigint not null default 0 check (raised_cents >= 0),
  backers int not null default 0 check (backers >= 0),
  start_time bigint not null,
  end_time bigint not null
);

-- Seckill (flash sale): goods sold in daily time slots. A slot starts at `slot_hour` (Mexico
-- City time, UTC-6, no DST since 2022) and lasts until the next slot starts, so the slots of
-- any day are computed from "now" when asked: the demo stays live however old the seed is.
create table promo_seckill_goods (
  id bigserial primary key,
  slot_hour smallint not null check (slot_hour between 0 and 23),
  goods_id bigint not null references goods (id),
  sku_id bigint not null references sku (id),
  price_cents bigint not null check (price_cents > 0),
  quantity int not null check (quantity > 0),
  sold_num int not null default 0 check (sold_num >= 0 and sold_num <= quantity)
);
create index promo_seckill_slot_idx on promo_seckill_goods (slot_hour, id);

-- Points mall: goods a member exchanges for points (plus an optional amount). The cart knows a
-- line's promotion as cart_item.promotion_id/promotion_type (301-cart-promotion.sql): a points
-- goods goes there as promotion_type EXCHANGE with promotion_id = this id, goods_type POINT.
create table promo_exchange (
  id bigserial primary key,
  goods_id bigint not null references goods (id),
  sku_id bigint not null references sku (id),
  exchange_point int not null check (exchange_point > 0),
  exchange_money_cents bigint not null default 0 check (exchange_money_cents >= 0),
  enable_quantity int not null check (enable_quantity >= 0)
);
