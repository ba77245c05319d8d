-- The distributor / factory / seller application (spec §1 footer link, §4 status, §5 form, §7
-- Distributor): the templates a member downloads, and the applications the platform reviews.
-- apply_type follows the form: 1 distributor, 2 factory, 3 seller.

-- One template document per application type; file_path is on the web host (served by
-- routes/merchant.ts). Reference rows: a reseed keeps them (seed.ts MIGRATION_DATA_TABLES).
create table merchant_template (
  apply_type smallint primary key check (apply_type in (1, 2, 3)),
  kind text not null unique check (kind in ('distributor', 'factory', 'seller')),
  name_es_mx text not null,
  name_en_us text not null,
  name_zh_cn text not null,
  file_path text not null
);
insert into merchant_template (apply_type, kind, name_es_mx, name_en_us, name_zh_cn, file_path) values
  (1, 'distributor', 'Plantilla de solicitud de distribuidor', 'Distributor application template', '分销商申请模板', '/templates/merchant/distributor.pdf'),
  (2, 'factory', 'Plantilla de registro de fábrica', 'Factory registration template', '工厂入驻模板', '/templates/merchant/factory.pdf'),
  (3, 'seller', 'Plantilla de registro de vendedor', 'Seller registration template', '商家入驻模板', '/templates/merchant/seller.pdf');

-- Applications: status 0 pending, 1 approved, 2 refused (with refuse_reason). A member without a
-- row has status -1. At most one pending application per member (the partial unique index makes
-- two concurrent submits a conflict rather than two rows).
create table merchant_apply (
  id bigserial primary key,
  member_id bigint not null references member (id) on delete cascade,
  apply_type smallint not null references merchant_template (apply_type),
  main_sales_channels text not null,
  purchase_amount text not null,
  remark text not null default '',
  attachment text not null,
  status smallint not null default 0 check (status in (0, 1, 2)),
  refuse_reason text not null default '',
  created_at bigint not null,
  reviewed_at bigint
);
create index merchant_apply_member_idx on merchant_apply (member_id, id desc);
create unique index merchant_apply_pending_idx on merchant_apply (member_id) where status = 0;
