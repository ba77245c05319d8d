-- The payment type is chosen per checkout (issue 16 §6): a buyer who placed a cash-on-delivery
-- order without meaning to had the last checkout's type standing in for a choice. No default; the
-- trade that uses a choice clears it, and trade/create refuses a checkout without one. The choices
-- already stored are the last checkouts', so none of them counts for the next.
alter table checkout_param alter column payment_type drop default;
alter table checkout_param alter column payment_type drop not null;
update checkout_param set payment_type = null;
