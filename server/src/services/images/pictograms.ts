/**
 * Simple pictograms (200×200 viewBox, drawn in `currentColor`) for the generated images, one per
 * grand category icon plus a few for people and the site logo.
 */
export const PICTOGRAMS: Readonly<Record<string, string>> = {
  electronics:
    '<path d="M55 110v-10a45 45 0 0 1 90 0v10" fill="none" stroke="currentColor" stroke-width="10"/><rect x="45" y="105" width="24" height="40" rx="8"/><rect x="131" y="105" width="24" height="40" rx="8"/>',
  home: '<path d="M100 45 40 95h15v55h90V95h15z"/><rect x="88" y="115" width="24" height="35" fill="#fff" opacity=".8"/>',
  dress: '<path d="M85 45h30l-5 25 35 80H55l35-80z"/>',
  shirt: '<path d="M75 50 45 70l12 22 15-8v66h56V84l15 8 12-22-30-20c-5 10-15 15-25 15s-20-5-25-15z"/>',
  beauty: '<rect x="82" y="100" width="36" height="55" rx="4"/><path d="M88 100V65l24-15v50z"/>',
  toys: '<circle cx="100" cy="110" r="38"/><circle cx="70" cy="70" r="16"/><circle cx="130" cy="70" r="16"/>',
  sports: '<circle cx="100" cy="100" r="50" fill="none" stroke="currentColor" stroke-width="8"/><path d="m100 78 21 15-8 25H87l-8-25z"/>',
  tools: '<path d="m60 140 55-55a25 25 0 1 1 14 14l-55 55z"/><circle cx="137" cy="68" r="8" fill="#fff" opacity=".8"/>',
  stationery: '<path d="m130 45 25 25-70 70-32 7 7-32z"/>',
  food: '<circle cx="100" cy="112" r="40"/><path d="M100 72c5-15 18-22 30-22-3 14-13 22-30 22z"/>',
  car: '<path d="M40 120v-20l20-30h80l20 30v20z"/><circle cx="70" cy="125" r="14"/><circle cx="130" cy="125" r="14"/>',
  pets: '<ellipse cx="100" cy="120" rx="30" ry="25"/><circle cx="62" cy="88" r="11"/><circle cx="85" cy="68" r="11"/><circle cx="115" cy="68" r="11"/><circle cx="138" cy="88" r="11"/>',
  person: '<circle cx="100" cy="78" r="28"/><path d="M48 160c0-30 24-50 52-50s52 20 52 50z"/>',
  logo: '<path d="M50 60h100l-10 80H60z" fill="none" stroke="currentColor" stroke-width="10"/><path d="M75 60a25 25 0 0 1 50 0" fill="none" stroke="currentColor" stroke-width="10"/>',
};
