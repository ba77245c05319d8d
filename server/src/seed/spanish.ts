/** Spanish gender and number of a noun; adjectives after it agree with them. */
export type Agreement = 'm' | 'f' | 'mp' | 'fp';

/**
 * Inflects a regular adjective given in masculine singular: -o → -a/-os/-as; -e → -es;
 * a consonant → -es (dropping a final-syllable accent: "común" is avoided in the vocabulary).
 * A leading `=` marks an invariable phrase ("=de carga rápida").
 */
export function agree(adjective: string, agreement: Agreement): string {
  if (adjective.startsWith('=')) return adjective.slice(1);
  const plural = agreement === 'mp' || agreement === 'fp';
  const feminine = agreement === 'f' || agreement === 'fp';
  if (adjective.endsWith('o')) {
    const stem = adjective.slice(0, -1);
    return stem + (feminine ? 'a' : 'o') + (plural ? 's' : '');
  }
  if (!plural) return adjective;
  return adjective.endsWith('e') ? `${adjective}s` : `${adjective}es`;
}
