/**
 * What a controller refused of its iframe's window while it waited for `ready`, so that
 * `READY_TIMEOUT` can say why nothing arrived — a misconfigured origin is then obvious from the
 * error alone, without `debug`. Messages of other windows (another embed of the page, a third
 * party's forgeries) could not have been the embed: the controller does not count them.
 *
 * @module
 * @internal
 */

import { EmbedError } from '../errors.js';
import type { InvalidReason } from '../protocol/types.js';

/** Distinct (reason, origin) groups kept: a flood of forgeries must not grow memory. */
const MAX_GROUPS = 3;

interface Group {
  reason: InvalidReason;
  origin: string;
  count: number;
  /** The first refusal's detail. */
  detail: string;
}

/** A tally of refused messages, grouped by reason and sender origin. */
export interface RefusalLog {
  /** Counts one refused message of the controller's iframe's window. */
  add(reason: InvalidReason, origin: string, detail: string): void;
  /** Forgets everything (a new wait for `ready` begins). */
  clear(): void;
  /** The explanation appended to a `READY_TIMEOUT` message: `; refused 3 messages … is "origin" right?`. */
  explain(trustedOrigin: string): string;
  /** The `READY_TIMEOUT` of a wait of `ms` for `trustedOrigin`'s `ready`, with the explanation. */
  timeoutError(trustedOrigin: string, ms: number): EmbedError;
}

/** A new, empty {@link RefusalLog}. */
export function createRefusalLog(): RefusalLog {
  const groups = new Map<string, Group>();
  let others = 0;
  return {
    add(reason, origin, detail) {
      const key = `${reason} ${origin}`;
      const group = groups.get(key);
      if (group) group.count += 1;
      else if (groups.size < MAX_GROUPS) groups.set(key, { reason, origin, count: 1, detail });
      else others += 1;
    },
    clear() {
      groups.clear();
      others = 0;
    },
    explain(trustedOrigin) {
      if (groups.size === 0)
        return '; nothing claiming to be the embed arrived: does the embed URL load, and does the embed send ready?';
      let text = '';
      for (const { reason, origin, count, detail } of groups.values()) {
        const messages = `${count} message${count === 1 ? '' : 's'}`;
        text +=
          reason === 'untrusted-origin'
            ? origin === trustedOrigin
              ? `; refused ${messages} dispatched by a script of this page (${reason}): only the browser's own messages count`
              : `; refused ${messages} claiming to be the embed from ${origin} (${reason}): is "origin" right?`
            : `; refused ${messages} from the embed (${reason}: ${detail}): do the embed and this SDK speak the same protocol version?`;
      }
      return others ? `${text}; and ${others} more` : text;
    },
    timeoutError(trustedOrigin, ms) {
      return new EmbedError(
        'READY_TIMEOUT',
        `No ready from ${trustedOrigin} within ${ms} ms${this.explain(trustedOrigin)}`,
      );
    },
  };
}
