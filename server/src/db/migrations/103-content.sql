-- Help and documents (issue 3, content part): articles in three languages, grouped in categories.
-- Javashop 7.x keeps these as ArticleDO under /buyer/pages/articles; `show_position` names the
-- articles other pages ask for by role (privacy policy, terms), ids 6905–6913 are the documents
-- of spec §2 /return. Content is stored HTML and is sanitized by the client before it is shown.

create table article_category (
  id int primary key,
  -- HELP: listed on /help; DOC: documents reached by link only (/return, /policy, /terms)
  category_type text not null check (category_type in ('HELP', 'DOC')),
  name_es text not null,
  name_en text not null,
  name_zh text not null,
  sort int not null default 0
);

create table article (
  id bigint primary key,
  category_id int not null references article_category (id),
  show_position text unique,
  sort int not null default 0,
  name_es text not null,
  name_en text not null,
  name_zh text not null,
  content_es text not null,
  content_en text not null,
  content_zh text not null,
  outside_url text not null default '',
  create_time bigint not null,
  modify_time bigint not null
);
create index article_category_idx on article (category_id, sort, id);

-- CMS pages (/mini-page?id=, GET /buyer/pages/{id}): localized name and a list of blocks (jsonb)
-- whose texts carry es/en/zh; goods blocks name goods ids, resolved when the page is read.
create table cms_page (
  id bigint primary key,
  page_type text not null default 'MINI',
  client_type text not null default 'PC',
  name_es text not null,
  name_en text not null,
  name_zh text not null,
  blocks jsonb not null default '[]',
  modify_time bigint not null
);
