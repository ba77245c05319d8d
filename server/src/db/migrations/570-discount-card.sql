-- Discount cards (issue 5, spec §1: "A discount card can reduce an order up to a maximum amount.
-- The maximum is not shown."). A card takes rate_percent off the goods left after coupons, never
-- more than max_cents per trade; it is spent by one trade and comes back when all of that trade's
-- orders are cancelled. Money in integer centavos.
create table discount_card (
  id bigserial primary key,
  member_id bigint not null references member (id) on delete cascade,
  card_no text not null unique,
  title text not null,
  rate_percent int not null check (rate_percent between 1 and 99),
  -- the most one trade may take off; never sent to the buyer
  max_cents bigint not null check (max_cents > 0),
  end_time bigint not null,
  used_status smallint not null default 0 check (used_status in (0, 1)),
  -- the trade that spent it (NULL while unused)
  trade_sn text,
  created_at bigint not null,
  check ((used_status = 1) = (trade_sn is not null))
);
create index discount_card_member_idx on discount_card (member_id, used_status);
create index discount_card_trade_idx on discount_card (trade_sn) where trade_sn is not null;

-- the card chosen for the next trade (like mc_ids for coupons)
alter table checkout_param add column card_id bigint;

-- each order's share of the card's reduction; order_cents is already net of it
alter table trade_order add column card_cents bigint not null default 0 check (card_cents >= 0);
