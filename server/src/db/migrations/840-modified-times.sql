-- When a goods or a shop last changed, for the sitemaps' `lastmod` (issue 18): search engines
-- recrawl what moved, and a lastmod that is only the creation date tells them nothing moved.
-- Kept by triggers, so every writer (this server, another node, the seed CLI, plain SQL) keeps it.
-- Backfilled from created_at: before today nothing recorded a change. Unix seconds, as created_at.

alter table goods add column updated_at bigint;
update goods set updated_at = created_at;
alter table goods alter column updated_at set not null;

-- What a goods' page and its structured data show moved: names, pictures, prices, listing,
-- category, shop or brand, and availability (stock crossing zero). Sales and stock counts move
-- with every order and are not a change of the page; the row's own updated_at, when a writer (the
-- sku trigger below) sets it, is kept. Never backwards. (One line per statement: the migration
-- runner splits on a semicolon at a line end.)
create function touch_goods() returns trigger language plpgsql as $$ begin
  if tg_op = 'INSERT' then new.updated_at := coalesce(new.updated_at, new.created_at)
  ; elsif (old.shop_id, old.brand_id, old.category_id, old.grand_id, old.name_es, old.name_en, old.name_zh, old.image, old.price_cents, old.original_price_cents, old.package_unit, old.market_enable, old.default_sku_id, old.weight_g, old.stock > 0)
    is distinct from (new.shop_id, new.brand_id, new.category_id, new.grand_id, new.name_es, new.name_en, new.name_zh, new.image, new.price_cents, new.original_price_cents, new.package_unit, new.market_enable, new.default_sku_id, new.weight_g, new.stock > 0)
  then new.updated_at := greatest(old.updated_at, new.updated_at, floor(extract(epoch from now()))::bigint)
  ; end if
  ; return new
; end $$;
create trigger goods_updated_at before insert or update on goods for each row execute function touch_goods();

-- A sku's price, or its running out or coming back, changes its goods' offers.
create function touch_goods_of_sku() returns trigger language plpgsql as $$ begin
  update goods set updated_at = greatest(updated_at, floor(extract(epoch from now()))::bigint) where id = new.goods_id
  ; return null
; end $$;
create trigger sku_touches_goods after update on sku for each row
  when (old.price_cents is distinct from new.price_cents or (old.quantity > 0) is distinct from (new.quantity > 0))
  execute function touch_goods_of_sku();

-- A shop's row (its name, place, settings) changing is a change of its page.
alter table shop add column updated_at bigint;
update shop set updated_at = created_at;
alter table shop alter column updated_at set not null;

create function touch_shop() returns trigger language plpgsql as $$ begin
  if tg_op = 'INSERT' then new.updated_at := coalesce(new.updated_at, new.created_at)
  ; elsif row(old.*) is distinct from row(new.*) then new.updated_at := greatest(old.updated_at, floor(extract(epoch from now()))::bigint)
  ; end if
  ; return new
; end $$;
create trigger shop_updated_at before insert or update on shop for each row execute function touch_shop();
