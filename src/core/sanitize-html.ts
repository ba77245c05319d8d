// HTML from the API (seller descriptions, help documents) is untrusted. It is parsed by
// DOMParser — an inert document: no script runs, no image loads, no handler fires — and then
// rebuilt element by element from an allow-list, so only known tags with known, checked
// attributes ever reach the live DOM. Anything else is dropped (dangerous containers with their
// content) or unwrapped (harmless unknown tags keep their text).

const TAGS = new Set([
  'p',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'a',
  'img',
  'figure',
  'figcaption',
]);

/** Dropped with everything inside: their content is code or chrome, never reading matter. */
const DROP = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
  'frame',
  'frameset',
]);

const ATTRS: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start'],
};

/** http(s), protocol-relative-free relative paths, mailto and tel; never javascript: or data:. */
export function safeUrl(value: string, forImage = false): string | undefined {
  const url = value.trim();
  // URL parsers drop tabs and newlines and read `\` as `/`: "/\evil.example" or "/\t/evil" would
  // become protocol-relative. Such URLs are never a seller's honest link; refuse them outright.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this is for
  if (/[\u0000-\u0020\u007F\\]/.test(url)) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  if (!forImage && /^(mailto|tel):/i.test(url)) return url;
  if (/^\/(?!\/)/.test(url) || /^#/.test(url)) return url;
  return undefined;
}

function copyAttributes(from: Element, to: HTMLElement, tag: string): void {
  for (const name of ATTRS[tag] ?? []) {
    const value = from.getAttribute(name);
    if (value === null) continue;
    if (name === 'href' || name === 'src') {
      const url = safeUrl(value, name === 'src');
      if (url) to.setAttribute(name, url);
    } else if (/^(width|height|colspan|rowspan|start)$/.test(name)) {
      if (/^\d{1,4}$/.test(value)) to.setAttribute(name, value);
    } else {
      to.setAttribute(name, value);
    }
  }
  // Seller links leave the shop: a new tab that cannot reach back into this page.
  if (tag === 'a' && to.hasAttribute('href') && !to.getAttribute('href')?.startsWith('#')) {
    to.setAttribute('target', '_blank');
    to.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  if (tag === 'img') {
    to.setAttribute('loading', 'lazy');
    to.setAttribute('decoding', 'async');
  }
}

function rebuild(source: Node, into: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      const el = child as Element;
      const tag = el.localName;
      if (DROP.has(tag)) continue;
      if (tag === 'img' && !safeUrl(el.getAttribute('src') ?? '', true)) continue;
      if (!TAGS.has(tag)) {
        rebuild(el, into, doc); // unknown but harmless (font, center…): keep the text
        continue;
      }
      const copy = doc.createElement(tag);
      copyAttributes(el, copy, tag);
      rebuild(el, copy, doc);
      into.appendChild(copy);
    }
    // comments, processing instructions: dropped
  }
}

/** Safe DOM for untrusted HTML, made in `doc` (the live document) and ready to append. */
export function sanitizeHtml(html: string, doc: Document = document): DocumentFragment {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const fragment = doc.createDocumentFragment();
  rebuild(parsed.body, fragment, doc);
  return fragment;
}
