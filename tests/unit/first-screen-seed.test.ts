// The data a server-drawn page carries for its widgets (issue 18 §4): written once as a JSON block by
// the server (server/src/web/page-body.ts), read back by the storefront (src/storefront/seed.ts).
// Sellers name their goods: a name that closes the script element must stay data.
import { describe, expect, test } from 'vitest';
import { fillBody } from '../../server/src/web/page-body';
import { scriptJson } from '../../server/src/web/escape';
import { takeSeed } from '../../src/storefront/seed';

const SHELL = [
  '<head>',
  '<link rel="modulepreload" href="/sdk/runtime-Ab12345.js">',
  '</head>',
  '<body>',
  '<vitrina-storefront></vitrina-storefront>',
  '<script type="module" src="/sdk/storefront-Ab12345.js"></script>',
  '</body>',
].join('\n');

describe('the first screen’s data block', () => {
  test('a goods named like markup stays one JSON block the storefront reads back once, as the widget’s prop', () => {
    const goods = { goodsId: 7, name: '</script><script>alert(1)</script><!-- &amp; \u2028' };
    const html = fillBody(SHELL, {
      body: '<template shadowrootmode="open"><p>x</p></template>',
      seed: scriptJson({ 'vitrina-product-detail': goods }),
    });
    expect(html).toContain('<vitrina-storefront><template shadowrootmode="open"><p>x</p></template></vitrina-storefront>');
    // one script element ends in the block: its own
    const block = html.slice(html.indexOf('<script type="application/json"'), html.indexOf('<script type="module"'));
    expect(block.match(/<\/script/gi)).toHaveLength(1);
    expect(block).not.toContain('<!--');
    // the block sits before the storefront's script, which reads it; the scripts' preloads follow the drawing
    expect(html.indexOf('id="vitrina-seed"')).toBeLessThan(html.indexOf('storefront-Ab12345.js'));
    expect(html.indexOf('<link rel="modulepreload" href="/sdk/runtime-Ab12345.js">')).toBeGreaterThan(
      html.indexOf('</vitrina-storefront>'),
    );
    expect(html.match(/modulepreload/g)).toHaveLength(1);

    document.body.innerHTML = block;
    expect(takeSeed('vitrina-product-detail')).toEqual(goods);
    // taken once: a widget mounted later (in-app navigation) asks the API
    expect(takeSeed('vitrina-product-detail')).toBeUndefined();
    expect(takeSeed('vitrina-other')).toBeUndefined();
  });

  test('a built page without the storefront element is left as it was', () => {
    expect(fillBody('<body></body>', { body: 'x', seed: '{}' })).toBe('<body></body>');
  });
});
