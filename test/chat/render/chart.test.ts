// @vitest-environment happy-dom
/**
 * `renderSqlChart`'s handling of its options, with a stub `vega-embed` that records its calls
 * (the real one draws in Chromium: e2e/chat-chart.spec.ts): the options it always passes (their
 * rules: chart-embed.test.ts) into a target of chart-target.ts, the
 * refusal of a missing `vegaEmbed`, abort before and during the draw, `destroy`, and the
 * notice for what cannot be drawn.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/chat/index.js';
import type { EmbedResult, SafeEmbedOptions, VegaEmbed } from '../../../src/chat/render/index.js';
import { renderSqlChart } from '../../../src/chat/render/index.js';

const RESULT = {
  schema: [
    { name: 'city', column_type: 'String' },
    { name: 'orders', column_type: 'Int64' },
  ],
  data: [
    ['Paris', 3],
    ['Lyon', 5],
  ],
  vegaSpec: JSON.stringify({
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    mark: 'bar',
    encoding: { x: { field: 'city' }, y: { field: 'orders' } },
  }),
};

interface EmbedCall {
  element: HTMLElement;
  spec: Record<string, unknown>;
  options: SafeEmbedOptions;
}

/** A stub vega-embed: records each call, draws an `<svg>`, resolves with a view whose `finalize` is a spy (or with `outcome`). */
function stubEmbed(outcome?: (call: EmbedCall) => Promise<EmbedResult>) {
  const calls: EmbedCall[] = [];
  const finalize = vi.fn();
  const embed: VegaEmbed = async (element, spec, options) => {
    const call = { element, spec, options };
    calls.push(call);
    if (outcome) return outcome(call);
    element.innerHTML = '';
    element.append(document.createElementNS('http://www.w3.org/2000/svg', 'svg'));
    return { view: { finalize } };
  };
  return { embed, calls, finalize };
}

function container(): HTMLElement {
  const element = document.createElement('section');
  element.append(document.createElement('h2'));
  document.body.append(element);
  return element;
}

const notice = (element: Element) => element.querySelector('.pe-chat-notice')?.textContent;

describe('renderSqlChart', () => {
  it('draws sqlChartSpec(result, config) with the safe options, into an element of its own', async () => {
    const { embed, calls } = stubEmbed();
    const element = container();
    await renderSqlChart(element, RESULT, { vegaEmbed: embed, config: { background: 'transparent' } });
    expect(calls).toHaveLength(1);
    const [{ spec, options, element: target }] = calls as [EmbedCall];
    expect(spec.data).toEqual({
      values: [
        { city: 'Paris', orders: 3 },
        { city: 'Lyon', orders: 5 },
      ],
    });
    expect(spec.config).toEqual({ background: 'transparent' });
    expect(options).toMatchObject({
      mode: 'vega-lite',
      ast: true,
      renderer: 'svg',
      actions: false,
      defaultStyle: false,
      tooltip: false,
    });
    // The refusing loader and the target that takes no markup: their rules, in chart-embed.test.ts and
    // chart-target.test.ts.
    await expect(options.loader.load('https://attacker.test/data.csv')).rejects.toThrow('loader.load refused');
    expect(target.parentElement).toBe(element);
    expect(target.className).toBe('pe-chat-chart-view');
    expect(() => {
      target.innerHTML = '<img src=x>';
    }).toThrow(TypeError);
    expect(element.querySelector('svg')).not.toBeNull();
    expect(element.firstElementChild?.tagName).toBe('H2');
  });

  it('keeps Vega errors out of the console and shows the first under the chart', async () => {
    const { embed } = stubEmbed(async ({ element, options }) => {
      options.logger.error('Loading failed', 'data.csv');
      options.logger.warn('a warning');
      element.append(document.createElementNS('http://www.w3.org/2000/svg', 'svg'));
      return { view: { finalize() {} } };
    });
    const element = container();
    await renderSqlChart(element, RESULT, { vegaEmbed: embed });
    expect(element.querySelector('svg')).not.toBeNull();
    expect(notice(element)).toBe('The chart cannot be drawn: part of it failed: Loading failed data.csv');
  });

  it.each([
    ['missing', undefined],
    ['a module namespace (not its default export)', { default: () => undefined }],
    ['a string', 'vega-embed'],
  ])('rejects INVALID_OPTIONS naming options.vegaEmbed when it is %s', async (_name, vegaEmbed) => {
    const element = container();
    const error = await renderSqlChart(element, RESULT, { vegaEmbed } as never).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INVALID_OPTIONS');
    expect((error as Error).message).toMatch(/^options\.vegaEmbed: expected vega-embed's default export, a function/);
    expect(element.children).toHaveLength(1);
  });

  it('rejects options that are not an object, a config that is not one, a signal that is none, a container that is no element', async () => {
    const { embed } = stubEmbed();
    const reasons = await Promise.all(
      [
        () => renderSqlChart(container(), RESULT, undefined as never),
        () => renderSqlChart(container(), RESULT, { vegaEmbed: embed, config: 'dark' as never }),
        () => renderSqlChart(container(), RESULT, { vegaEmbed: embed, signal: {} as never }),
        () => renderSqlChart('#chart' as never, RESULT, { vegaEmbed: embed }),
      ].map((run) =>
        run().then(
          () => 'resolved',
          (error: Error) => error.message,
        ),
      ),
    );
    expect(reasons).toEqual([
      'options: expected an object with vegaEmbed, got undefined',
      'options.config: expected a Vega-Lite config object, got "dark"',
      'options.signal: expected an AbortSignal, got an object',
      'container: expected an Element, got "#chart"',
    ]);
  });

  it('draws nothing when the signal is aborted before, and never calls vega-embed', async () => {
    const { embed, calls } = stubEmbed();
    const element = container();
    const chart = await renderSqlChart(element, RESULT, { vegaEmbed: embed, signal: AbortSignal.abort() });
    expect(calls).toHaveLength(0);
    expect(element.children).toHaveLength(1);
    chart.destroy();
  });

  it('on abort during the draw, resolves at once, removes the chart and finalizes the view once drawn', async () => {
    let resolveDraw: (result: EmbedResult) => void = () => {};
    const finalize = vi.fn();
    const { embed } = stubEmbed(() => new Promise((resolve) => (resolveDraw = resolve)));
    const element = container();
    const controller = new AbortController();
    const drawing = renderSqlChart(element, RESULT, { vegaEmbed: embed, signal: controller.signal });
    await Promise.resolve();
    expect(element.querySelector('.pe-chat-chart-view')).not.toBeNull();
    controller.abort();
    await drawing;
    expect(element.children).toHaveLength(1);
    resolveDraw({ view: { finalize } });
    await vi.waitFor(() => expect(finalize).toHaveBeenCalledTimes(1));
  });

  it('on abort after the draw, and on destroy, finalizes the view once and removes only what it added', async () => {
    const { embed, finalize } = stubEmbed();
    const element = container();
    const controller = new AbortController();
    const chart = await renderSqlChart(element, RESULT, { vegaEmbed: embed, signal: controller.signal });
    expect(element.children).toHaveLength(2);
    controller.abort();
    expect(finalize).toHaveBeenCalledTimes(1);
    expect(element.children).toHaveLength(1);
    chart.destroy();
    expect(finalize).toHaveBeenCalledTimes(1);

    const second = stubEmbed();
    const again = await renderSqlChart(element, RESULT, { vegaEmbed: second.embed });
    again.destroy();
    again.destroy();
    expect(second.finalize).toHaveBeenCalledTimes(1);
    expect([...element.children].map((child) => child.tagName)).toEqual(['H2']);
  });

  it("uses vega-embed's own finalize when it has one (it also removes vega-embed's listeners)", async () => {
    const own = vi.fn();
    const viewFinalize = vi.fn();
    const { embed } = stubEmbed(async () => ({ view: { finalize: viewFinalize }, finalize: own }));
    (await renderSqlChart(container(), RESULT, { vegaEmbed: embed })).destroy();
    expect(own).toHaveBeenCalledTimes(1);
    expect(viewFinalize).not.toHaveBeenCalled();
  });

  it.each([
    ['no vegaSpec', { ...RESULT, vegaSpec: undefined }, 'the result has no chart (no vegaSpec)'],
    ['a vegaSpec that is not JSON', { ...RESULT, vegaSpec: '{mark: bar' }, 'its spec (vegaSpec) is not JSON'],
    ['a vegaSpec that is a JSON array', { ...RESULT, vegaSpec: '[1]' }, 'its spec (vegaSpec) is not a JSON object'],
    [
      'image marks only',
      { ...RESULT, vegaSpec: '{"mark":"image","encoding":{"url":{"field":"city"}}}' },
      'its spec draws only images, which charts never load',
    ],
  ])('shows a notice, and calls no vega-embed, for %s', async (_name, result, reason) => {
    const { embed, calls } = stubEmbed();
    const element = container();
    const chart = await renderSqlChart(element, result as typeof RESULT, { vegaEmbed: embed });
    expect(calls).toHaveLength(0);
    expect(notice(element)).toBe(`The chart cannot be drawn: ${reason}`);
    chart.destroy();
    expect(element.children).toHaveLength(1);
  });

  it('shows a notice, and resolves, when the result cannot be read or vega-embed throws or rejects', async () => {
    const hostile = new Proxy(RESULT, {
      get() {
        throw new Error('no reading');
      },
    });
    const element = container();
    await renderSqlChart(element, hostile, { vegaEmbed: stubEmbed().embed });
    expect(notice(element)).toBe('The chart cannot be drawn: the result could not be read ("Error: no reading")');

    const rejecting = container();
    await renderSqlChart(rejecting, RESULT, { vegaEmbed: () => Promise.reject(new Error('Invalid specification')) });
    expect(notice(rejecting)).toBe('The chart cannot be drawn: Invalid specification');
    expect(rejecting.querySelector('.pe-chat-chart-view')).toBeNull();

    const throwing = container();
    const chart = await renderSqlChart(throwing, RESULT, {
      vegaEmbed: () => {
        throw 'not an error';
      },
    });
    expect(notice(throwing)).toBe('The chart cannot be drawn: "not an error"');
    chart.destroy();
    expect(throwing.children).toHaveLength(1);
  });
});
