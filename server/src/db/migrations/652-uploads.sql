-- Stored uploads (issue 9, item 9): the per-member quota and the sweep of files no record points to.

-- Every stored upload: who, where (the served path, /uploads/…), how big, when. The quota counts
-- these rows; the sweep removes files no record points to once they are old enough.
create table upload (
  id bigserial primary key,
  member_id bigint not null,
  path text not null unique,
  bytes bigint not null,
  created_at bigint not null
);
create index upload_member_idx on upload (member_id, created_at);
create index upload_created_idx on upload (created_at);
