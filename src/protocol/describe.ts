/**
 * Short, safe descriptions of untrusted values for error messages and invalid-message details.
 *
 * @module
 * @internal
 */

const MAX_STRING_PREVIEW = 60;

/**
 * Describes a value in a few words without ever throwing: strings are quoted and cut short,
 * numbers and other primitives printed, objects named by kind (their contents are untrusted
 * and may be huge, cyclic or hostile).
 */
export function describeValue(value: unknown): string {
  const cut = (text: string) => (text.length > MAX_STRING_PREVIEW ? `${text.slice(0, MAX_STRING_PREVIEW)}…` : text);
  try {
    if (typeof value === 'string') return JSON.stringify(cut(value));
    // Numbers, booleans, bigints, symbols, undefined and null print as themselves; a function
    // as the start of its source.
    if (typeof value !== 'object' || value === null) return cut(String(value));
    return Array.isArray(value) ? 'an array' : 'an object';
  } catch {
    // A revoked Proxy throws even from Array.isArray.
    return 'an unreadable value';
  }
}

/**
 * The one shape of every refusal the SDK writes: `<what>: expected <rule>, got <value>`, e.g.
 * `payload.mode: expected one of "signed", "private", got "public"`.
 */
export function expected(what: string, rule: string, value: unknown): string {
  return `${what}: expected ${rule}, got ${describeValue(value)}`;
}

/** `"a", "b", "c"`: a list of allowed values for a message. */
export function quoteAll(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}
