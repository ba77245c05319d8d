-- Discount-card titles in the buyer's language (issue 16 §3): a card's title is written by the
-- platform, like a category's name, so it carries a text per locale as the catalogue does
-- (name_es/name_en/name_zh). `title` stays the Spanish one and the fallback of the others.
alter table discount_card add column title_en text;
alter table discount_card add column title_zh text;

update discount_card set
  title_en = case title
    when 'Tarjeta Socio Mayorista' then 'Wholesale Partner Card'
    when 'Tarjeta Regreso a Clases' then 'Back to School Card'
    when 'Tarjeta Buen Fin' then 'Buen Fin Card'
    when 'Tarjeta Cliente Frecuente' then 'Frequent Customer Card'
  end,
  title_zh = case title
    when 'Tarjeta Socio Mayorista' then '批发伙伴卡'
    when 'Tarjeta Regreso a Clases' then '开学季优惠卡'
    when 'Tarjeta Buen Fin' then 'Buen Fin 优惠卡'
    when 'Tarjeta Cliente Frecuente' then '常客卡'
  end
where title_en is null;
