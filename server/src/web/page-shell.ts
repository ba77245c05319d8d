// The storefront's built HTML (scripts/storefront-html.mjs) with a page's own head and language:
// its `<title>` is replaced by the head the server wrote, `<html lang>` by the page's locale.
import type { Locale } from '../../../src/core/contract/locales';
import { hreflangOf } from './page-locale';

export function fillShell(template: string, head: string, locale: Locale): string {
  const withLang = template.replace(/<html lang="[^"]*">/, `<html lang="${hreflangOf(locale)}">`);
  const title = /<title>[^<]*<\/title>\n?/;
  // A function replacement: a `$&` in a goods name must stay text, not a replacement pattern.
  return title.test(withLang) ? withLang.replace(title, () => head) : withLang.replace('<head>', () => `<head>\n${head}`);
}
