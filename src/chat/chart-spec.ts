/**
 * A chart spec that cannot call out: what the agent wrote as a Vega-Lite spec, without every
 * part of it that could make the renderer (or the page) load a URL or navigate, at any depth.
 * The agent's spec is written by a model that reads the user's data and whatever text reached
 * it, so it is untrusted: drawn as written, a spec can fetch any URL, or send the rows out in an
 * image's URL.
 *
 * @module
 * @internal
 */

import { isRecord } from '../internal/is-record.js';

/**
 * Sets an own property, whatever its name: `row[name] = value` with the name `__proto__` would
 * set the object's prototype instead (data from the service chooses the names).
 */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/**
 * Keys left out wherever they are, with what they hold:
 * - `url` (a data source, an image mark's picture, a projection's shape file) and `href` (a
 *   link, `mark.href`, the `href` channel, a style's default): each names a URL to load or open;
 * - `data`: a layer's or a lookup's own source could be a URL or a named set; the chart's one
 *   source is the result's rows, which every part inherits from the top;
 * - `datasets`: named data sets, only of use to a `data` that names one;
 * - `usermeta`: vega-embed reads `usermeta.embedOptions` as options that override the page's own
 *   (a loader, the expression interpreter off, the actions menu on);
 * - `signals`: Vega's own signals, which a Vega-Lite spec has no use for but its `config` would
 *   pass on (a signal named `cursor` sets the page's cursor, a CSS value that can load a URL);
 * - `tooltip`: vega-embed's tooltip handler shows a tooltip's `image` entry as an `<img>`, and an
 *   entry's name can come from the data (a column named `image`): the page would load it.
 */
const LEFT_OUT_KEYS: ReadonlySet<string> = new Set([
  'url',
  'href',
  'data',
  'datasets',
  'usermeta',
  'signals',
  'tooltip',
]);

/** How deep a spec is read: far deeper than any chart, and a spec of 100,000 levels is no stack overflow. */
const MAX_DEPTH = 64;

/** The schemas of Vega-Lite specs: any other `$schema` (Vega's) would make vega-embed draw the spec as a Vega spec. */
const VEGA_LITE_SCHEMA = /^https:\/\/vega\.github\.io\/schema\/vega-lite\/v\d+(\.\d+)*(\.json)?$/;

/** A CSS cursor keyword (`pointer`, `not-allowed`…): a cursor value in any other form (`url(…)`) can load a URL. */
const CURSOR_KEYWORD = /^[a-z-]+$/;

/** A value that is left out: an array drops it, an object its key, and the top of the spec makes it no chart. */
const LEFT_OUT: unique symbol = Symbol('left out');

/**
 * A string with a CSS `url(…)` in it, CSS escapes decoded (`u\72 l(` is one too): a fill, a
 * stroke or a background written so is a reference the browser loads in an SVG.
 */
function holdsCssUrl(text: string): boolean {
  if (!/url|\\/i.test(text)) return false;
  const decoded = text
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_escape, hex: string) =>
      String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff)),
    )
    .replace(/\\(.)/g, '$1');
  return /url\s*\(/i.test(decoded);
}

/** The mark type of a unit spec: `mark` as a name, or its `type`. */
function markType(spec: Record<string, unknown>): unknown {
  const mark = spec.mark;
  return isRecord(mark) ? mark.type : mark;
}

/**
 * Whether an object is left out whole: a unit of `image` marks (each loads its picture); a
 * `lookup` from another data source; a parameter named `cursor` (it becomes the signal that sets
 * the page's cursor).
 */
function isLeftOutWhole(object: Record<string, unknown>): boolean {
  const type = markType(object);
  if (typeof type === 'string' && type.trim().toLowerCase() === 'image') return true;
  if (Object.hasOwn(object, 'lookup') && isRecord(object.from) && Object.hasOwn(object.from, 'data')) return true;
  return object.name === 'cursor';
}

/** The value kept for `key` of an object (`LEFT_OUT` when none): the rules of a few keys, then the walk. */
function keptValue(key: string, value: unknown, depth: number): unknown {
  if (LEFT_OUT_KEYS.has(key)) return LEFT_OUT;
  if (key === 'cursor') return typeof value === 'string' && CURSOR_KEYWORD.test(value) ? value : LEFT_OUT;
  if (key === '$schema') return typeof value === 'string' && VEGA_LITE_SCHEMA.test(value) ? value : LEFT_OUT;
  return inert(value, depth + 1);
}

/** `value` without what could call out, as a new value (`value` unchanged); `LEFT_OUT` when it is to go whole. */
function inert(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return holdsCssUrl(value) ? LEFT_OUT : value;
  if (typeof value !== 'object' || value === null) return value;
  if (depth > MAX_DEPTH) return LEFT_OUT;
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const item of value) {
      const kept = inert(item, depth + 1);
      if (kept !== LEFT_OUT) items.push(kept);
    }
    return items;
  }
  const object = value as Record<string, unknown>;
  if (isLeftOutWhole(object)) return LEFT_OUT;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(object)) {
    const kept = keptValue(key, object[key], depth);
    if (kept !== LEFT_OUT) setOwn(copy, key, kept);
    // A facet or a repeat of images alone draws nothing, and without its `spec` it is no spec.
    else if (key === 'spec') return LEFT_OUT;
  }
  return copy;
}

/**
 * A copy of the Vega-Lite spec `spec` that cannot call out — without every part listed above,
 * at any depth (layers, concatenations, facets, repeats, transforms, `config`), and without the
 * top `data` — or undefined when what is left is no chart: the spec is a unit of `image` marks.
 * `spec` is not changed.
 */
export function inertChartSpec(spec: Record<string, unknown>): Record<string, unknown> | undefined {
  const kept = inert(spec, 0);
  return isRecord(kept) ? kept : undefined;
}
