-- Initial schema. One dialect for PGlite and PostgreSQL 15+. Money is integer centavos,
-- times are Unix seconds (bigint) so replies need no conversion and tests can fake the clock.

create extension if not exists pg_trgm;

create table site (
  id int primary key check (id = 1),
  site_name text not null,
  siteon smallint not null default 1 check (siteon in (0, 1)),
  keywords text not null default '',
  descript text not null default '',
  logo text not null default '',
  notice_phone text not null default ''
);

create table site_navigation (
  id int primary key,
  client_type text not null check (client_type in ('PC', 'MOBILE')),
  name_es text not null,
  name_en text not null,
  name_zh text not null,
  url text not null,
  sort int not null
);

create table category (
  id int primary key,
  parent_id int references category (id),
  name_es text not null,
  name_en text not null,
  name_zh text not null,
  -- pictogram of the generated image
  icon text not null,
  sort int not null
);
create index category_parent_idx on category (parent_id, sort);

create table brand (
  id int primary key,
  name text not null
);

create table shop (
  id int primary key,
  name text not null,
  city text not null,
  state text not null,
  created_at bigint not null
);

create table spec (
  id int primary key,
  name_es text not null,
  name_en text not null,
  name_zh text not null
);

create table spec_value (
  id int primary key,
  spec_id int not null references spec (id),
  value_es text not null,
  value_en text not null,
  value_zh text not null,
  sort int not null
);

create table goods (
  id bigint primary key,
  shop_id int not null references shop (id),
  brand_id int not null references brand (id),
  category_id int not null references category (id),
  grand_id int not null references category (id),
  name_es text not null,
  name_en text not null,
  name_zh text not null,
  -- names in all locales, lowercased and without accents: what keywords are matched against
  search_text text not null,
  image text not null,
  -- lowest sku price at the first tier and the list price; kept here so listings sort and filter
  -- without touching sku
  price_cents bigint not null check (price_cents > 0),
  original_price_cents bigint not null,
  package_unit int not null check (package_unit > 0),
  -- units over all skus
  stock int not null check (stock >= 0),
  sales int not null default 0,
  weight_g int not null,
  market_enable smallint not null default 1 check (market_enable in (0, 1)),
  default_sku_id bigint not null,
  created_at bigint not null
);
create index goods_search_trgm_idx on goods using gin (search_text gin_trgm_ops);
create index goods_sales_idx on goods (sales desc, id);
create index goods_grand_sales_idx on goods (grand_id, sales desc, id);
create index goods_category_sales_idx on goods (category_id, sales desc, id);
create index goods_price_idx on goods (price_cents, id);
create index goods_created_idx on goods (created_at desc, id desc);
create index goods_shop_idx on goods (shop_id);
create index goods_brand_idx on goods (brand_id);

-- Wholesale tiers: from min_num units of the goods (all skus together) the unit price is
-- price_bp / 10000 of the sku's base price.
create table goods_price_tier (
  goods_id bigint not null references goods (id) on delete cascade,
  min_num int not null check (min_num > 0),
  price_bp int not null check (price_bp > 0 and price_bp <= 10000),
  primary key (goods_id, min_num)
);

create table sku (
  id bigint primary key,
  goods_id bigint not null references goods (id) on delete cascade,
  sn text not null,
  spec_value_ids int[] not null,
  price_cents bigint not null check (price_cents > 0),
  quantity int not null check (quantity >= 0),
  weight_g int not null
);
create index sku_goods_idx on sku (goods_id);

-- Distinct words of goods.search_text: the vocabulary misspelt keywords are corrected against.
create table search_term (
  term text primary key
);
create index search_term_trgm_idx on search_term using gin (term gin_trgm_ops);

create table member (
  id bigint primary key,
  username text not null,
  password_hash text not null,
  mobile text,
  email text not null default '',
  nickname text not null default '',
  face text not null default '',
  sex smallint not null default -1,
  birthday bigint not null default 0,
  language smallint not null default 4 check (language in (0, 2, 4)),
  created_at bigint not null
);
create unique index member_username_idx on member (lower(username));
create unique index member_mobile_idx on member (mobile);
create sequence member_id_seq start with 1000;

-- Only the SHA-256 of a token is kept, so a database leak yields no usable session.
create table session_token (
  token_hash text primary key,
  family_id text not null,
  member_id bigint not null references member (id) on delete cascade,
  -- BOTH: the login token, used as access and refresh token (spec §4)
  kind text not null check (kind in ('BOTH', 'ACCESS', 'REFRESH')),
  uuid text,
  created_at bigint not null,
  expires_at bigint not null,
  revoked_at bigint
);
create index session_token_family_idx on session_token (family_id);
create index session_token_member_idx on session_token (member_id);

create table cart_item (
  member_id bigint not null references member (id) on delete cascade,
  sku_id bigint not null references sku (id) on delete cascade,
  way text not null check (way in ('CART', 'BUY_NOW')),
  num int not null check (num > 0),
  checked smallint not null default 1 check (checked in (0, 1)),
  created_at bigint not null,
  primary key (member_id, way, sku_id)
);
