import type { Queryable } from '../../db/types';

/** The site row (id 1): open, with its logo drawn on demand. */
export async function insertSite(
  q: Queryable,
  site: { siteName: string; keywords: string; descript: string; noticePhone: string },
): Promise<void> {
  await q.query(
    `insert into site (id, site_name, siteon, keywords, descript, logo, notice_phone)
     values (1, $1, 1, $2, $3, '/uploads/generated/site/1.svg', $4)`,
    [site.siteName, site.keywords, site.descript, site.noticePhone],
  );
}

/** A demo member; a demo email counts as proved, so the demo accounts buy at once (issue 9). */
export async function insertDemoMember(
  q: Queryable,
  member: {
    id: number;
    username: string;
    passwordHash: string;
    mobile: string;
    email: string;
    nickname: string;
    face: string;
    sex: number;
    birthday: number;
    language: number;
    at: number;
  },
): Promise<void> {
  await q.query(
    `insert into member (id, username, password_hash, mobile, email, nickname, face, sex, birthday, language, created_at, email_verified_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, case when $5 <> '' then $11::bigint end)`,
    [
      member.id,
      member.username,
      member.passwordHash,
      member.mobile,
      member.email,
      member.nickname,
      member.face,
      member.sex,
      member.birthday,
      member.language,
      member.at,
    ],
  );
}

/** A checked line of demo's cart. */
export async function insertDemoCartLine(q: Queryable, line: { skuId: number; num: number; at: number }): Promise<void> {
  await q.query(`insert into cart_item (member_id, sku_id, way, num, checked, created_at) values (1, $1, 'CART', $2, 1, $3)`, [
    line.skuId,
    line.num,
    line.at,
  ]);
}
