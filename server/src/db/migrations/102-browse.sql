-- Catalogue browse part (issue 3): home banners, home modules over product labels, and what the
-- listing needs for facets. Links are promotional links (spec §2): a type and a value.

create table banner (
  id int primary key,
  title_es text not null,
  title_en text not null,
  title_zh text not null,
  subtitle_es text not null default '',
  subtitle_en text not null default '',
  subtitle_zh text not null default '',
  link_type text not null check (link_type in ('URL', 'GOODS', 'KEYWORD', 'SHOP', 'CATEGORY')),
  link_value text not null,
  -- pictogram of the generated image
  icon text not null,
  sort int not null,
  enabled smallint not null default 1 check (enabled in (0, 1))
);

-- A hand-picked list of goods (best sellers, new arrivals, offers, recommended).
create table product_label (
  id int primary key,
  code text not null unique,
  name_es text not null,
  name_en text not null,
  name_zh text not null
);

create table goods_label (
  label_id int not null references product_label (id) on delete cascade,
  goods_id bigint not null references goods (id) on delete cascade,
  sort int not null,
  primary key (label_id, goods_id)
);
create index goods_label_sort_idx on goods_label (label_id, sort, goods_id);

-- A block of the home page: a label's goods under a title, with a "see more" link.
create table home_module (
  id int primary key,
  label_id int not null references product_label (id) on delete cascade,
  title_es text not null,
  title_en text not null,
  title_zh text not null,
  link_type text not null check (link_type in ('URL', 'GOODS', 'KEYWORD', 'SHOP', 'CATEGORY')),
  link_value text not null,
  sort int not null
);
