-- Reviews of goods bought (issue 12 §1). A buyer's review is a goods_comment row like the seeded
-- ones, so the product page lists it and counts it in its grades at once; it also names the order
-- it reviews, its 1–5 rating (the grade is derived from it), whether its name is hidden, and its
-- one follow-up ("increase-ticket"). Once per sku of an order: the unique index is what turns
-- concurrent duplicate submissions into one row, whatever the service checked before.

alter table goods_comment add column order_sn text references trade_order (sn);
alter table goods_comment add column rating smallint check (rating between 1 and 5);
alter table goods_comment add column anonymous boolean not null default false;
alter table goods_comment add column additional_content text;
alter table goods_comment add column additional_images text[] not null default '{}';
alter table goods_comment add column additional_at bigint;

create unique index goods_comment_order_sku_uq on goods_comment (order_sn, sku_id) where order_sn is not null;
create index goods_comment_member_idx on goods_comment (member_id, created_at desc, id desc) where order_sn is not null;
