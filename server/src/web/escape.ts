// Everything the server writes into a page comes from the catalogue, which sellers fill: a goods
// named `</script><script>…` must stay text, in an attribute, in an element and inside JSON-LD.

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in an element and in a double- or single-quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML[c] ?? c);

/**
 * JSON for a `<script type="application/ld+json">` (or any script data block): the HTML parser
 * ends a script at `</script` and treats `<!--` specially whatever the type, so `<`, `>` and `&`
 * are written as JSON escapes; U+2028/2029 too, which older JavaScript parsers refuse in strings.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Text safe inside XML elements (sitemaps). */
export const escapeXml = escapeHtml;
