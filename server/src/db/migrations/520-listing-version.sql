-- A counter that moves whenever what a product listing shows could change (issue 3: product query
-- p95). Listing answers and keyword corrections are cached in memory under the version they were
-- computed at, so a goods taken off the market, renamed or repriced — by this server, another
-- instance, the seed CLI or plain SQL — is never served from a cache. Stock, sales and sku
-- quantities (every order moves them) do not bump it: listings may show them up to a few seconds
-- old; the product page and the cart check them live.

create table catalogue_version (
  id int primary key check (id = 1),
  version bigint not null
);
insert into catalogue_version (id, version) values (1, txid_current());

-- The version is the id of the last transaction that changed the catalogue: it never repeats, not
-- even after a reseed truncates every table (this one too: hence the upsert). Statement-level, so
-- a bulk insert of 5,000 goods costs one row update. (One line: the migration runner splits
-- statements on a semicolon at a line end.)
create function bump_catalogue_version() returns trigger language plpgsql as $$ begin insert into catalogue_version (id, version) values (1, txid_current()) on conflict (id) do update set version = excluded.version; return null; end $$;

create trigger goods_listing_version
  after insert or delete or update of shop_id, brand_id, category_id, grand_id, name_es, name_en, name_zh,
    search_text, search_cjk, image, price_cents, original_price_cents, package_unit, market_enable,
    default_sku_id, created_at
  on goods for each statement execute function bump_catalogue_version();
create trigger goods_listing_version_truncate after truncate on goods
  for each statement execute function bump_catalogue_version();

create trigger search_term_version after insert or update or delete on search_term
  for each statement execute function bump_catalogue_version();
create trigger search_term_version_truncate after truncate on search_term
  for each statement execute function bump_catalogue_version();

-- shop and brand names are printed on every card
create trigger shop_listing_version after insert or update or delete on shop
  for each statement execute function bump_catalogue_version();
create trigger brand_listing_version after insert or update or delete on brand
  for each statement execute function bump_catalogue_version();
