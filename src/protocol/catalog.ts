/**
 * The two catalogs of the protocol — event name → payload schema (spec 6.2) and action name →
 * payload schema (spec 6.3) — and the surfaces each event may come from. They are the single
 * source of truth: the envelope parser, the `create*` functions, and every payload type of the
 * public API are derived from them.
 *
 * @module
 * @internal
 */

import * as z from 'zod/mini';
import { SURFACES, type ActionName, type EventName, type Surface } from './constants.js';
import { FILTER_FORM, readFilterParameter } from './filter.js';

const surface = z.enum(SURFACES);
const text = z.string();
// Every extra rule is a z.refine: one check kind keeps zod's share of the CDN file small.
const count = z.number().check(z.refine((n) => n >= 0, { error: 'a number ≥ 0' }));
const optional = z.optional;

/** Payload schemas of the events an embed sends (spec 6.2), one per event name. */
export const EVENT_PAYLOAD_SCHEMAS = {
  ready: z.object({
    /** Embed tenant the iframe resolved to, when known. */
    embedTenant: z.nullable(text),
    /** Bound deployment, when known. */
    deploymentId: z.nullable(z.number()),
    /** How the viewer was authenticated (spec 5.3). */
    mode: z.enum(['signed', 'private']),
    /** Surface that mounted. */
    surface,
    /** Dashboard public id, on the dashboard surface. */
    publicId: optional(text),
  }),
  view: z.object({
    /** Surface viewed. */
    surface,
    /** In-embed route path. */
    path: text,
    publicId: optional(text),
    title: optional(text),
  }),
  navigate: z.object({
    /** New path. */
    path: text,
    previousPath: optional(text),
  }),
  'dashboard-loaded': z.object({
    publicId: optional(text),
    widgetCount: optional(count),
    /** Milliseconds from mount to all widgets loaded. */
    loadDurationMs: optional(count),
  }),
  download: z.object({
    format: z.enum(['csv', 'xlsx', 'png', 'pdf']),
    target: z.enum(['widget', 'dashboard']),
    /** When `target` is `widget`. */
    widgetId: optional(text),
    title: optional(text),
    /** For `csv` and `xlsx` exports. */
    rowCount: optional(count),
  }),
  drilldown: z.object({
    /** Fully qualified measure. */
    member: text,
    /** Clicked value. */
    value: optional(z.unknown()),
    widgetId: optional(text),
  }),
  'ai-query': z.object({
    /** Submitted text. */
    query: text,
    /** Lifecycle stage. */
    status: z.enum(['submitted', 'completed', 'error']),
    chatId: optional(text),
    agentId: optional(text),
  }),
  error: z.object({
    message: text,
    /** Error class name. */
    name: optional(text),
    /** Origin, for example a render context. */
    context: optional(text),
    /** True when the whole surface went down. */
    fatal: optional(z.boolean()),
  }),
} satisfies { readonly [N in EventName]: z.ZodMiniType };

const ALL_SURFACES = SURFACES;
const DASHBOARD_ONLY = ['dashboard'] as const;

/** The surfaces each event may come from (spec 6.2, column "Surfaces"). */
export const EVENT_SURFACES = {
  ready: ALL_SURFACES,
  view: ALL_SURFACES,
  navigate: ALL_SURFACES,
  'dashboard-loaded': DASHBOARD_ONLY,
  download: DASHBOARD_ONLY,
  drilldown: DASHBOARD_ONLY,
  'ai-query': ALL_SURFACES,
  error: ALL_SURFACES,
} as const satisfies { readonly [N in EventName]: readonly Surface[] };

/** Loose BCP 47 shape: a language subtag, then optional script/region/variant subtags. */
const LOCALE = /^[A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*$/;

/** Payload schemas of the actions a host sends (spec 6.3), one per action name. */
export const ACTION_PAYLOAD_SCHEMAS = {
  'set-color-scheme': z.object({
    /** `auto` follows the viewer's OS preference. */
    scheme: z.enum(['light', 'dark', 'auto']),
  }),
  /** The theme object itself: the `embedTheme` shape the session generation call accepts. */
  'set-theme': z.looseObject({
    primaryColor: optional(text),
    borderRadius: optional(text),
    font: optional(text),
  }),
  'set-locale': z.object({
    /** A full code, a short code, or a regional variant: `en`, `en-US`, `zh-Hant-TW`, `pt_BR`. */
    locale: text.check(z.refine((l) => LOCALE.test(l), { error: 'a locale code such as "en-GB"' })),
  }),
  'set-filter': z.object({
    /** `f_<semantic_view>.<dimension>=<JSON>`. */
    filterUrlParameter: text.check(z.refine((value) => readFilterParameter(value).ok, { error: FILTER_FORM })),
  }),
  navigate: z.object({
    /** An in-embed path: starts with `/` (a full or protocol-relative URL is refused). */
    path: text.check(z.refine((p) => p.startsWith('/') && !p.startsWith('//'), {
      error: 'an in-embed path starting with "/"',
    })),
  }),
  refresh: z.object({}),
} satisfies { readonly [N in ActionName]: z.ZodMiniType };
