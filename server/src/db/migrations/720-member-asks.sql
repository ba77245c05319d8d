-- Questions and answers in the member centre (issue 12 §2). Only buyers of a goods answer its
-- questions, once each: the unique index is what turns concurrent duplicate replies into one row,
-- whatever the service checked before. Ask messages tell a member that a question of theirs got
-- an answer (ANSWERED) or that someone asked about goods they bought (ASKED); they hold a kind
-- and the ids it speaks of, never a sentence: the reader's dictionary words them.

create unique index goods_ask_reply_member_uq on goods_ask_reply (ask_id, member_id) where member_id is not null;
create index goods_ask_reply_member_idx on goods_ask_reply (member_id, created_at desc, id desc);
-- who bought a goods: the buyers to tell of a new question, the goods a member may answer about
create index order_item_goods_idx on order_item (goods_id);

create table member_ask_message (
  id bigint primary key,
  member_id bigint not null references member (id) on delete cascade,
  kind text not null check (kind in ('ANSWERED', 'ASKED')),
  ask_id bigint not null references goods_ask (id) on delete cascade,
  goods_id bigint not null references goods (id) on delete cascade,
  reply_id bigint references goods_ask_reply (id) on delete cascade,
  is_read smallint not null default 0 check (is_read in (0, 1)),
  created_at bigint not null
);
create index member_ask_message_member_idx on member_ask_message (member_id, created_at desc, id desc);
create index member_ask_message_unread_idx on member_ask_message (member_id) where is_read = 0;
create sequence member_ask_message_id_seq start with 1000;
