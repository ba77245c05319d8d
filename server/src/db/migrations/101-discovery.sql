-- Catalogue and discovery (issue 3): what buyers say about goods and what they bought, plus
-- stored product descriptions. Reviews and questions point at members by id but keep the name
-- shown, so a later nickname change does not rewrite history.

create table goods_comment (
  id bigint primary key,
  goods_id bigint not null references goods (id) on delete cascade,
  sku_id bigint references sku (id) on delete set null,
  member_id bigint references member (id) on delete set null,
  member_name text not null,
  content text not null,
  grade text not null check (grade in ('good', 'neutral', 'bad')),
  images text[] not null default '{}',
  reply text,
  created_at bigint not null
);
create index goods_comment_goods_idx on goods_comment (goods_id, created_at desc, id desc);
create sequence goods_comment_id_seq start with 100000;

create table goods_ask (
  id bigint primary key,
  goods_id bigint not null references goods (id) on delete cascade,
  member_id bigint references member (id) on delete set null,
  member_name text not null,
  content text not null,
  anonymous text not null default 'NO' check (anonymous in ('YES', 'NO')),
  reply text,
  reply_time bigint,
  created_at bigint not null
);
create index goods_ask_goods_idx on goods_ask (goods_id, created_at desc, id desc);
create sequence goods_ask_id_seq start with 100000;

-- Completed sales shown on the product page ("who bought this"); names are masked on output.
create table goods_sale (
  id bigint primary key,
  goods_id bigint not null references goods (id) on delete cascade,
  buyer_name text not null,
  num int not null check (num > 0),
  price_cents bigint not null,
  created_at bigint not null
);
create index goods_sale_goods_idx on goods_sale (goods_id, created_at desc, id desc);

-- A seller's own description HTML. Untrusted: clients sanitise it before it reaches the DOM.
create table goods_intro (
  goods_id bigint primary key references goods (id) on delete cascade,
  intro_es text not null,
  intro_en text not null,
  intro_zh text not null
);
