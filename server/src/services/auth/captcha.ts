import { randomInt } from 'node:crypto'
import type { Db } from '../../db/types'

export const CAPTCHA_SCENES = ['LOGIN', 'FIND_PWD'] as const
export type CaptchaScene = (typeof CAPTCHA_SCENES)[number]
export const CAPTCHA_TTL_SECONDS = 5 * 60
const LENGTH = 4

/**
 * Glyphs as strokes on a 10×14 grid, drawn as SVG paths (never as text, which a bot would just
 * read), each jittered, rotated and crossed by noise. Only characters that cannot be confused.
 */
const GLYPHS: Record<string, number[][][]> = {
  '2': [[[1, 3], [3, 1], [7, 1], [9, 3], [9, 5], [1, 13], [9, 13]]],
  '3': [[[1, 1], [9, 1], [5, 6], [8, 7], [9, 10], [7, 13], [3, 13], [1, 11]]],
  '4': [[[7, 13], [7, 1], [1, 9], [9, 9]]],
  '5': [[[9, 1], [2, 1], [1, 6], [6, 5], [9, 8], [8, 12], [5, 13], [1, 12]]],
  '6': [[[8, 1], [3, 3], [1, 8], [2, 12], [5, 13], [8, 12], [9, 9], [6, 7], [2, 8]]],
  '7': [[[1, 1], [9, 1], [4, 13]]],
  '8': [[[5, 7], [2, 5], [2, 2], [5, 1], [8, 2], [8, 5], [5, 7], [1, 10], [3, 13], [7, 13], [9, 10], [5, 7]]],
  '9': [[[8, 6], [5, 7], [2, 5], [2, 2], [5, 1], [8, 2], [8, 6], [7, 11], [3, 13]]],
  A: [[[1, 13], [5, 1], [9, 13]], [[3, 8], [7, 8]]],
  C: [[[9, 2], [6, 1], [3, 2], [1, 7], [3, 12], [6, 13], [9, 12]]],
  E: [[[9, 1], [1, 1], [1, 13], [9, 13]], [[1, 7], [7, 7]]],
  F: [[[9, 1], [1, 1], [1, 13]], [[1, 7], [7, 7]]],
  H: [[[1, 1], [1, 13]], [[9, 1], [9, 13]], [[1, 7], [9, 7]]],
  K: [[[1, 1], [1, 13]], [[9, 1], [1, 8]], [[4, 6], [9, 13]]],
  M: [[[1, 13], [1, 1], [5, 8], [9, 1], [9, 13]]],
  N: [[[1, 13], [1, 1], [9, 13], [9, 1]]],
  P: [[[1, 13], [1, 1], [7, 1], [9, 3], [9, 5], [7, 7], [1, 7]]],
  R: [[[1, 13], [1, 1], [7, 1], [9, 3], [9, 5], [7, 7], [1, 7]], [[5, 7], [9, 13]]],
  T: [[[1, 1], [9, 1]], [[5, 1], [5, 13]]],
  W: [[[1, 1], [3, 13], [5, 6], [7, 13], [9, 1]]],
  X: [[[1, 1], [9, 13]], [[9, 1], [1, 13]]],
  Y: [[[1, 1], [5, 7], [9, 1]], [[5, 7], [5, 13]]],
}
const ALPHABET = Object.keys(GLYPHS)

const pick = () => ALPHABET[randomInt(ALPHABET.length)] ?? 'A'
const jitter = (n: number) => (randomInt(-n * 10, n * 10 + 1) / 10).toFixed(1)

export function drawCaptcha(code: string): string {
  const width = 120
  const height = 40
  const parts: string[] = []
  ;[...code].forEach((ch, i) => {
    const strokes = GLYPHS[ch] ?? []
    const x = 12 + i * 26 + randomInt(-3, 4)
    const y = 6 + randomInt(-2, 3)
    const angle = randomInt(-20, 21)
    const hue = randomInt(190, 260)
    const d = strokes
      .map((stroke) => stroke.map(([px = 0, py = 0], k) => `${k === 0 ? 'M' : 'L'}${(px * 1.8 + Number(jitter(0.6))).toFixed(1)} ${(py * 2 + Number(jitter(0.6))).toFixed(1)}`).join(' '))
      .join(' ')
    parts.push(
      `<path transform="translate(${x} ${y}) rotate(${angle} 9 14)" d="${d}" fill="none" stroke="hsl(${hue} 55% 32%)" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`,
    )
  })
  for (let i = 0; i < 4; i++) {
    parts.push(
      `<path d="M${randomInt(0, 30)} ${randomInt(0, height)} Q${randomInt(30, 90)} ${randomInt(0, height)} ${randomInt(90, width)} ${randomInt(0, height)}" fill="none" stroke="hsl(${randomInt(0, 360)} 40% 55%)" stroke-width="1.2"/>`,
    )
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f3f5f8"/>${parts.join('')}</svg>`
}

/** Captchas keyed by device uuid and scene: a new image replaces the old code; each check uses it up. */
export function createCaptchas(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000)
  return {
    async issue(uuid: string, scene: CaptchaScene): Promise<string> {
      const code = Array.from({ length: LENGTH }, pick).join('')
      await db.query(
        `insert into captcha (uuid, scene, code, expires_at) values ($1, $2, $3, $4)
         on conflict (uuid, scene) do update set code = excluded.code, expires_at = excluded.expires_at`,
        [uuid, scene, code, now() + CAPTCHA_TTL_SECONDS],
      )
      return drawCaptcha(code)
    },

    /** Single use whatever the answer, so one image cannot be tried many times. */
    async check(uuid: string | null, scene: CaptchaScene, answer: string | undefined): Promise<boolean> {
      if (!uuid || !answer) return false
      const { rows } = await db.query<{ code: string; expires_at: number }>(
        'delete from captcha where uuid = $1 and scene = $2 returning code, expires_at',
        [uuid, scene],
      )
      const row = rows[0]
      return Boolean(row && row.expires_at > now() && row.code === answer.trim().toUpperCase())
    },

    /** For tests and the dev console only: the code behind the current image. */
    async peek(uuid: string, scene: CaptchaScene): Promise<string | undefined> {
      const { rows } = await db.query<{ code: string }>('select code from captcha where uuid = $1 and scene = $2', [uuid, scene])
      return rows[0]?.code
    },
  }
}

export type Captchas = ReturnType<typeof createCaptchas>
