import { randomInt } from 'node:crypto';
import type { Db } from '../../db/types';
import { findCaptchaCode, putCaptcha, takeCaptcha } from '../../repos/accounts/captchas';

export const CAPTCHA_SCENES = ['LOGIN', 'FIND_PWD'] as const;
export type CaptchaScene = (typeof CAPTCHA_SCENES)[number];
export const CAPTCHA_TTL_SECONDS = 5 * 60;
const LENGTH = 4;

/**
 * Glyphs as strokes on a 10×14 grid, drawn as SVG paths (never as text, which a bot would just
 * read). Only characters that cannot be confused.
 */
const GLYPHS: Record<string, number[][][]> = {
  '2': [
    [
      [1, 3],
      [3, 1],
      [7, 1],
      [9, 3],
      [9, 5],
      [1, 13],
      [9, 13],
    ],
  ],
  '3': [
    [
      [1, 1],
      [9, 1],
      [5, 6],
      [8, 7],
      [9, 10],
      [7, 13],
      [3, 13],
      [1, 11],
    ],
  ],
  '4': [
    [
      [7, 13],
      [7, 1],
      [1, 9],
      [9, 9],
    ],
  ],
  '5': [
    [
      [9, 1],
      [2, 1],
      [1, 6],
      [6, 5],
      [9, 8],
      [8, 12],
      [5, 13],
      [1, 12],
    ],
  ],
  '6': [
    [
      [8, 1],
      [3, 3],
      [1, 8],
      [2, 12],
      [5, 13],
      [8, 12],
      [9, 9],
      [6, 7],
      [2, 8],
    ],
  ],
  '7': [
    [
      [1, 1],
      [9, 1],
      [4, 13],
    ],
  ],
  '8': [
    [
      [5, 7],
      [2, 5],
      [2, 2],
      [5, 1],
      [8, 2],
      [8, 5],
      [5, 7],
      [1, 10],
      [3, 13],
      [7, 13],
      [9, 10],
      [5, 7],
    ],
  ],
  '9': [
    [
      [8, 6],
      [5, 7],
      [2, 5],
      [2, 2],
      [5, 1],
      [8, 2],
      [8, 6],
      [7, 11],
      [3, 13],
    ],
  ],
  A: [
    [
      [1, 13],
      [5, 1],
      [9, 13],
    ],
    [
      [3, 8],
      [7, 8],
    ],
  ],
  C: [
    [
      [9, 2],
      [6, 1],
      [3, 2],
      [1, 7],
      [3, 12],
      [6, 13],
      [9, 12],
    ],
  ],
  E: [
    [
      [9, 1],
      [1, 1],
      [1, 13],
      [9, 13],
    ],
    [
      [1, 7],
      [7, 7],
    ],
  ],
  F: [
    [
      [9, 1],
      [1, 1],
      [1, 13],
    ],
    [
      [1, 7],
      [7, 7],
    ],
  ],
  H: [
    [
      [1, 1],
      [1, 13],
    ],
    [
      [9, 1],
      [9, 13],
    ],
    [
      [1, 7],
      [9, 7],
    ],
  ],
  K: [
    [
      [1, 1],
      [1, 13],
    ],
    [
      [9, 1],
      [1, 8],
    ],
    [
      [4, 6],
      [9, 13],
    ],
  ],
  M: [
    [
      [1, 13],
      [1, 1],
      [5, 8],
      [9, 1],
      [9, 13],
    ],
  ],
  N: [
    [
      [1, 13],
      [1, 1],
      [9, 13],
      [9, 1],
    ],
  ],
  P: [
    [
      [1, 13],
      [1, 1],
      [7, 1],
      [9, 3],
      [9, 5],
      [7, 7],
      [1, 7],
    ],
  ],
  R: [
    [
      [1, 13],
      [1, 1],
      [7, 1],
      [9, 3],
      [9, 5],
      [7, 7],
      [1, 7],
    ],
    [
      [5, 7],
      [9, 13],
    ],
  ],
  T: [
    [
      [1, 1],
      [9, 1],
    ],
    [
      [5, 1],
      [5, 13],
    ],
  ],
  W: [
    [
      [1, 1],
      [3, 13],
      [5, 6],
      [7, 13],
      [9, 1],
    ],
  ],
  X: [
    [
      [1, 1],
      [9, 13],
    ],
    [
      [9, 1],
      [1, 13],
    ],
  ],
  Y: [
    [
      [1, 1],
      [5, 7],
      [9, 1],
    ],
    [
      [5, 7],
      [5, 13],
    ],
  ],
};
const ALPHABET = Object.keys(GLYPHS);

const pick = () => ALPHABET[randomInt(ALPHABET.length)] ?? 'A';
/** A uniform number in [min, max] with 0.01 steps, from the CSPRNG. */
const between = (min: number, max: number) => min + randomInt(Math.round((max - min) * 100) + 1) / 100;
const shuffle = <T>(items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
};
const fmt = (n: number) => n.toFixed(1);
const colour = () => `hsl(${randomInt(0, 360)} ${randomInt(35, 65)}% ${randomInt(25, 42)}%)`;
const stroke = (d: string, width: number, hue: string) =>
  `<path d="${d}" fill="none" stroke="${hue}" stroke-width="${width.toFixed(1)}" stroke-linecap="round" stroke-linejoin="round"/>`;

/**
 * Each segment as a quadratic curve bent sideways by a random amount, so no stroke is the
 * straight line of its template.
 */
function bentPath(points: readonly (readonly [number, number])[]): string {
  const [first, ...rest] = points;
  if (!first) return '';
  let d = `M${fmt(first[0])} ${fmt(first[1])}`;
  let [x0, y0] = first;
  for (const [x1, y1] of rest) {
    const length = Math.hypot(x1 - x0, y1 - y0) || 1;
    const bend = between(-0.22, 0.22) * length;
    const cx = (x0 + x1) / 2 - ((y1 - y0) / length) * bend;
    const cy = (y0 + y1) / 2 + ((x1 - x0) / length) * bend;
    d += ` Q${fmt(cx)} ${fmt(cy)} ${fmt(x1)} ${fmt(y1)}`;
    [x0, y0] = [x1, y1];
  }
  return d;
}

/**
 * The image of a code (issue 9, item 7: the old one, fixed templates with a little jitter and
 * the transform in clear, was read by a short script 2,000 times out of 2,000). Now each glyph
 * gets its own rotation, scale and shear from a wide range, applied here so the SVG carries only
 * final coordinates; strokes bend and wobble; spacing varies so glyphs may touch; noise strokes
 * look like glyph strokes (the glyphs' own colours, like widths) and cross them; every path comes in
 * random order, so neither the markup nor its order says which stroke belongs to which glyph.
 * Machine vision can still read it: the proof of work (captcha-pow.ts) is what makes a guess cost.
 */
export function drawCaptcha(code: string): string {
  const width = 120;
  const height = 40;
  const glyphPaths: string[] = [];
  // one colour per glyph, so a person sees which strokes go together; noise reuses them
  const hues: string[] = [];
  let left = between(4, 10);
  for (const ch of code) {
    const angle = (between(-30, 30) * Math.PI) / 180;
    const [sx, sy] = [between(0.8, 1.2), between(0.85, 1.1)];
    const shear = between(-0.35, 0.35);
    const middle = height / 2 + between(-3, 3);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    // grid (10×14) → glyph box about 16×25 px, centred, then shear, scale, rotate about its centre
    const place = ([gx = 0, gy = 0]: number[]): [number, number] => {
      const x = (gx - 5) * 1.6 * sx + (gy - 7) * 1.8 * shear;
      const y = (gy - 7) * 1.8 * sy;
      return [left + 9 + x * cos - y * sin + between(-1, 1), middle + x * sin + y * cos + between(-1, 1)];
    };
    const strokeWidth = between(2, 2.8);
    const hue = colour();
    hues.push(hue);
    for (const points of GLYPHS[ch] ?? []) glyphPaths.push(stroke(bentPath(points.map(place)), strokeWidth, hue));
    left += between(22, 28);
  }
  const anyHue = () => hues[randomInt(hues.length)] ?? colour();
  const noise: string[] = [];
  // long thin strokes across the glyphs, and short ones the size of a glyph's stroke
  for (let i = 0; i < 3; i++) {
    noise.push(
      stroke(
        `M${randomInt(0, 20)} ${randomInt(5, height - 5)} Q${randomInt(30, 90)} ${randomInt(-10, height + 10)} ${randomInt(100, width)} ${randomInt(5, height - 5)}`,
        between(1.2, 1.8),
        anyHue(),
      ),
    );
  }
  for (let i = 0; i < 4; i++) {
    const x = between(8, width - 8);
    const y = between(6, height - 6);
    const to = [x + between(-12, 12), y + between(-10, 10)] as const;
    noise.push(stroke(bentPath([[x, y], to]), between(1.8, 2.8), anyHue()));
  }
  const parts = shuffle([...glyphPaths, ...noise]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f3f5f8"/>${parts.join('')}</svg>`;
}

/** Captchas keyed by device uuid and scene: a new image replaces the old code; each check uses it up. */
export function createCaptchas(db: Db, clock: () => number) {
  const now = () => Math.floor(clock() / 1000);
  return {
    async issue(uuid: string, scene: CaptchaScene): Promise<string> {
      const code = Array.from({ length: LENGTH }, pick).join('');
      await putCaptcha(db, { uuid, scene, code, expiresAt: now() + CAPTCHA_TTL_SECONDS });
      return drawCaptcha(code);
    },

    /** Single use whatever the answer, so one image cannot be tried many times. */
    async check(uuid: string | null, scene: CaptchaScene, answer: string | undefined): Promise<boolean> {
      if (!uuid || !answer) return false;
      const row = await takeCaptcha(db, uuid, scene);
      return Boolean(row && row.expires_at > now() && row.code === answer.trim().toUpperCase());
    },

    /** For tests and the dev console only: the code behind the current image. */
    async peek(uuid: string, scene: CaptchaScene): Promise<string | undefined> {
      return findCaptchaCode(db, uuid, scene);
    },
  };
}

export type Captchas = ReturnType<typeof createCaptchas>;
