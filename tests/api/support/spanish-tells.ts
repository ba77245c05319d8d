/**
 * Words that give a Spanish sentence away: common Spanish-only words (articles, prepositions,
 * the words of our system sentences). A text in en_US or zh_CN that contains one is (partly)
 * Spanish. Whole words only, so "de" in "decimal" or "en" in "pending" do not count; words
 * English shares (a, no, me, con-…) are left out.
 */
export const SPANISH_TELLS = [
  'el',
  'los',
  'las',
  'del',
  'de',
  'en',
  'por',
  'para',
  'con',
  'una',
  'tu',
  'tus',
  'su',
  'sus',
  'que',
  'y',
  'al',
  'pedido',
  'pedidos',
  'reembolso',
  'retiro',
  'recarga',
  'pago',
  'envío',
  'enviado',
  'entregado',
  'recibió',
  'cupón',
  'factura',
  'tienda',
  'productos',
  'seleccionados',
  'unidades',
  'inicia',
  'sesión',
  'cancelado',
] as const;

const TELL = new RegExp(`(^|[^\\p{L}])(${SPANISH_TELLS.join('|')})(?=$|[^\\p{L}])`, 'iu');

/**
 * Mexico's legal and fiscal names, which every language writes as they are (an invoice must carry
 * the company type as the SAT registers it): "S.A. de C.V.", "S. de R.L. de C.V.".
 */
const PROPER_NAMES = /\bS\.\s?(?:A\.|de R\.\s?L\.)(?:\s?de C\.\s?V\.)?/g;

/** The first Spanish tell-tale word in `text`, or undefined. */
export const spanishTell = (text: string): string | undefined => TELL.exec(text.replace(PROPER_NAMES, ''))?.[2];
