import type { SystemText } from '../../services/text/system-text';
import type { Queryable } from '../../db/types';

export async function insertFaqCategory(
  q: Queryable,
  c: { code: string; sort: number; es: string; en: string; zh: string },
): Promise<void> {
  await q.query('insert into faq_category (code, sort, name_es, name_en, name_zh) values ($1, $2, $3, $4, $5)', [
    c.code,
    c.sort,
    c.es,
    c.en,
    c.zh,
  ]);
}

/** A question and its answer, each in es, en and zh. */
export async function insertFaq(
  q: Queryable,
  f: { category: string; sort: number; question: readonly [string, string, string]; answer: readonly [string, string, string] },
): Promise<void> {
  await q.query(
    `insert into faq (category, sort, question_es, question_en, question_zh, answer_es, answer_en, answer_zh)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [f.category, f.sort, ...f.question, ...f.answer],
  );
}

/** A site notice of the demo member. */
export async function insertDemoNotice(
  q: Queryable,
  n: { type: string; title: SystemText; content: SystemText; at: number; read: number },
): Promise<void> {
  await q.query(
    `insert into member_notice_log (member_id, type, title, content, title_key, content_key, text_params, send_time, is_read)
     values (1, $1, '', '', $2, $3, $4::jsonb, $5, $6)`,
    [n.type, n.title.key, n.content.key, JSON.stringify(n.title.params), n.at, n.read],
  );
}
