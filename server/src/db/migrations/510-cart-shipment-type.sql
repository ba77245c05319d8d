-- How a cart line ships (src/core/contract/shipment.ts): 1 wholesale (whole packages at the
-- wholesale tier), 2 dropshipping (single units sent to the buyer's customer at the dropship unit
-- price). Existing lines are wholesale. A sku may sit in the cart once per type, so the type joins
-- the key.
alter table cart_item add column shipment_type smallint not null default 1 check (shipment_type in (1, 2));
alter table cart_item drop constraint cart_item_pkey;
alter table cart_item add primary key (member_id, way, sku_id, shipment_type);
