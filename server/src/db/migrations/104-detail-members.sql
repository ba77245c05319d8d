-- Product detail, member side (issue 3): answers other members give to a question, favourite
-- goods, collected shops and the footprint (goods a member has looked at, newest first).

create table goods_ask_reply (
  id bigint primary key,
  ask_id bigint not null references goods_ask (id) on delete cascade,
  member_id bigint references member (id) on delete set null,
  member_name text not null,
  content text not null,
  anonymous text not null default 'NO' check (anonymous in ('YES', 'NO')),
  created_at bigint not null
);
create index goods_ask_reply_ask_idx on goods_ask_reply (ask_id, created_at desc, id desc);
create sequence goods_ask_reply_id_seq start with 100000;
create index goods_ask_member_idx on goods_ask (member_id, created_at desc, id desc);

create table member_favorite (
  member_id bigint not null references member (id) on delete cascade,
  goods_id bigint not null references goods (id) on delete cascade,
  created_at bigint not null,
  primary key (member_id, goods_id)
);
create index member_favorite_recent_idx on member_favorite (member_id, created_at desc, goods_id desc);

create table shop_collection (
  id bigint primary key,
  member_id bigint not null references member (id) on delete cascade,
  shop_id int not null references shop (id) on delete cascade,
  created_at bigint not null,
  unique (member_id, shop_id)
);
create index shop_collection_recent_idx on shop_collection (member_id, created_at desc, id desc);
create sequence shop_collection_id_seq start with 1000;

-- One row per member and goods: viewing again moves it to the top rather than adding a row.
create table browse_record (
  member_id bigint not null references member (id) on delete cascade,
  goods_id bigint not null references goods (id) on delete cascade,
  viewed_at bigint not null,
  primary key (member_id, goods_id)
);
create index browse_record_recent_idx on browse_record (member_id, viewed_at desc, goods_id desc);
