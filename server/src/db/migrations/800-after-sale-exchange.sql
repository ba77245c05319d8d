-- The exchange's way back out (issue 12 §4): once the returned goods are stocked in, the seller
-- ships the replacement (its carrier and tracking number, stock going out for it), the service is
-- RESHIPPED until the buyer confirms receipt, then COMPLETED. The buyer's own shipment keeps
-- logi_id/ship_no.
alter table after_sale drop constraint after_sale_status_check;
alter table after_sale add constraint after_sale_status_check check (
  status in ('APPLY', 'PASS', 'REFUSE', 'WAIT_FOR_MANUAL', 'SHIPPED', 'STOCK_IN', 'RESHIPPED', 'REFUNDING', 'COMPLETED', 'CLOSED')
);
alter table after_sale add column out_logi_id int not null default 0;
alter table after_sale add column out_ship_no text not null default '';
