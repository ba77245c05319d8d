import type { Queryable } from '../db/types'

export interface MemberRow {
  id: number
  username: string
  password_hash: string
  mobile: string | null
  email: string
  nickname: string
  face: string
  sex: number
  birthday: number
  language: number
}

const COLUMNS = 'id, username, password_hash, mobile, email, nickname, face, sex, birthday, language'

/** Login accepts the username (any case) or the mobile number. */
export async function findMemberByLogin(q: Queryable, login: string): Promise<MemberRow | undefined> {
  const { rows } = await q.query<MemberRow>(
    `select ${COLUMNS} from member where lower(username) = lower($1) or mobile = $1 order by id limit 1`,
    [login],
  )
  return rows[0]
}

export async function findMemberById(q: Queryable, id: number): Promise<MemberRow | undefined> {
  const { rows } = await q.query<MemberRow>(`select ${COLUMNS} from member where id = $1`, [id])
  return rows[0]
}

export async function updateMemberLanguage(q: Queryable, id: number, language: number): Promise<void> {
  await q.query('update member set language = $2 where id = $1', [id, language])
}
