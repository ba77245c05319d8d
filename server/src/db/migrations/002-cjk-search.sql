-- Chinese is written without spaces and a one- or two-character word ("耳机") has no trigram, so
-- LIKE on search_text falls back to a full scan. search_cjk lists the Han unigrams and bigrams of
-- the Chinese name between spaces (' 耳 机 耳机 '); '% 耳机 %' then has trigrams and uses the index.

alter table goods add column search_cjk text not null default '';

update goods g set search_cjk = coalesce((
  select ' ' || string_agg(gram, ' ') || ' '
  from (
    select substr(g.name_zh, i, n) as gram, n
    from generate_series(1, char_length(g.name_zh)) as i cross join (values (1), (2)) as v (n)
  ) as grams
  where char_length(gram) = n and gram ~ '^[一-鿿]+$'
), '');

create index goods_search_cjk_trgm_idx on goods using gin (search_cjk gin_trgm_ops);
