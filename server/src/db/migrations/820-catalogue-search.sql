-- Issue 17 §1: goods are found by the names of their category path (every level, es/en/zh),
-- their brand and their shop, not only by their own names.
--
-- The catalogue's names live in a few hundred rows (category, brand, shop), not in 100k goods
-- rows: each of those rows carries its normalised text here, kept by triggers, and a search
-- resolves a keyword token to the category, brand and shop ids whose text contains it, then
-- matches goods by those ids (btree indexes on goods) beside the trigram match on their own
-- names. A rename therefore touches one row and reaches every goods at once, with nothing to
-- rewrite in the goods table; the catalogue version (migration 520) moves with it, so no cached
-- listing survives it.
--
-- search_keys are the name's exact forms for "the keyword is this category's (brand's, shop's)
-- name": normalised as typed, and stemmed by the spanish and english text-search configurations
-- (lexemes without positions), so "chamarra" names "Chamarras" and "phone charger" names
-- "Phone Chargers". Chinese needs no stemmer: its normalised form is compared as is.

create extension if not exists unaccent;

-- The SQL twin of normalizeText (services/search/normalize.ts): lowercase, accents removed,
-- punctuation to spaces keeping "." and "-" inside tokens. Han is listed by range: under the C
-- collation [:alnum:] holds ASCII only (accents are gone by then, Han is not).
create function search_norm(t text) returns text language sql stable as $$ select trim(regexp_replace(regexp_replace(regexp_replace(lower(unaccent(coalesce(t, ''))), '[^a-z0-9.一-鿿-]+', ' ', 'g'), '(^| )[.-]+|[.-]+( |$)', '\1\2', 'g'), ' +', ' ', 'g')) $$;

-- The Han unigrams and bigrams of a text between spaces, as goods.search_cjk (migration 002):
-- a one- or two-character Chinese keyword is matched as ' 玩具 ' there.
create function han_grams(t text) returns text language sql immutable as $$ select coalesce(string_agg(gram, ' ' order by i, n), '') from (select substr(t, i, n) as gram, i, n from generate_series(1, char_length(t)) as i cross join (values (1), (2)) as v (n)) as grams where char_length(gram) = n and gram ~ '^[一-鿿]+$' $$;

-- The keys of a name in three locales ("es:" and "en:" for the stemmed forms); empty ones left out.
create function name_keys(es text, en text, zh text) returns text[] language sql stable as $$ select array_remove(array[search_norm(es), search_norm(en), search_norm(zh), nullif('es:' || strip(to_tsvector('spanish', search_norm(es)))::text, 'es:'), nullif('en:' || strip(to_tsvector('english', search_norm(en)))::text, 'en:')], '') $$;

alter table category add column search_text text not null default '';
alter table category add column search_keys text[] not null default '{}';
alter table brand add column search_text text not null default '';
alter table brand add column search_keys text[] not null default '{}';
alter table shop add column search_text text not null default '';
alter table shop add column search_keys text[] not null default '{}';

-- A category's text is its own names and every ancestor's, in all three locales, then their Han
-- grams, between spaces. Recomputed for the whole (small) table after any change to names or
-- parents, so renaming a parent reaches its children's path. The update sets only the search
-- columns, which this trigger does not watch: it does not fire itself again.
create function refresh_category_search() returns trigger language plpgsql as $$ begin
  with recursive path (id, ancestor_id, depth) as (
    select id, id, 0 from category
    union all select path.id, c.parent_id, path.depth + 1 from path join category c on c.id = path.ancestor_id where c.parent_id is not null and path.depth < 16
  ), texts as (
    select path.id, string_agg(concat_ws(' ', a.name_es, a.name_en, a.name_zh), ' ' order by path.depth) as names, string_agg(a.name_zh, ' ' order by path.depth) as zh
    from path join category a on a.id = path.ancestor_id group by path.id
  ), computed as (
    select c.id, ' ' || concat_ws(' ', nullif(search_norm(t.names), ''), nullif(han_grams(t.zh), '')) || ' ' as search_text, name_keys(c.name_es, c.name_en, c.name_zh) as search_keys
    from category c join texts t on t.id = c.id
  )
  update category c set search_text = computed.search_text, search_keys = computed.search_keys from computed
  where computed.id = c.id and (c.search_text, c.search_keys) is distinct from (computed.search_text, computed.search_keys)
  ; insert into search_term (term) select distinct term from category, unnest(string_to_array(trim(search_text), ' ')) as term where term <> '' on conflict do nothing
  ; return null
; end $$;

create trigger category_search after insert or update of name_es, name_en, name_zh, parent_id on category
  for each statement execute function refresh_category_search();

-- A brand's or shop's text: its name normalised, then its Han grams, between spaces.
create function set_name_search() returns trigger language plpgsql as $$ begin
  new.search_text := ' ' || concat_ws(' ', nullif(search_norm(new.name), ''), nullif(han_grams(new.name), '')) || ' '
  ; new.search_keys := name_keys(new.name, new.name, new.name)
  ; insert into search_term (term) select distinct term from unnest(string_to_array(trim(new.search_text), ' ')) as term where term <> '' on conflict do nothing
  ; return new
; end $$;

create trigger brand_search before insert or update of name on brand for each row execute function set_name_search();
create trigger shop_search before insert or update of name on shop for each row execute function set_name_search();

-- category names now decide which goods a keyword finds
create trigger category_listing_version after insert or update or delete on category
  for each statement execute function bump_catalogue_version();
create trigger category_listing_version_truncate after truncate on category
  for each statement execute function bump_catalogue_version();

-- A keyword that is a sku code ("VT000123-01", or its goods part "VT000123") finds that goods:
-- prefix matches on the code as keywords are normalised (lowercase).
create index sku_sn_prefix_idx on sku (lower(sn) text_pattern_ops);

-- the rows already there
update category set name_es = name_es;
update brand set name = name;
update shop set name = name;
