/**
 * The catalog of the protocol (spec 6.2 and 6.3): every event and action defined once — its
 * payload's fields with their zod schemas, their docs and the named rules on their values, the
 * message's own doc and, for an action, what a reloaded embed gets of it again. Everything else
 * derives from here: the generated validators, names and payload types (`npm run generate`
 * writes `generated.ts`), the zod schemas of `platform-embed/schemas`, and the docs.
 *
 * zod runs here at build time and in `platform-embed/schemas`; no browser entry imports this
 * module at run time.
 *
 * @module
 * @internal
 */

import * as z from 'zod/mini';
import type { RuleName } from './rules.js';
import { type ReplayPolicy, SURFACES } from './vocabulary.js';

/**
 * One payload field: its schema, its doc, and the rule on its value beyond the type, if any. A
 * field whose value is an object (the theme's `analyticsChat`) also holds the definitions of that
 * object's own fields, each with its doc; its schema is built from them (`objectField`).
 */
export interface FieldDefinition<S extends z.ZodMiniType = z.ZodMiniType> {
  /** The field's zod schema: its type, without the rule. */
  readonly schema: S;
  /** What the field holds. */
  readonly doc: string;
  /** The rule on its value beyond the type: a key of `RULES`. */
  readonly rule?: RuleName;
  /** The fields of the object this field holds, in the order of its schema's shape. */
  readonly fields?: Readonly<Record<string, FieldDefinition>>;
}

export type { ReplayPolicy } from './vocabulary.js';

/** One message of the catalog. */
export interface MessageDefinition<F extends Record<string, FieldDefinition> = Record<string, FieldDefinition>> {
  /** When an event fires, or what an action does. */
  readonly doc: string;
  /** The payload's fields, by name, in payload order. */
  readonly fields: F;
  /** True for a payload that keeps further keys (the theme object of `set-theme`). */
  readonly open?: boolean;
}

/** One event of the catalog: a message, and the surfaces that send it. */
export interface EventDefinition<F extends Record<string, FieldDefinition> = Record<string, FieldDefinition>>
  extends MessageDefinition<F> {
  /** The surfaces that send it (spec 6.2), when not all of them: an embed of another surface may not. */
  readonly surfaces?: readonly (typeof SURFACES)[number][];
}

/** One action of the catalog: a message with a replay policy. */
export interface ActionDefinition<F extends Record<string, FieldDefinition> = Record<string, FieldDefinition>>
  extends MessageDefinition<F> {
  /** How the controller replays the action after a later `ready`. */
  readonly replay: ReplayPolicy;
}

const field = <S extends z.ZodMiniType>(schema: S, doc: string, rule?: RuleName): FieldDefinition<S> =>
  rule ? { schema, doc, rule } : { schema, doc };

/** The zod shape of some fields' definitions. */
type ShapeOfFields<F extends Readonly<Record<string, FieldDefinition>>> = { -readonly [K in keyof F]: F[K]['schema'] };

function shapeOf<F extends Readonly<Record<string, FieldDefinition>>>(fields: F): ShapeOfFields<F> {
  return Object.fromEntries(Object.entries(fields).map(([name, { schema }]) => [name, schema])) as ShapeOfFields<F>;
}

/**
 * A field holding an object of its own fields, each defined and documented like a payload's. As
 * the theme itself, the object keeps further keys; absent or `null`, it is the service's default.
 */
function objectField<F extends Readonly<Record<string, FieldDefinition>>>(fields: F, doc: string) {
  return { schema: z.optional(z.nullable(z.looseObject(shapeOf(fields)))), doc, fields };
}

/** A theme setting: a string, or `null` for the service's default; absent, unchanged. */
const themeText = z.optional(z.nullable(z.string()));

const text = z.string();
const count = z.number();
const surface = z.enum(SURFACES);
const maybeText = z.optional(text);
const maybeCount = z.optional(count);

/** The events an embed sends to its host (spec 6.2), in catalog order. */
export const EVENTS = {
  ready: {
    doc: 'The embed has authenticated and mounted: the first event, once per session.',
    fields: {
      embedTenant: field(z.nullable(text), 'Embed tenant the iframe resolved to, when known.'),
      deploymentId: field(z.nullable(count), 'Bound deployment, when known.'),
      mode: field(z.enum(['signed', 'private']), 'How the viewer was authenticated (spec 5.3).'),
      surface: field(surface, 'Surface that mounted.'),
      publicId: field(maybeText, 'Dashboard public id, on the dashboard surface.'),
    },
  },
  view: {
    doc: 'A surface is viewed, on load and on each in-embed navigation.',
    fields: {
      surface: field(surface, 'Surface viewed.'),
      path: field(text, 'In-embed route path.'),
      publicId: field(maybeText, 'Dashboard public id, when a dashboard is viewed.'),
      title: field(maybeText, 'Title of what is viewed.'),
    },
  },
  navigate: {
    doc: 'The viewer navigates within the embed.',
    fields: {
      path: field(text, 'New path.'),
      previousPath: field(maybeText, 'Path before the navigation.'),
    },
  },
  'dashboard-loaded': {
    doc: 'All widgets of a dashboard have rendered (after `ready`, which fires at mount before data loads).',
    surfaces: ['dashboard'],
    fields: {
      publicId: field(maybeText, 'Dashboard public id.'),
      widgetCount: field(maybeCount, 'Widgets rendered.', 'nonNegative'),
      loadDurationMs: field(maybeCount, 'Milliseconds from mount to all widgets loaded.', 'nonNegative'),
    },
  },
  download: {
    doc: 'The viewer exported data or an image (the event never carries the exported rows).',
    surfaces: ['dashboard'],
    fields: {
      format: field(z.enum(['csv', 'xlsx', 'png', 'pdf']), 'Export format.'),
      target: field(z.enum(['widget', 'dashboard']), 'What was exported.'),
      widgetId: field(maybeText, 'When `target` is `widget`.'),
      title: field(maybeText, 'Title of what was exported.'),
      rowCount: field(maybeCount, 'For `csv` and `xlsx` exports.', 'nonNegative'),
    },
  },
  drilldown: {
    doc: 'The viewer drilled into a measure.',
    surfaces: ['dashboard'],
    fields: {
      member: field(text, 'Fully qualified measure.'),
      value: field(z.optional(z.unknown()), 'Clicked value.'),
      widgetId: field(maybeText, 'Widget drilled into.'),
    },
  },
  'ai-query': {
    doc: 'The viewer ran a natural-language query (`app` inside the embedded app, `chat` on the chat surface).',
    fields: {
      query: field(text, 'Submitted text.'),
      status: field(z.enum(['submitted', 'completed', 'error']), 'Lifecycle stage.'),
      chatId: field(maybeText, 'Chat thread of the query.'),
      agentId: field(maybeText, 'Agent that answered.'),
    },
  },
  error: {
    doc: 'The embed surfaced an error.',
    fields: {
      message: field(text, 'What went wrong.'),
      name: field(maybeText, 'Error class name.'),
      context: field(maybeText, 'Origin, for example a render context.'),
      fatal: field(z.optional(z.boolean()), 'True when the whole surface went down.'),
    },
  },
} as const satisfies Record<string, EventDefinition>;

/** The actions a host sends to its embed (spec 6.3), in catalog order. */
export const ACTIONS = {
  'set-color-scheme': {
    doc: 'Switches the color scheme at run time.',
    replay: 'latest',
    fields: {
      scheme: field(z.enum(['light', 'dark', 'auto']), "`auto` follows the viewer's OS preference."),
    },
  },
  'set-theme': {
    doc: 'Applies a brand theme: the payload is the theme object itself, the `embedTheme` shape the session generation call accepts. `null` for a field means the default.',
    replay: 'latest',
    open: true,
    fields: {
      primaryColor: field(themeText, 'Main brand color, e.g. `#7c5cff`.'),
      borderRadius: field(
        z.optional(z.nullable(z.union([count, text]))),
        "Corner radius: pixels (`8`) or a CSS length (`'8px'`).",
      ),
      font: field(themeText, 'Font family.'),
      analyticsChat: objectField(
        {
          backgroundColor: field(themeText, 'Background color.'),
          chatInput: objectField(
            { backgroundColor: field(themeText, 'Background color.'), borderColor: field(themeText, 'Border color.') },
            'Its message input.',
          ),
        },
        "The analytics chat's colors.",
      ),
      chat: objectField({ inputColor: field(themeText, 'Message input color.') }, "The chat's colors."),
    },
  },
  'set-locale': {
    doc: 'Switches the UI language.',
    replay: 'latest',
    fields: {
      locale: field(
        text,
        'A full code, a short code, or a regional variant: `en`, `en-US`, `zh-Hant-TW`, `pt_BR`.',
        'localeCode',
      ),
    },
  },
  'set-filter': {
    doc: 'Pushes a filter into a dashboard.',
    replay: 'per-filter-key',
    fields: {
      filterUrlParameter: field(text, '`f_<semantic_view>.<dimension>=<JSON>`.', 'filterParameter'),
    },
  },
  navigate: {
    doc: 'Navigates to an in-embed path.',
    replay: 'never',
    fields: {
      path: field(
        text,
        "An in-embed path: starts with `/`; resolved against any base, it stays on that base's origin.",
        'inEmbedPath',
      ),
    },
  },
  refresh: {
    doc: "Re-runs the embed's queries.",
    replay: 'never',
    fields: {},
  },
  'set-timezone': {
    doc: 'Switches the time zone dates and times are shown in.',
    replay: 'latest',
    fields: {
      timezone: field(
        text,
        'An IANA time zone name: `UTC`, `Asia/Tokyo`, `Etc/GMT+5`, `America/Argentina/Buenos_Aires`.',
        'timezoneName',
      ),
    },
  },
} as const satisfies Record<string, ActionDefinition>;

/** The zod shape of a message's fields. */
export type ShapeOf<D extends MessageDefinition> = ShapeOfFields<D['fields']>;

/** The zod schema of a message's payload, without its value rules (what the validators compile). */
export type PayloadSchemaOf<D extends MessageDefinition> = D extends { open: true }
  ? z.ZodMiniObject<ShapeOf<D>, z.core.$loose>
  : z.ZodMiniObject<ShapeOf<D>, z.core.$strip>;

/** The payload schema of a definition: its fields' schemas in one object, open or not. */
export function payloadSchema<D extends MessageDefinition>(definition: D): PayloadSchemaOf<D> {
  const shape = shapeOf(definition.fields);
  return (definition.open ? z.looseObject(shape) : z.object(shape)) as PayloadSchemaOf<D>;
}
