// @vitest-environment happy-dom
/**
 * The element vega-embed draws into and the notice shown instead of a chart
 * (src/chat/render/chart-target.ts): a target whose `innerHTML` takes only `''`, a notice that is
 * text and cut short, and why a result has no chart.
 */
import { describe, expect, it } from 'vitest';
import {
  CHART_CLASS,
  chartNotice,
  chartTarget,
  NOTICE_CLASS,
  whyNoChart,
} from '../../../src/chat/render/chart-target.js';

describe('chartTarget', () => {
  it('is a new empty <div> of the chart class, in the given document', () => {
    const target = chartTarget(document);
    expect(target.tagName).toBe('DIV');
    expect(target.className).toBe(CHART_CLASS);
    expect(target.ownerDocument).toBe(document);
    expect(target.childNodes).toHaveLength(0);
  });

  it("takes only '' as innerHTML (as replaceChildren), refusing markup, and reads innerHTML as usual", () => {
    const target = chartTarget(document);
    target.append(document.createElementNS('http://www.w3.org/2000/svg', 'svg'));
    expect(target.innerHTML).toBe('<svg></svg>');
    expect(() => {
      target.innerHTML = '<img src=x onerror=alert(1)>';
    }).toThrow(TypeError);
    expect(target.querySelector('img')).toBeNull();
    expect(target.innerHTML).toBe('<svg></svg>');
    for (const value of [' ', null, undefined, 0]) {
      expect(() => {
        (target as unknown as { innerHTML: unknown }).innerHTML = value;
      }, String(value)).toThrow(/markup is never written into a chart/);
    }
    target.innerHTML = '';
    expect(target.childNodes).toHaveLength(0);
  });
});

describe('chartNotice', () => {
  it('is a status paragraph whose reason is text, never markup', () => {
    const notice = chartNotice(document, '<img src=x onerror=alert(1)>');
    expect(notice.tagName).toBe('P');
    expect(notice.className).toBe(NOTICE_CLASS);
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe('The chart cannot be drawn: <img src=x onerror=alert(1)>');
    expect(notice.children).toHaveLength(0);
  });

  it('cuts a reason past 200 characters short', () => {
    expect(chartNotice(document, 'x'.repeat(200)).textContent).toBe(`The chart cannot be drawn: ${'x'.repeat(200)}`);
    expect(chartNotice(document, 'x'.repeat(5000)).textContent).toBe(`The chart cannot be drawn: ${'x'.repeat(200)}…`);
  });
});

describe('whyNoChart', () => {
  it.each([
    ['no result', undefined, 'the result has no chart (no vegaSpec)'],
    ['no vegaSpec', { data: [] }, 'the result has no chart (no vegaSpec)'],
    ['a vegaSpec that is no string', { vegaSpec: { mark: 'bar' } }, 'the result has no chart (no vegaSpec)'],
    ['text that is not JSON', { vegaSpec: '{mark: bar' }, 'its spec (vegaSpec) is not JSON'],
    ['JSON that is an array', { vegaSpec: '[]' }, 'its spec (vegaSpec) is not a JSON object'],
    ['JSON that is null', { vegaSpec: 'null' }, 'its spec (vegaSpec) is not a JSON object'],
    [
      'an object (a spec of images only)',
      { vegaSpec: '{"mark":"image"}' },
      'its spec draws only images, which charts never load',
    ],
  ])('tells %s', (_name, result, reason) => {
    expect(whyNoChart(result)).toBe(reason);
  });
});
