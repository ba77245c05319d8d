-- Help and messages of the member centre (spec §7 Member "FAQ" and "Notice logs", §5 "Feedback").

-- The help centre's questions, grouped by category, in the three storefront languages.
create table faq_category (
  code text primary key,
  sort int not null default 0,
  name_es text not null,
  name_en text not null,
  name_zh text not null
);

create table faq (
  id bigserial primary key,
  category text not null references faq_category (code),
  sort int not null default 0,
  question_es text not null,
  question_en text not null,
  question_zh text not null,
  answer_es text not null,
  answer_en text not null,
  answer_zh text not null
);
create index faq_category_idx on faq (category, sort, id);

-- Site notices sent to one member ("member-nocice-logs", the Javashop spelling). send_time: Unix seconds.
-- type: SYSTEM notices, or ASK when someone answered the member's question (GET …/number counts both).
create table member_notice_log (
  id bigserial primary key,
  member_id bigint not null references member (id) on delete cascade,
  type text not null default 'SYSTEM' check (type in ('SYSTEM', 'ASK')),
  title text not null,
  content text not null,
  send_time bigint not null,
  is_read smallint not null default 0 check (is_read in (0, 1))
);
create index member_notice_log_member_idx on member_notice_log (member_id, send_time desc, id desc);

-- What members tell us. created_at (Unix seconds) also drives the per-member rate limit.
create table member_feedback (
  id bigserial primary key,
  member_id bigint not null references member (id) on delete cascade,
  type text not null check (type in ('SUGGESTION', 'PROBLEM', 'COMPLAINT', 'OTHER')),
  content text not null check (char_length(content) between 1 and 500),
  contact text not null default '' check (char_length(contact) <= 100),
  created_at bigint not null
);
create index member_feedback_member_idx on member_feedback (member_id, created_at desc);
