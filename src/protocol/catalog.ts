/**
 * The two catalogs of the protocol — event name → payload schema (spec 6.2) and action name →
 * payload schema (spec 6.3) — and the rules on field values beyond their types. They are the single
 * source of truth: the envelope parser, the `create*` functions, and every payload type of the
 * public API are derived from them.
 *
 * @module
 * @internal
 */

import * as z from 'zod/mini';
import { SURFACES, type ActionName, type EventName } from './constants.js';
import { FILTER_FORM, readFilterParameter } from './filter.js';
import { isInEmbedPath } from './path.js';
import type { ActionPayloads, EventPayloads } from './types.js';

const surface = z.enum(SURFACES);
const text = z.string();
const count = z.number();
const optional = z.optional;
// One schema instance per shape, shared by every field of that shape: each zod instance carries
// its own parse function, which the engine compiles and warms up on its own.
const maybeText = optional(text);
const maybeCount = optional(count);

/** Payload schemas of the events an embed sends (spec 6.2), one per event name. */
export const EVENT_PAYLOAD_SCHEMAS = {
  ready: z.object({
    /** Embed tenant the iframe resolved to, when known. */
    embedTenant: z.nullable(text),
    /** Bound deployment, when known. */
    deploymentId: z.nullable(count),
    /** How the viewer was authenticated (spec 5.3). */
    mode: z.enum(['signed', 'private']),
    /** Surface that mounted. */
    surface,
    /** Dashboard public id, on the dashboard surface. */
    publicId: maybeText,
  }),
  view: z.object({
    /** Surface viewed. */
    surface,
    /** In-embed route path. */
    path: text,
    publicId: maybeText,
    title: maybeText,
  }),
  navigate: z.object({
    /** New path. */
    path: text,
    previousPath: maybeText,
  }),
  'dashboard-loaded': z.object({
    publicId: maybeText,
    widgetCount: maybeCount,
    /** Milliseconds from mount to all widgets loaded. */
    loadDurationMs: maybeCount,
  }),
  download: z.object({
    format: z.enum(['csv', 'xlsx', 'png', 'pdf']),
    target: z.enum(['widget', 'dashboard']),
    /** When `target` is `widget`. */
    widgetId: maybeText,
    title: maybeText,
    /** For `csv` and `xlsx` exports. */
    rowCount: maybeCount,
  }),
  drilldown: z.object({
    /** Fully qualified measure. */
    member: text,
    /** Clicked value. */
    value: optional(z.unknown()),
    widgetId: maybeText,
  }),
  'ai-query': z.object({
    /** Submitted text. */
    query: text,
    /** Lifecycle stage. */
    status: z.enum(['submitted', 'completed', 'error']),
    chatId: maybeText,
    agentId: maybeText,
  }),
  error: z.object({
    message: text,
    /** Error class name. */
    name: maybeText,
    /** Origin, for example a render context. */
    context: maybeText,
    /** True when the whole surface went down. */
    fatal: optional(z.boolean()),
  }),
} satisfies { readonly [N in EventName]: z.ZodMiniType };

/** Payload schemas of the actions a host sends (spec 6.3), one per action name. */
export const ACTION_PAYLOAD_SCHEMAS = {
  'set-color-scheme': z.object({
    /** `auto` follows the viewer's OS preference. */
    scheme: z.enum(['light', 'dark', 'auto']),
  }),
  /** The theme object itself: the `embedTheme` shape the session generation call accepts. */
  'set-theme': z.looseObject({
    primaryColor: maybeText,
    borderRadius: maybeText,
    font: maybeText,
  }),
  'set-locale': z.object({
    /** A full code, a short code, or a regional variant: `en`, `en-US`, `zh-Hant-TW`, `pt_BR`. */
    locale: text,
  }),
  'set-filter': z.object({
    /** `f_<semantic_view>.<dimension>=<JSON>`. */
    filterUrlParameter: text,
  }),
  navigate: z.object({
    /** An in-embed path: starts with `/`; resolved against any base, it stays on that base's origin. */
    path: text,
  }),
  refresh: z.object({}),
} satisfies { readonly [N in ActionName]: z.ZodMiniType };

/** A rule on a field's value beyond its type: the field, the test, and what the value must be. */
export type FieldRule<F extends string = string> = readonly [field: F, test: (value: never) => boolean, rule: string];

/** Per name, the rules on payload fields, with field names the type system checks. */
type FieldRules<P> = { readonly [N in keyof P]?: ReadonlyArray<FieldRule<keyof P[N] & string>> };

// Value rules live here rather than in the schemas as z.refine checks: zod's check machinery
// would cost the <script> file about half a kilobyte gzipped. They run right after the schema,
// on fields that are present, and their refusals read like the schema's.
const nonNegative = <F extends string>(field: F): FieldRule<F> => [field, (n: number) => n >= 0, 'a number ≥ 0'];

/** Rules on event payload fields: counts and durations are never negative. */
export const EVENT_FIELD_RULES: FieldRules<EventPayloads> = {
  'dashboard-loaded': [nonNegative('widgetCount'), nonNegative('loadDurationMs')],
  download: [nonNegative('rowCount')],
};

/** Rules on action payload fields. */
export const ACTION_FIELD_RULES: FieldRules<ActionPayloads> = {
  /** A full code, a short code, or a regional variant (loose BCP 47): `en`, `en-US`, `zh-Hant-TW`, `pt_BR`. */
  'set-locale': [['locale', (l: string) => /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/.test(l), 'a locale code such as "en-GB"']],
  /** `f_<semantic_view>.<dimension>=<JSON>`, its JSON part included. */
  'set-filter': [['filterUrlParameter', (f: string) => readFilterParameter(f).ok, FILTER_FORM]],
  /** An in-embed path: starts with `/` and, resolved against any base, stays on its origin. */
  navigate: [['path', isInEmbedPath, 'an in-embed path starting with "/"']],
};
