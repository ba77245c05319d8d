import type { Locale } from '../../../../src/core/contract/locales';
import type { Queryable } from '../../db/types';

const NAME_COLUMN: Record<Locale, string> = { es_MX: 'name_es_mx', en_US: 'name_en_us', zh_CN: 'name_zh_cn' };

export async function listTemplates(
  q: Queryable,
  lang: Locale,
): Promise<{ apply_type: number; kind: string; name: string; file_path: string }[]> {
  const { rows } = await q.query<{ apply_type: number; kind: string; name: string; file_path: string }>(
    `select apply_type, kind, ${NAME_COLUMN[lang]} as name, file_path from merchant_template order by apply_type`,
  );
  return rows;
}

/** The member's latest application's status and the reason of a refusal. */
export async function findLatestApplication(
  q: Queryable,
  memberId: number,
): Promise<{ status: number; refuse_reason: string } | undefined> {
  const { rows } = await q.query<{ status: number; refuse_reason: string }>(
    'select status, refuse_reason from merchant_apply where member_id = $1 order by id desc limit 1',
    [memberId],
  );
  return rows[0];
}

/** A new application; the pending-application index refuses a second one (unique violation 23505). */
export async function insertApplication(
  q: Queryable,
  application: { memberId: number; applyType: number; channels: string; amount: string; remark: string; attachment: string; at: number },
): Promise<void> {
  await q.query(
    `insert into merchant_apply (member_id, apply_type, main_sales_channels, purchase_amount, remark, attachment, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      application.memberId,
      application.applyType,
      application.channels,
      application.amount,
      application.remark,
      application.attachment,
      application.at,
    ],
  );
}
