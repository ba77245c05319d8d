-- The promotion a buyer chose for a cart line (POST /buyer/trade/promotion); NULL = none chosen.
alter table cart_item add column promotion_id bigint;
alter table cart_item add column promotion_type text;
