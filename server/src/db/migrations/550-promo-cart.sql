-- Promotions that price cart lines (issues 3 and 5). A seckill caps what one buyer may take, in
-- pieces: the cart refuses a line over the cap and prices a line that no longer fits (the cap or
-- the remaining seckill quantity) at the normal price with a notice. 50 pieces is the marketplace's
-- default for every flash sale; an activity may set its own.
alter table promo_seckill_goods add column limit_num int not null default 50 check (limit_num > 0);
