// The captcha image (issue 9, item 7): the old one drew each glyph as its fixed template with a
// transform in clear, which a short script inverted. What a script now sees in the markup.
import { expect, test } from 'vitest';
import { drawCaptcha } from '../../server/src/services/auth/captcha';

const paths = (svg: string) =>
  [...svg.matchAll(/<path d="([^"]+)"[^>]*stroke="([^"]+)"/g)].map((m) => ({ d: m[1] ?? '', colour: m[2] ?? '' }));

test('carries final coordinates only: no transform, no text, curved strokes', () => {
  const svg = drawCaptcha('2A7K');
  expect(svg).not.toMatch(/transform|<text|<use|<g/);
  const all = paths(svg);
  // 2, A (2 strokes), 7, K (3 strokes) and the noise strokes
  expect(all.length).toBeGreaterThan(7);
  for (const { d } of all) expect(d).toMatch(/^M-?[\d.]+ -?[\d.]+( Q-?[\d.]+ -?[\d.]+ -?[\d.]+ -?[\d.]+)+$/);
});

test('the same code never gives the same strokes, and noise shares the glyphs’ colours', () => {
  const drawings = Array.from({ length: 20 }, () => paths(drawCaptcha('HN9X')));
  const texts = new Set(drawings.map((all) => all.map((p) => p.d).join('|')));
  expect(texts.size).toBe(20);
  for (const all of drawings) {
    // the noise brings no colour of its own: colour does not sort glyph from noise
    expect(new Set(all.map((p) => p.colour)).size).toBeLessThanOrEqual(4);
  }
});

test('the document order says nothing: the first path is not always a stroke of the first glyph', () => {
  const leftmost = Array.from({ length: 30 }, () => {
    const start = paths(drawCaptcha('TTTT'))[0]?.d.match(/^M(-?[\d.]+)/)?.[1];
    return Number(start) < 30;
  });
  expect(leftmost.some((left) => !left)).toBe(true);
});
