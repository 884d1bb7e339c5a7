/**
 * What the host controller and the embed bridge share about user handlers: resolving a
 * subscription name, isolating a throwing handler, and the `debug` option.
 *
 * @module
 * @internal
 */

import { check } from './checks.js';
import { EMBED_SOURCE } from '../protocol/constants.js';
import { isRecord } from '../protocol/envelope.js';

/** A logger made from the `debug` option, or undefined when debugging is off. */
export type Logger = ((line: string, data?: unknown) => void) | undefined;

/**
 * Resolves a subscription name — a short name, the full `prefix + name` type, or `'*'` — to
 * the short name (or `'*'`).
 *
 * @throws {@link EmbedError} `INVALID_OPTIONS` for anything outside the catalog.
 */
export function subscriptionKey(name: unknown, names: readonly string[], prefix: string, kind: string): string {
  if (name === '*') return name;
  const short = typeof name === 'string' && name.startsWith(prefix) ? name.slice(prefix.length) : name;
  // The list of names is joined only for the error: this runs on every waitFor.
  if (typeof short !== 'string' || !names.includes(short)) check(false, kind, `one of ${names.join(', ')}, "${prefix}<name>" or "*"`, name);
  return short;
}

/** Checks that a handler (or another callback option) is a function. */
export function requireHandler(handler: unknown, what = 'handler'): void {
  check(typeof handler === 'function', what, 'a function', handler);
}

/**
 * Calls user code with one or two arguments so that its error cannot stop the caller: the
 * error is re-thrown from a fresh task, where the page's error reporting (`window.onerror`,
 * monitoring tools) sees it. Arguments rather than a closure: no allocation per message. A
 * `second` of undefined is not passed, so a handler sees exactly the arguments it was given.
 */
export function guard<A, B>(run: (first: A, second?: B) => void, first: A, second?: B): void {
  try {
    if (second === undefined) run(first);
    else run(first, second);
  } catch (error) {
    setTimeout(() => {
      throw error;
    }, 0);
  }
}

/** The logger for a `debug` option: `true` → `console.debug` with `prefix`, a function → it. */
export function createLogger(debug: unknown, prefix: string): Logger {
  if (typeof debug === 'function') return debug as NonNullable<Logger>;
  return debug === true ? (line, data) => console.debug(`[${prefix}] ${line}`, ...(data === undefined ? [] : [data])) : undefined;
}

/**
 * Whether a refused message deserves a report: always when it came from the trusted sender
 * (a malformed message), and from anyone else only when it claims to be ours (a forgery).
 * Other scripts' traffic on the page is none of our business.
 */
export function isReportable(reason: string, data: unknown): boolean {
  if (reason !== 'untrusted-origin' && reason !== 'untrusted-window') return true;
  try {
    return isRecord(data) && data.source === EMBED_SOURCE;
  } catch {
    return false;
  }
}
