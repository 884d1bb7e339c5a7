/**
 * JSON from a service, parsed within bounds: nothing nested deeper than {@link MAX_JSON_DEPTH}
 * levels. `JSON.parse` itself copes with any depth, but what is done with the value afterwards
 * (`JSON.stringify`, a recursive copy, a redaction) overflows the stack a few thousand levels
 * down, as a bare `RangeError` far from where the data came in. Refused at the door instead.
 *
 * @module
 * @internal
 */

/** The deepest nesting of arrays and objects accepted in JSON from a service. */
export const MAX_JSON_DEPTH = 1000;

/** The refusal of JSON nested too deep: a `SyntaxError`, so that it is handled as JSON that does not parse. */
export class JsonTooDeepError extends SyntaxError {
  constructor(maxDepth: number) {
    super(`JSON nested deeper than ${maxDepth} levels`);
    this.name = 'JsonTooDeepError';
  }
}

/**
 * Whether `value` (parsed JSON: plain objects, arrays, primitives) nests arrays and objects
 * deeper than `maxDepth` levels. Walked with a stack of its own, so any depth is measured
 * without recursion.
 */
function deeperThan(value: unknown, maxDepth: number): boolean {
  const stack: unknown[] = [value];
  const depths: number[] = [1];
  while (stack.length > 0) {
    const item = stack.pop();
    const depth = depths.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > maxDepth) return true;
    for (const key in item) {
      const child = (item as Record<string, unknown>)[key];
      if (typeof child === 'object' && child !== null) {
        stack.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return false;
}

/**
 * `JSON.parse(text)`, but data nested deeper than `maxDepth` levels (default
 * {@link MAX_JSON_DEPTH}) is refused as a `SyntaxError` too ({@link JsonTooDeepError}), so a
 * caller handles both alike.
 * Text too short to nest that deep (each level takes two characters) is not walked: the check
 * costs nothing on the short lines of a stream.
 */
export function parseJson(text: string, maxDepth: number = MAX_JSON_DEPTH): unknown {
  const value: unknown = JSON.parse(text);
  if (text.length > 2 * maxDepth && deeperThan(value, maxDepth)) throw new JsonTooDeepError(maxDepth);
  return value;
}
