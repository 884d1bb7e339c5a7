/**
 * The fixed names of the embed messaging protocol (spec 6.1–6.3).
 *
 * @module
 */

/** The `source` field of every protocol message, in both directions (spec 6.1). */
export const EMBED_SOURCE = 'platform-embed';

/** Prefix of every event `type` (embed → host). */
export const EVENT_PREFIX = 'platform:event:';

/** Prefix of every action `type` (host → embed). */
export const ACTION_PREFIX = 'platform:action:';

/** The eight events an embed sends to its host, in catalog order (spec 6.2). */
export const EVENT_NAMES = /*#__PURE__*/ Object.freeze([
  'ready',
  'view',
  'navigate',
  'dashboard-loaded',
  'download',
  'drilldown',
  'ai-query',
  'error',
] as const);

/** The six actions a host sends to its embed, in catalog order (spec 6.3). */
export const ACTION_NAMES = /*#__PURE__*/ Object.freeze([
  'set-color-scheme',
  'set-theme',
  'set-locale',
  'set-filter',
  'navigate',
  'refresh',
] as const);

/** The embeddable surfaces (spec 6.1 `surface`). */
export const SURFACES = /*#__PURE__*/ Object.freeze(['dashboard', 'app', 'chat'] as const);

/** A name of an event in the catalog, e.g. `'dashboard-loaded'`. */
export type EventName = (typeof EVENT_NAMES)[number];

/** A name of an action in the catalog, e.g. `'set-filter'`. */
export type ActionName = (typeof ACTION_NAMES)[number];

/** An embeddable surface. */
export type Surface = (typeof SURFACES)[number];

/** The full wire `type` of an event, e.g. `'platform:event:ready'`. */
export type EventType<N extends EventName = EventName> = `${typeof EVENT_PREFIX}${N}`;

/** The full wire `type` of an action, e.g. `'platform:action:refresh'`. */
export type ActionType<N extends ActionName = ActionName> = `${typeof ACTION_PREFIX}${N}`;
