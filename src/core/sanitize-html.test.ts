import { afterEach, describe, expect, it } from 'vitest';
import { safeUrl, sanitizeHtml } from './sanitize-html';

type Flagged = Window & { __pwned?: number };

/** Sanitises into a live container, as SafeHtml does, and returns the container. */
function render(html: string): HTMLElement {
  const box = document.createElement('div');
  document.body.appendChild(box);
  box.replaceChildren(sanitizeHtml(html, document));
  return box;
}

/** Everything in the output that could ever run code or leave the allow-list. */
function dangers(box: HTMLElement): string[] {
  const found: string[] = [];
  for (const el of Array.from(box.querySelectorAll('*'))) {
    const tag = el.localName;
    if (
      [
        'script',
        'style',
        'iframe',
        'object',
        'embed',
        'svg',
        'math',
        'form',
        'template',
        'noscript',
        'link',
        'meta',
        'base',
        'frame',
      ].includes(tag)
    ) {
      found.push(`<${tag}>`);
    }
    if (el.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`${tag} in ${el.namespaceURI}`);
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name)) found.push(`${tag}[${attr.name}]`);
      if (['style', 'srcdoc', 'action', 'formaction', 'xlink:href', 'data', 'srcset'].includes(attr.name))
        found.push(`${tag}[${attr.name}]`);
      if ((attr.name === 'href' || attr.name === 'src') && safeUrl(attr.value, attr.name === 'src') !== attr.value)
        found.push(`${tag}[${attr.name}=${attr.value}]`);
    }
  }
  return found;
}

const ATTACKS: [string, string][] = [
  ['script tag', '<p>ok</p><script>window.__pwned = 1</script>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['img onerror', '<img src="/uploads/a.png" onerror="window.__pwned = 1">'],
  ['img with a bad src and onerror', '<img src=x onerror="window.__pwned = 1">'],
  ['javascript: link', '<a href="javascript:window.__pwned = 1">click</a>'],
  ['mixed-case, spaced javascript: link', '<a href="  JaVaScRiPt:window.__pwned=1">click</a>'],
  ['entity-encoded javascript: link', '<a href="java&#x09;script:window.__pwned=1">click</a>'],
  ['data: link', '<a href="data:text/html,<script>window.__pwned=1</script>">x</a>'],
  ['data: image', '<img src="data:image/svg+xml,<svg onload=window.__pwned=1>">'],
  ['protocol-relative link', '<a href="//evil.example/">x</a>'],
  ['backslash link', '<a href="/\\evil.example/">x</a>'],
  ['svg onload', '<svg onload="window.__pwned = 1"><circle r="4"/></svg>'],
  ['svg script', '<svg><script>window.__pwned = 1</script></svg>'],
  ['svg a xlink', '<svg><a xlink:href="javascript:window.__pwned=1"><text>x</text></a></svg>'],
  ['math xlink', '<math><mi xlink:href="javascript:window.__pwned=1">x</mi></math>'],
  ['iframe', '<iframe src="javascript:window.__pwned=1"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>'],
  ['object and embed', '<object data="javascript:window.__pwned=1"></object><embed src="javascript:window.__pwned=1">'],
  ['style attribute', '<div style="background:url(javascript:window.__pwned=1)">x</div>'],
  ['style element', '<style>@import "https://evil.example/x.css"; body{display:none}</style>'],
  [
    'inline handlers on allowed tags',
    '<p onclick="window.__pwned=1" onmouseover="window.__pwned=1">x</p><table onpointerenter="x"><tr><td>1</td></tr></table>',
  ],
  [
    'form and button',
    '<form action="https://evil.example"><button formaction="javascript:1">go</button><input onfocus="x" autofocus></form>',
  ],
  ['meta refresh and base', '<meta http-equiv="refresh" content="0;url=javascript:1"><base href="https://evil.example/">'],
  ['template content', '<template><img src=x onerror="window.__pwned=1"></template>'],
  ['noscript trick', '<noscript><p title="</noscript><img src=x onerror=window.__pwned=1>"></noscript>'],
  ['mutation XSS via style in p', '<p><style><img src=x onerror="window.__pwned=1"></style></p>'],
  ['comment hiding markup', '<!--<img src=x onerror="window.__pwned=1">-->text'],
  ['unknown tag with handler', '<details open ontoggle="window.__pwned=1"><summary>x</summary></details>'],
  ['srcset', '<img src="/a.png" srcset="javascript:1 1x">'],
  ['link element', '<link rel="import" href="https://evil.example/x.html">'],
];

describe('sanitizeHtml', () => {
  afterEach(() => {
    document.body.replaceChildren();
    delete (window as Flagged).__pwned;
  });

  it.each(ATTACKS)('%s: nothing dangerous reaches the DOM and nothing runs', async (_name, html) => {
    const box = render(html);
    expect(dangers(box)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((window as Flagged).__pwned).toBeUndefined();
  });

  it('keeps the reading matter: text of dropped wrappers, tables, lists, safe links and images', () => {
    const box = render(
      '<h2>Ficha</h2><font color="red">Hola</font><table><tr><th scope="col">Peso</th><td colspan="2">1 kg</td></tr></table>' +
        '<ul><li>uno</li></ul><a href="https://example.com/ficha" title="ficha">ver</a><img src="/uploads/a.png" alt="foto" width="200" height="200">',
    );
    expect(box.querySelector('h2')?.textContent).toBe('Ficha');
    expect(box.textContent).toContain('Hola');
    expect(box.querySelector('font')).toBeNull();
    expect(box.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect(box.querySelector('th')?.getAttribute('scope')).toBe('col');
    expect(box.querySelector('li')?.textContent).toBe('uno');
    const link = box.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/ficha');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    const img = box.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/uploads/a.png');
    expect(img?.getAttribute('width')).toBe('200');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it.each([
    ['a script', '<p>x</p><script>1</script>', '<p>x</p>'],
    ['an onerror', '<img src="/a.png" onerror="1">', '<img src="/a.png" loading="lazy" decoding="async">'],
    ['a javascript: href', '<a href="javascript:1">x</a>', '<a>x</a>'],
    ['a non-numeric width', '<img src="/a.png" width="100%;x:1">', '<img src="/a.png" loading="lazy" decoding="async">'],
  ])('drops %s exactly', (_name, html, expected) => {
    expect(render(html).innerHTML).toBe(expected);
  });
});

describe('safeUrl', () => {
  it.each([
    ['https://example.com/a', false, 'https://example.com/a'],
    ['http://example.com/a', true, 'http://example.com/a'],
    ['/uploads/a.png', true, '/uploads/a.png'],
    ['#spec', false, '#spec'],
    ['mailto:ventas@example.com', false, 'mailto:ventas@example.com'],
    ['tel:+525512345678', false, 'tel:+525512345678'],
    ['mailto:ventas@example.com', true, undefined],
    ['javascript:alert(1)', false, undefined],
    ['JAVASCRIPT:alert(1)', false, undefined],
    ['vbscript:x', false, undefined],
    ['data:text/html,x', false, undefined],
    ['//evil.example', false, undefined],
    ['/\\evil.example', false, undefined],
    ['/\t/evil.example', false, undefined],
    ['relative.png', true, undefined],
    ['', false, undefined],
  ])('%s (image: %s) → %s', (value, forImage, expected) => {
    expect(safeUrl(value, forImage)).toBe(expected);
  });
});
