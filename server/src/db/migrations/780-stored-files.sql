-- Uploaded files in the database every API node shares (issue 15 §3), when FILE_STORE=postgres:
-- before, an avatar uploaded via one node was a 404 on another. A row per file (its key is the
-- path under /uploads/), its bytes in 256 KiB chunks so no statement carries a whole 10 MiB file.
-- With FILE_STORE=disk (the default) these tables stay empty.
create table stored_file (
  key text primary key,
  content_type text not null,
  bytes integer not null check (bytes >= 0),
  etag text not null,
  -- milliseconds since the epoch, by the app's clock: the sweep judges strays by it
  stored_at bigint not null
);
create table stored_file_chunk (
  key text not null references stored_file (key) on delete cascade,
  seq integer not null check (seq >= 0),
  data bytea not null,
  primary key (key, seq)
);
