/**
 * Refusal text, shared by the protocol, the host and the bridge: short, safe descriptions of
 * untrusted values, and the one shape of every refusal (`<what>: expected <rule>, got <value>`).
 *
 * @module
 * @internal
 */

const MAX_STRING_PREVIEW = 60;

/**
 * Describes a value in a few words without ever throwing: strings are quoted and cut short,
 * numbers and other primitives printed, objects named by kind (their contents are untrusted
 * and may be huge, cyclic or hostile): `an object` for plain data, `an array`, and the built-in
 * class otherwise (`a Date`, `a Map`, `an HTMLDivElement`), so that "expected a plain object,
 * got a Date" says what was wrong.
 */
export function describeValue(value: unknown): string {
  const cut = (text: string) => (text.length > MAX_STRING_PREVIEW ? `${text.slice(0, MAX_STRING_PREVIEW)}…` : text);
  try {
    if (typeof value === 'string') return JSON.stringify(cut(value));
    // Numbers, booleans, bigints, symbols, undefined and null print as themselves; a function
    // as the start of its source.
    if (typeof value !== 'object' || value === null) return cut(String(value));
    if (Array.isArray(value)) return 'an array';
    const tag = Object.prototype.toString.call(value).slice(8, -1);
    return tag === 'Object' ? 'an object' : `${/^(?:[AEIOU]|HTML)/.test(tag) ? 'an' : 'a'} ${cut(tag)}`;
  } catch {
    // A revoked Proxy throws even from Array.isArray; a getter of Symbol.toStringTag may throw.
    return 'an unreadable value';
  }
}

/**
 * Describes what was thrown (by a hostile getter, say), never throwing itself: even an error
 * whose `toString` throws is described.
 */
export function describeThrown(error: unknown): string {
  let text: string;
  try {
    text = String(error);
  } catch {
    return 'an unreadable value';
  }
  return describeValue(text);
}

/**
 * Whether a value is plain data: an object whose prototype is `null` or an `Object.prototype`
 * (of any realm: a frame's objects have their own). A `Date`, `Map`, `Blob`, `ArrayBuffer`,
 * `Error`, array or boxed primitive is not.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  // This realm's Object.prototype first (nearly every message); another realm's is the one
  // prototype whose own prototype is null, and the tag tells it from a class built on
  // Object.create(null).
  return (
    proto === Object.prototype ||
    proto === null ||
    (Object.getPrototypeOf(proto) === null && Object.prototype.toString.call(value) === '[object Object]')
  );
}

/**
 * The one shape of every refusal the SDK writes: `<what>: expected <rule>, got <value>`, e.g.
 * `payload.mode: expected one of "signed", "private", got "public"`, then `: <hint>` when there is
 * one (`did you mean "https://tenant.example.com"?`).
 */
export function expected(what: string, rule: string, value: unknown, hint?: string): string {
  return `${what}: expected ${rule}, got ${describeValue(value)}${hint ? `: ${hint}` : ''}`;
}

/** `"a", "b", "c"`: a list of allowed values for a message. */
export function quoteAll(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}

/**
 * `detail` with one more refusal of a payload field appended, `; ` between two: how a validator
 * lists every bad field, e.g. `payload.format: expected one of "csv", …, got "doc"; payload.target: …`.
 */
export function addIssue(detail: string, field: string, rule: string, value: unknown): string {
  return `${detail && `${detail}; `}${expected(`payload.${field}`, rule, value)}`;
}
