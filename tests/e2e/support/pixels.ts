import pixelmatch from 'pixelmatch';
import type { Locator } from 'playwright-core';
import { PNG } from 'pngjs';

/**
 * A screenshot of `locator` once it has stopped changing: shots are taken until two in a row are
 * the same to `pixelDifference` (anti-aliasing drift aside: a mini cart at a fractional offset
 * alternated between two encodings of one picture), as Playwright's own `toHaveScreenshot` does. A widget can show its lines before its
 * last request has answered (the cart from the tab's copy, its checkout button busy and the points
 * line still coming): compared then, one page caught it mid-way (2.1 % of pixels, once in a run).
 * Fails if it is still changing after `tries` shots, which is a finding of its own.
 */
export async function stableScreenshot(locator: Locator, tries = 10): Promise<Buffer> {
  let last = await locator.screenshot({ animations: 'disabled', caret: 'hide' });
  for (let i = 1; i < tries; i += 1) {
    const next = await locator.screenshot({ animations: 'disabled', caret: 'hide' });
    if (next.equals(last) || pixelDifference(next, last) === 0) return next;
    last = next;
  }
  throw new Error(`[vitrina] ${locator} was still changing after ${tries} screenshots`);
}

/**
 * Share of pixels that differ between two screenshots of the same widget. Elements at a
 * fractional page offset are captured one pixel wider, with edges anti-aliased differently, so
 * sizes may differ by a pixel and each channel may drift slightly; more than that is a real change.
 */
export function pixelDifference(a: Buffer, b: Buffer): number {
  const pa = PNG.sync.read(a);
  const pb = PNG.sync.read(b);
  if (Math.abs(pa.width - pb.width) > 1 || Math.abs(pa.height - pb.height) > 1) return 1;
  const width = Math.min(pa.width, pb.width);
  const height = Math.min(pa.height, pb.height);
  const crop = (p: PNG) => {
    const out = new PNG({ width, height });
    PNG.bitblt(p, out, 0, 0, width, height, 0, 0);
    return out.data;
  };
  const diff = pixelmatch(crop(pa), crop(pb), undefined, width, height, { threshold: 0.2 });
  return diff / (width * height);
}
