-- The keys every API node signs with (issue 15 §2), one row each, when the operator set none in
-- the environment (development): the first node that needs one stores a random key and every
-- node, and every restart, uses that one. Before, the sandbox gateway's and the chat tickets'
-- keys were random per process, so a payment form made on one node was refused by another.
-- The captcha's key (captcha_secret, 680) moves here: one way of keeping a shared key.
create table shared_secret (
  name text primary key,
  value text not null check (length(value) >= 32)
);
insert into shared_secret (name, value) select 'captcha_hmac', hmac_key from captcha_secret;
drop table captcha_secret;
