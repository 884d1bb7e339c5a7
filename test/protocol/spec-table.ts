/**
 * Spec 6.2 and 6.3 written out as data, independently of the schemas in src/: the oracle the
 * conformance and property tests check the protocol module against.
 */
import type { ActionName, EventName } from '../../src/protocol/index.js';

export type FieldKind =
  | { kind: 'string' }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'any' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'number-or-string' }
  | { kind: 'object'; fields: readonly FieldSpec[] };

export interface FieldSpec {
  field: string;
  type: FieldKind;
  optional?: boolean;
  nullable?: boolean;
  /** A valid value for this field. */
  sample: unknown;
}

const SURFACES = ['dashboard', 'app', 'chat'] as const;
const str = (field: string, sample: string, optional = false): FieldSpec => ({
  field,
  type: { kind: 'string' },
  optional,
  sample,
});
const num = (field: string, sample: number, optional = false): FieldSpec => ({
  field,
  type: { kind: 'number' },
  optional,
  sample,
});
const oneOf = (field: string, values: readonly string[], optional = false): FieldSpec => ({
  field,
  type: { kind: 'enum', values },
  optional,
  sample: values[0],
});

/** An optional theme setting that may be null. */
const color = (field: string, sample: string): FieldSpec => ({
  field,
  type: { kind: 'string' },
  optional: true,
  nullable: true,
  sample,
});
/** An optional object of theme settings that may be null; its sample holds every field's. */
const object = (field: string, fields: FieldSpec[]): FieldSpec => ({
  field,
  type: { kind: 'object', fields },
  optional: true,
  nullable: true,
  sample: fullPayload(fields),
});

/** Spec 6.2, one row per field, in the spec's order. */
export const EVENT_TABLE: Record<EventName, { surfaces: readonly string[]; fields: FieldSpec[] }> = {
  ready: {
    surfaces: SURFACES,
    fields: [
      { field: 'embedTenant', type: { kind: 'string' }, nullable: true, sample: 'acme' },
      { field: 'deploymentId', type: { kind: 'number' }, nullable: true, sample: 42 },
      oneOf('mode', ['signed', 'private']),
      oneOf('surface', SURFACES),
      str('publicId', 'dash-1', true),
    ],
  },
  view: {
    surfaces: SURFACES,
    fields: [
      oneOf('surface', SURFACES),
      str('path', '/home'),
      str('publicId', 'dash-1', true),
      str('title', 'Sales', true),
    ],
  },
  navigate: { surfaces: SURFACES, fields: [str('path', '/next'), str('previousPath', '/home', true)] },
  'dashboard-loaded': {
    surfaces: ['dashboard'],
    fields: [str('publicId', 'dash-1', true), num('widgetCount', 6, true), num('loadDurationMs', 812.5, true)],
  },
  download: {
    surfaces: ['dashboard'],
    fields: [
      oneOf('format', ['csv', 'xlsx', 'png', 'pdf']),
      oneOf('target', ['widget', 'dashboard']),
      str('widgetId', 'w-7', true),
      str('title', 'Revenue', true),
      num('rowCount', 1200, true),
    ],
  },
  drilldown: {
    surfaces: ['dashboard'],
    fields: [
      str('member', 'orders.count'),
      { field: 'value', type: { kind: 'any' }, optional: true, sample: { region: 'EU' } },
      str('widgetId', 'w-7', true),
    ],
  },
  'ai-query': {
    surfaces: SURFACES,
    fields: [
      str('query', 'top customers'),
      oneOf('status', ['submitted', 'completed', 'error']),
      str('chatId', 'c-1', true),
      str('agentId', 'a-1', true),
    ],
  },
  error: {
    surfaces: SURFACES,
    fields: [
      str('message', 'boom'),
      str('name', 'RenderError', true),
      str('context', 'widget:w-7', true),
      { field: 'fatal', type: { kind: 'boolean' }, optional: true, sample: true },
    ],
  },
};

/** Spec 6.3, one row per payload field. */
export const ACTION_TABLE: Record<ActionName, FieldSpec[]> = {
  'set-color-scheme': [oneOf('scheme', ['light', 'dark', 'auto'])],
  // The reference's EmbedTheme (every field nullable: null is the default) and the spec's borderRadius.
  'set-theme': [
    color('primaryColor', '#0044ff'),
    { field: 'borderRadius', type: { kind: 'number-or-string' }, optional: true, nullable: true, sample: 8 },
    color('font', 'Inter'),
    object('analyticsChat', [
      color('backgroundColor', '#ffffff'),
      object('chatInput', [color('backgroundColor', '#fafafa'), color('borderColor', '#dddddd')]),
    ]),
    object('chat', [color('inputColor', '#eeeeee')]),
  ],
  'set-locale': [str('locale', 'en-GB')],
  'set-filter': [str('filterUrlParameter', 'f_orders.status=["paid"]')],
  navigate: [str('path', '/dashboards/42')],
  refresh: [],
  // The reference's newer messaging docs: an IANA zone name.
  'set-timezone': [str('timezone', 'Asia/Tokyo')],
};

/** A payload with every field of a row set to its sample. */
export function fullPayload(fields: readonly FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.field, f.sample]));
}

/** A payload with only the required fields. */
export function minimalPayload(fields: readonly FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => !f.optional).map((f) => [f.field, f.sample]));
}

/** Values of the wrong type for a field (an empty list for `any`). */
export function wrongValues(spec: FieldSpec): unknown[] {
  const nullOk = spec.nullable === true;
  switch (spec.type.kind) {
    case 'string':
      return [42, true, {}, ['a'], ...(nullOk ? [] : [null])];
    case 'number':
      return ['42', true, {}, Number.NaN, Number.POSITIVE_INFINITY, ...(nullOk ? [] : [null])];
    case 'boolean':
      return ['true', 1, null];
    case 'enum':
      return [42, null, `${spec.type.values[0]!.toUpperCase()}`, 'not-in-the-enum'];
    case 'number-or-string':
      return [true, {}, ['8px'], Number.NaN, Number.POSITIVE_INFINITY, ...(nullOk ? [] : [null])];
    case 'object':
      return ['x', 42, true, [], ...(nullOk ? [] : [null])];
    case 'any':
      return [];
  }
}
