-- The rest of the order form (issue 5).
--
-- Order lines keep how they ship (contract/shipment.ts): a sku bought wholesale and dropshipped in
-- one order is two lines, so the type joins the key. Existing lines are wholesale.
alter table order_item add column shipment_type smallint not null default 1 check (shipment_type in (1, 2));
alter table order_item drop constraint order_item_pkey;
alter table order_item add primary key (order_sn, sku_id, shipment_type);

-- The free-shipping amount of spec §1 ("{amount}"): a shop's order with at least this much of
-- goods ships free. A site setting, seeded at MXN 1,500.00.
alter table site add column free_freight_cents bigint not null default 150000 check (free_freight_cents >= 0);
