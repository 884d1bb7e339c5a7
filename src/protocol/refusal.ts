/**
 * The refusal results of the parsers and trust checks: a reason and a detail in the one shape
 * of every refusal (`<what>: expected <rule>, got <value>`).
 *
 * @module
 * @internal
 */

import { expected } from '../internal/describe.js';
import { isRecord } from '../internal/is-record.js';
import { EMBED_SOURCE } from './constants.js';
import type { InvalidReason } from './types.js';

/** A refusal with a reason and a human-readable detail. */
export const refusal = (reason: InvalidReason, detail: string) => ({ ok: false, reason, detail }) as const;

/** A refusal saying what was expected of which part of the message. */
export const bad = (reason: InvalidReason, what: string, rule: string, value: unknown) =>
  refusal(reason, expected(what, rule, value));

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
