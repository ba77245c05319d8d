import type { ImageSubject } from '../../repos/uploads/images';
import { PICTOGRAMS } from './pictograms';

/**
 * How a view of a goods is drawn: 1 the plain picture; 2 a close-up; 3 the package it ships in;
 * 4 the goods in use, on a dark ground. Other kinds have only view 1.
 */
export type ImageView = 1 | 2 | 3 | 4;

/**
 * A deterministic placeholder image: colours from a hash of kind and id, a pictogram, and a
 * short label (or initials when there is no pictogram). Around 1 KB, so a 100k-product
 * catalogue needs no image files at all.
 */
export function renderSvg(kind: string, id: number, subject: ImageSubject, view: ImageView = 1): string {
  const hue = hash(`${kind}:${id}`) % 360;
  const dark = view === 4;
  const background = dark ? `hsl(${hue} 35% 22%)` : `hsl(${(hue + (view === 3 ? 30 : 0)) % 360} 70% 93%)`;
  const foreground = dark ? `hsl(${hue} 80% 85%)` : `hsl(${hue} 55% 35%)`;
  const pictogram = PICTOGRAMS[subject.icon];
  const label = escapeXml(truncate(subject.label, 18));
  const figure = (transform: string) => `<g fill="currentColor" color="${foreground}" transform="${transform}">${pictogram}</g>`;
  const caption = label ? `<text x="100" y="182" font-size="16" text-anchor="middle" fill="${foreground}">${label}</text>` : '';
  const body = !pictogram
    ? `<text x="100" y="118" font-size="52" font-weight="700" text-anchor="middle" fill="${foreground}">${escapeXml(initials(subject.label))}</text>` +
      `<text x="100" y="170" font-size="16" text-anchor="middle" fill="${foreground}">${label}</text>`
    : view === 2
      ? figure('translate(100 100) scale(1.7) translate(-100 -100)')
      : view === 3
        ? `<g transform="translate(100 92) scale(.82) translate(-100 -110)">` +
          `<path d="M40 70 100 45l60 25v80l-60 25-60-25z" fill="none" stroke="${foreground}" stroke-width="6" stroke-linejoin="round"/>` +
          `<path d="M40 70l60 25 60-25M100 95v80" fill="none" stroke="${foreground}" stroke-width="4"/>` +
          figure('translate(44 98) scale(.5)') +
          `</g>` +
          caption
        : figure(`translate(0 ${label ? -12 : 0})`) + caption;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" ` +
    `font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif">` +
    `<rect width="200" height="200" fill="${background}"/>${body}</svg>`
  );
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function initials(label: string): string {
  const letters = label
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .map((word) => [...word][0]);
  return (letters.length > 0 ? letters : [...label].slice(0, 1)).slice(0, 2).join('');
}

function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
