-- A coupon title the system composed ("Bienvenida: 50 MXN en compras desde 500 MXN") is stored as a
-- message key plus its parameters (issue 16 §3), rendered in the reader's language when read
-- (services/text/system-text.ts), like the ledger's remarks (760). A title a merchant wrote stays in
-- `title`, as written; a composed one is emptied there. Existing rows are moved by the shape of the
-- Spanish sentence the seed wrote, and only when its figures are the coupon's own amount and threshold.
alter table coupon add column title_key text not null default '';
alter table coupon add column title_params jsonb not null default '{}';

update coupon set
  title_key = case m[1]
    when 'Bienvenida' then 'couponTitleWelcome'
    when 'Temporada' then 'couponTitleSeason'
    when 'Mayoreo' then 'couponTitleWholesale'
    when 'Relámpago' then 'couponTitleFlash'
    when 'Tienda' then 'couponTitleShop'
    else 'couponTitle' end,
  title_params = jsonb_build_object('amount', amount_cents / 100, 'threshold', threshold_cents / 100),
  title = ''
  from (select id as cid, regexp_match(title, '^(?:(Bienvenida|Temporada|Mayoreo|Relámpago|Tienda): )?([0-9,]+) MXN en compras desde ([0-9,]+) MXN$') as m
        from coupon) x
  where coupon.id = x.cid and x.m is not null
    and replace(x.m[2], ',', '')::bigint * 100 = coupon.amount_cents
    and replace(x.m[3], ',', '')::bigint * 100 = coupon.threshold_cents;
