/**
 * The TypeScript types of the protocol. The payload types are generated from the catalog
 * (src/protocol/generated.ts, with each field's doc); the envelope types are built on them.
 *
 * @module
 */

import type { ACTION_PREFIX, ActionName, EMBED_SOURCE, EVENT_PREFIX, EventName, Surface } from './constants.js';
import type { ActionPayloads } from './generated.js';

export type { ActionPayloads, EventPayloads } from './generated.js';

import type { EventPayloads } from './generated.js';

/**
 * The brand theme of `set-theme`: the reference's `EmbedTheme` (`primaryColor`, `font`,
 * `analyticsChat: { backgroundColor, chatInput: { backgroundColor, borderColor } }`,
 * `chat: { inputColor }`) plus the spec's `borderRadius` (pixels, or a CSS length such as
 * `'8px'`). Every field may be `null`, meaning the default; every object keeps further keys.
 *
 * @example
 * ```ts
 * embed.setTheme({ primaryColor: '#7c5cff', borderRadius: 8, analyticsChat: { chatInput: { borderColor: null } } });
 * ```
 */
export type EmbedTheme = ActionPayloads['set-theme'];

/**
 * The actions whose payload has no field (`refresh`): `createActionMessage` and the controller's
 * `send` take them with no payload (or `{}`).
 */
export type ActionWithoutPayload = {
  [N in ActionName]: ActionPayloads[N] extends Record<string, never> ? N : never;
}[ActionName];

/** A color scheme of `set-color-scheme`; `auto` follows the viewer's OS preference. */
export type ColorScheme = ActionPayloads['set-color-scheme']['scheme'];

/**
 * An event message as it travels embed → host (spec 6.1): `surface` is always present. For a
 * union of names it is a union discriminated by `type`.
 */
export type EventMessage<N extends EventName = EventName> = {
  [K in N]: {
    /** The SDK's mark on every message of the protocol, {@link EMBED_SOURCE}. */
    source: typeof EMBED_SOURCE;
    /** `'event'`: embed → host. */
    direction: 'event';
    /** The event's name with its prefix, e.g. `platform:event:ready`. */
    type: `${typeof EVENT_PREFIX}${K}`;
    /** The event's fields, as the catalog defines them. */
    payload: EventPayloads[K];
    /** Epoch milliseconds at which the message was created. */
    timestamp: number;
    /** The surface that sent the event. */
    surface: Surface;
  };
}[N];

/**
 * An action message as it travels host → embed (spec 6.1): it has no `surface` key at all.
 * For a union of names it is a union discriminated by `type`.
 */
export type ActionMessage<N extends ActionName = ActionName> = {
  [K in N]: {
    /** The SDK's mark on every message of the protocol, {@link EMBED_SOURCE}. */
    source: typeof EMBED_SOURCE;
    /** `'action'`: host → embed. */
    direction: 'action';
    /** The action's name with its prefix, e.g. `platform:action:set-locale`. */
    type: `${typeof ACTION_PREFIX}${K}`;
    /** The action's fields, as the catalog defines them. */
    payload: ActionPayloads[K];
    /** Epoch milliseconds at which the message was created. */
    timestamp: number;
  };
}[N];

/**
 * Why a message was refused. In the order the checks run: `untrusted-origin`,
 * `untrusted-window` (only from the `check*` functions), `not-an-object`, `wrong-source`,
 * `wrong-direction`, `invalid-envelope` / `unknown-type` (the `type`), `invalid-envelope`
 * (timestamp, surface, payload not an object), `invalid-payload`.
 */
export type InvalidReason =
  | 'untrusted-origin'
  | 'untrusted-window'
  | 'not-an-object'
  | 'wrong-source'
  | 'wrong-direction'
  | 'unknown-type'
  | 'invalid-envelope'
  | 'invalid-payload';

/** The outcome of parsing a message: the typed message, or why it was refused. */
export type ParseResult<T> =
  | {
      /** The message passed every check. */
      ok: true;
      /** The message, typed by its `type`. */
      message: T;
    }
  | {
      /** The message was refused. */
      ok: false;
      /** Which check refused it. */
      reason: InvalidReason;
      /** What was wrong, naming the field and value (for logs; its wording may change). */
      detail: string;
    };
