/** A parsed query string or form body: values are strings, or arrays when a name repeats. */
export type Source = Readonly<Record<string, unknown>>;

/**
 * A request part as an object of fields (anything else reads as empty): what the route validator
 * reads, and the few routes outside the API contract (the sandbox gateway, web pages) read raw.
 */
export function asSource(value: unknown): Source {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Source) : {};
}
