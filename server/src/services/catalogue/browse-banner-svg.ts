import { PICTOGRAMS } from '../images/pictograms';
import { BANNER_HEIGHT, BANNER_WIDTH } from './browse-home';

/**
 * A home banner drawn on demand: a diagonal colour field from a hash of the id, the banner's
 * pictogram large on the right, and no text (the page lays the translated title over it, so one
 * image serves every locale and screen readers get real text).
 */
export function renderBannerSvg(id: number, icon: string): string {
  const hue = (id * 67 + 200) % 360;
  const pictogram = PICTOGRAMS[icon] ?? '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 65% 32%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 48%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#g)"/>` +
    `<circle cx="${BANNER_WIDTH - 230}" cy="${BANNER_HEIGHT / 2}" r="190" fill="hsl(${hue} 80% 92% / .16)"/>` +
    `<circle cx="${BANNER_WIDTH - 60}" cy="40" r="110" fill="hsl(${hue} 80% 92% / .1)"/>` +
    `<g color="hsl(${hue} 80% 94%)" fill="currentColor" transform="translate(${BANNER_WIDTH - 380} 30) scale(1.5)">${pictogram}</g>` +
    `</svg>`
  );
}
