/**
 * The one test of "an object of named fields" for data that came from outside (a message, a
 * parsed JSON line): every layer that reads such data imports it from here.
 *
 * @module
 * @internal
 */

/** A plain data object: not null, not an array, not a primitive. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
