-- Orders after checkout (issue 5): the goods as ordered (snapshots), carriers and their
-- tracking events (served by the development express adapter), offline transfers.

-- The goods and sku as they were when ordered: what `GET trade/snapshots/{id}` shows.
create table goods_snapshot (
  id bigserial primary key,
  goods_id bigint not null,
  sku_id bigint not null,
  body jsonb not null,
  created_at bigint not null
);
alter table order_item add column snapshot_id bigint references goods_snapshot (id);

create table logistics_company (
  id int primary key,
  name text not null,
  code text not null unique
);
insert into logistics_company (id, name, code) values
  (1, 'Estafeta', 'estafeta'),
  (2, 'DHL Express', 'dhl'),
  (3, 'FedEx', 'fedex'),
  (4, 'Paquetexpress', 'paquetexpress'),
  (5, 'Redpack', 'redpack');

alter table trade_order add column logi_id int not null default 0;

-- Tracking events as a carrier reports them, in the carrier's words.
create table express_trace (
  logi_id int not null references logistics_company (id),
  courier_num text not null,
  at bigint not null,
  context text not null,
  primary key (logi_id, courier_num, at)
);
