-- The development chat provider (issue 4): one conversation per member and shop (shop 0 is the
-- platform's customer service), and its messages. A real IM service replaces this through
-- CHAT_PROVIDER_URL; these tables then stay empty.
create table chat_conversation (
  id bigserial primary key,
  member_id bigint not null references member (id) on delete cascade,
  shop_id int not null default 0,
  created_at bigint not null,
  updated_at bigint not null,
  unique (member_id, shop_id)
);

create table chat_message (
  id bigserial primary key,
  conversation_id bigint not null references chat_conversation (id) on delete cascade,
  -- BUYER wrote it; AUTO is the development provider's automatic answer for the shop
  sender text not null check (sender in ('BUYER', 'SHOP', 'AUTO')),
  content text not null default '',
  goods_id bigint,
  created_at bigint not null
);
create index chat_message_conversation_idx on chat_message (conversation_id, id);

