/**
 * The refusal results of the parsers and trust checks: a reason and a detail in the one shape
 * of every refusal (`<what>: expected <rule>, got <value>`).
 *
 * @module
 * @internal
 */

import { expected } from '../internal/describe.js';
import type { InvalidReason } from './types.js';

/** A refusal with a reason and a human-readable detail. */
export const refuse = (reason: InvalidReason, detail: string) => ({ ok: false, reason, detail }) as const;

/** A refusal saying what was expected of which part of the message. */
export const bad = (reason: InvalidReason, what: string, rule: string, value: unknown) => refuse(reason, expected(what, rule, value));
