/**
 * The page of e2e/chat-chart.spec.ts: `renderSqlChart` with the real vega-embed (bundled from
 * node_modules, as an app's bundler would), driven through `window.chartApp`. It records every
 * `securitypolicyviolation` (CSP and Trusted Types) the page sees.
 */
import vegaEmbed from 'vega-embed';
import { drawChartSpec, renderSqlChart, type SqlChart } from '../../../src/chat/render/chart.js';
import type { SqlResult } from '../../../src/chat/types.js';

/** `window.chartApp`. */
export interface ChartApp {
  /** Every violation seen: `<directive> <blocked URI>`. */
  violations: string[];
  /** Draws `result`'s chart into a new `<section id=…>`; resolves when it is drawn. */
  render(id: string, result: Pick<SqlResult, 'schema' | 'data' | 'vegaSpec'>): Promise<void>;
  /** Draws a spec as it is, without `sqlChartSpec`: the loader and the options are the only wall. */
  drawRaw(id: string, spec: Record<string, unknown>): Promise<void>;
  /** Destroys the chart of `id`; returns what its section still holds: `<elements>:<text>`. */
  destroy(id: string): string;
}

declare global {
  interface Window {
    chartApp: ChartApp;
  }
}

const violations: string[] = [];
document.addEventListener('securitypolicyviolation', (event) =>
  violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
);

const charts = new Map<string, SqlChart>();

function section(id: string): HTMLElement {
  const element = document.createElement('section');
  element.id = id;
  document.getElementById('charts')!.append(element);
  return element;
}

window.chartApp = {
  violations,
  async render(id, result) {
    charts.set(id, await renderSqlChart(section(id), result, { vegaEmbed }));
  },
  async drawRaw(id, spec) {
    charts.set(id, await drawChartSpec(section(id), spec, '', vegaEmbed));
  },
  destroy(id) {
    charts.get(id)?.destroy();
    const element = document.getElementById(id)!;
    // Read with textContent and a count: innerHTML's getter is no sink, but keep the page free of it.
    return `${element.childElementCount}:${element.textContent ?? ''}`;
  },
};
