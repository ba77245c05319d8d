-- CFDI 4.0 invoices (issue 16 §4): what SAT asks of the receiver besides RFC, name and email
-- (fiscal postal code, c_RegimenFiscal, c_UsoCFDI; contract/cfdi.ts), kept with saved titles and
-- with each past order's invoice; and the stamp a PAC gives an electronic invoice (its folio, the
-- UUID, and when), written by the PAC adapter (services/receipts/pac.ts) when the order completes.
alter table member_receipt add column fiscal_zip text not null default '';
alter table member_receipt add column tax_regime text not null default '';
alter table member_receipt add column cfdi_use text not null default '';

alter table receipt_history add column fiscal_zip text not null default '';
alter table receipt_history add column tax_regime text not null default '';
alter table receipt_history add column cfdi_use text not null default '';
alter table receipt_history add column cfdi_uuid text not null default '';
alter table receipt_history add column stamped_at bigint;
