/**
 * LIKE and ILIKE patterns built from what a user typed. `%` and `_` are wildcards and `\` the
 * default escape character, so a keyword of `%` would match every row unless escaped.
 */

/** `text` as a LIKE pattern that matches exactly that text. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** A LIKE pattern matching any text that contains `text`. */
export function likeContains(text: string): string {
  return `%${likeEscape(text)}%`;
}
