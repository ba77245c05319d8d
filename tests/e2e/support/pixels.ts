import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

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
