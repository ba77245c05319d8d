// Link-preview images: chat apps (WhatsApp, Facebook, X) show no SVG, so a generated catalogue
// image is framed at 1200×630 (the 1.91:1 card they all crop to) and rasterized to PNG once per
// version, then kept in the file store every node shares: N nodes render it at most once each
// race, never once each visit. The URL carries a hash of what was drawn, so it changes when the
// image does and can be cached for a year.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { renderAsync } from '@resvg/resvg-js';
import type { Db } from '../db/types';
import type { FileStore } from '../services/files/file-store';
import { generatedImage, IMAGE_KINDS, type ImageKind } from '../services/images/image-service';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/**
 * X takes up to 5 MB and Facebook 8 MB, but WhatsApp, which publishes no limit, is reported to
 * show no image above about 300 KB: the strictest bound, for all. Ours are 13–20 KB; a preview
 * past it is not stored and the page has no og:image.
 */
export const PREVIEW_MAX_BYTES = 300 * 1024;
/** A generated SVG is about 1 KB: anything far larger is not ours to draw. */
const SVG_MAX_BYTES = 64 * 1024;

export interface PreviewImage {
  /** path on the public origin: `/og/{kind}/{id}-{hash}.png` */
  path: string;
  key: string;
  width: number;
  height: number;
  type: 'image/png';
}

/** `/uploads/generated/{kind}/{id}.svg`, the first view of a catalogue object's generated image. */
const GENERATED = /\/uploads\/generated\/([a-z]+)\/(\d{1,15})\.svg$/;
/** The preview route's file name. */
export const PREVIEW_FILE = /^(\d{1,15})-([A-Za-z0-9_-]{16})\.png$/;

export const isImageKind = (value: string | undefined): value is ImageKind => IMAGE_KINDS.some((k) => k === value);

/** The generated image an image URL names, if it names one. */
export function generatedSubject(url: string): { kind: ImageKind; id: number } | undefined {
  const found = GENERATED.exec(url);
  const kind = found?.[1];
  return isImageKind(kind) ? { kind, id: Number(found?.[2]) } : undefined;
}

/**
 * The square image centred on its own background colour (the generated image's first rect),
 * so the card is one picture whatever the app crops.
 */
function framed(svg: string): string {
  const background = /<rect width="200" height="200" fill="([^"<>]{1,40})"\/>/.exec(svg)?.[1] ?? '#fff';
  const x = (PREVIEW_WIDTH - PREVIEW_HEIGHT) / 2;
  const inner = svg
    .replace(/^<svg /, `<svg x="${x}" y="0" `)
    .replace(/ width="200" height="200"/, ` width="${PREVIEW_HEIGHT}" height="${PREVIEW_HEIGHT}"`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}">` +
    `<rect width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" fill="${background}"/>${inner}</svg>`
  );
}

/**
 * Fonts for the drawing. Reading every system font costs ~150 ms a render (a CJK font is tens of
 * MB), loading two files ~13 ms: Latin text gets DejaVu Sans when the machine has it (Debian's
 * default), and only other scripts, or a machine without it, pay for the system's fonts.
 */
const LATIN_FONTS = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'];
const latinFonts = LATIN_FONTS.every((file) => existsSync(file));
const LATIN_TEXT = /^[\s\u0020-\u024f\u2000-\u206f]*$/;

const fontsFor = (svg: string) =>
  latinFonts && LATIN_TEXT.test(svg)
    ? { loadSystemFonts: false, fontFiles: LATIN_FONTS, defaultFontFamily: 'DejaVu Sans' }
    : { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' };

/** The PNG of an SVG, or undefined when the renderer fails or its output is out of bounds. */
export async function rasterize(svg: string): Promise<Buffer | undefined> {
  if (svg.length > SVG_MAX_BYTES) return undefined;
  try {
    const png = (
      await renderAsync(svg, {
        fitTo: { mode: 'width', value: PREVIEW_WIDTH },
        font: fontsFor(svg),
      })
    ).asPng();
    return png.length > 0 && png.length <= PREVIEW_MAX_BYTES ? png : undefined;
  } catch {
    return undefined;
  }
}

/** A node's renders (one app, one store): those in flight by key, and the tail of its queue. */
interface Renders {
  running: Map<string, Promise<boolean>>;
  tail: Promise<unknown>;
}
const rendersOf = new WeakMap<FileStore, Renders>();

/**
 * Runs `render` for `key` unless it is already running (a second ask waits for the first), and
 * after the node's other renders: a burst of new products takes one core, not all.
 */
function once(files: FileStore, key: string, render: () => Promise<boolean>): Promise<boolean> {
  let renders = rendersOf.get(files);
  if (!renders) {
    renders = { running: new Map(), tail: Promise.resolve() };
    rendersOf.set(files, renders);
  }
  const { running } = renders;
  const pending = running.get(key);
  if (pending) return pending;
  const work = renders.tail.then(render).finally(() => running.delete(key));
  renders.tail = work.catch(() => undefined);
  running.set(key, work);
  return work;
}

/**
 * The preview of a generated image, stored (rendered now if this version is not yet), or
 * undefined when there is no such object or it cannot be drawn: the page then has no og:image.
 */
export async function previewImage(
  db: Db,
  files: FileStore,
  kind: ImageKind,
  id: number,
  /** the file name a request asked for: a stale or made-up one is refused before any drawing */
  asked?: string,
  /**
   * false for a page's head: its URL only (the content hash), drawn when a preview fetcher asks
   * for it (/og/…), so no HTML answer waits for a render, however many new products a crawler opens
   */
  draw = true,
): Promise<PreviewImage | undefined> {
  const svg = await generatedImage(db, kind, id);
  if (svg === undefined) return undefined;
  const card = framed(svg);
  const hash = createHash('sha256').update(card).digest('base64url').slice(0, 16);
  const key = `previews/${kind}/${id}-${hash}.png`;
  const preview: PreviewImage = {
    path: `/og/${kind}/${id}-${hash}.png`,
    key,
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    type: 'image/png',
  };
  if (asked !== undefined && preview.path !== `/og/${kind}/${asked}`) return undefined;
  if (!draw || (await files.exists(key))) return preview;
  // Two nodes racing write the same bytes under the same key: whichever lands last is as good.
  const stored = await once(files, key, async () => {
    if (await files.exists(key)) return true;
    const png = await rasterize(card);
    if (!png) return false;
    try {
      await files.put(key, png, { maxBytes: PREVIEW_MAX_BYTES });
    } catch (error) {
      // another put of the same key landed first (PostgreSQL: the key's unique row; disk: the same
      // aside file within one process): theirs is the same bytes
      if (await files.exists(key)) return true;
      throw error;
    }
    return true;
  });
  return stored ? preview : undefined;
}
