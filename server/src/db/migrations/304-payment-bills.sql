-- One row per gateway payment started (GET order/pay/{kind}/{sn}). The gateway echoes
-- `reference` back in its notification, so a repeated notification finds the same bill and
-- changes nothing, and money that arrives for an order that was cancelled or already paid
-- meanwhile is credited to the buyer's balance instead of being lost.
create table payment_bill (
  reference text primary key,
  member_id bigint not null references member (id),
  kind text not null check (kind in ('TRADE', 'ORDER')),
  sn text not null,
  trade_sn text not null,
  plugin_id text not null,
  amount_cents bigint not null check (amount_cents > 0),
  status text not null default 'STARTED' check (status in ('STARTED', 'DECLINED', 'PAID', 'REFUNDED')),
  -- of amount_cents: what paid orders, and what went back to the balance (PAID may refund a rest)
  applied_cents bigint not null default 0,
  refunded_cents bigint not null default 0,
  created_at bigint not null,
  settled_at bigint
);
create index payment_bill_trade_idx on payment_bill (trade_sn);
