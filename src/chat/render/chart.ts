/**
 * `renderSqlChart`: a SQL result's chart, drawn with the caller's `vega-embed` so that it
 * cannot call out — not through its spec (`sqlChartSpec` drops what could), and not through
 * Vega (a loader that refuses every URL, the expression interpreter, no actions, no style, no
 * tooltip HTML), on a page that requires Trusted Types.
 *
 * @module
 */

import { refuseApiOption } from '../../http/refuse.js';
import { ownOptions, signalOption } from '../../internal/checks.js';
import { describeThrown } from '../../internal/describe.js';
import { isRecord } from '../../internal/is-record.js';
import { sqlChartSpec } from '../answer.js';
import type { SqlResult } from '../types.js';
import { type EmbedResult, safeEmbedOptions, type VegaEmbed } from './chart-embed.js';
import { chartNotice, chartTarget, whyNoChart } from './chart-target.js';

export type { EmbedResult, RefusingLoader, SafeEmbedOptions, VegaEmbed, VegaLogger } from './chart-embed.js';

/** Options of {@link renderSqlChart}. */
export interface RenderSqlChartOptions {
  /**
   * `vega-embed`'s default export (`import vegaEmbed from 'vega-embed'`, 6.19 or later): the
   * chart is drawn with the page's own copy of Vega, never one of ours.
   */
  vegaEmbed: VegaEmbed;
  /** Chart styling (a Vega-Lite `config`), merged over the spec's own: see `sqlChartSpec`. */
  config?: object;
  /** Aborted, before or after the chart is drawn: the chart is destroyed (see {@link SqlChart.destroy}). */
  signal?: AbortSignal;
}

/** A chart drawn by {@link renderSqlChart}. */
export interface SqlChart {
  /** Finalizes Vega's view (its timers and listeners) and removes what was added to the container. Idempotent. */
  destroy(): void;
}

/** The options, checked: only a missing or wrong option rejects. */
function checkedOptions(options: unknown): RenderSqlChartOptions {
  const given = ownOptions(options, 'options', refuseApiOption, 'an object with vegaEmbed');
  const { vegaEmbed, config, signal } = given;
  if (typeof vegaEmbed !== 'function') {
    refuseApiOption(
      'options.vegaEmbed',
      "vega-embed's default export, a function (import vegaEmbed from 'vega-embed')",
      vegaEmbed,
    );
  }
  if (config !== undefined && !isRecord(config)) refuseApiOption('options.config', 'a Vega-Lite config object', config);
  const checkedSignal = signalOption(signal, 'options.signal', refuseApiOption);
  return {
    vegaEmbed: vegaEmbed as VegaEmbed,
    config: config as object | undefined,
    ...(checkedSignal ? { signal: checkedSignal } : {}),
  };
}

/** Finalizes a drawn chart, never throwing (a view finalized twice, a hostile stub). */
function finalizeQuietly(embedded: EmbedResult): void {
  try {
    if (typeof embedded.finalize === 'function') embedded.finalize();
    else embedded.view.finalize();
  } catch {
    // Nothing more can be done for a view that cannot be finalized.
  }
}

/**
 * Draws the Vega-Lite spec `spec` (or, without one, the notice `reason`) into `container` with
 * `vegaEmbed` and the safe options: what {@link renderSqlChart} does once it has the spec.
 * Exported for the browser tests, which also draw specs that `sqlChartSpec` would have cleaned,
 * to prove the loader alone refuses them.
 *
 * @internal
 */
export async function drawChartSpec(
  container: Element,
  spec: Record<string, unknown> | undefined,
  reason: string,
  vegaEmbed: VegaEmbed,
  signal?: AbortSignal,
): Promise<SqlChart> {
  if (signal?.aborted) return { destroy() {} };
  const added: Element[] = [];
  let embedded: EmbedResult | undefined;
  let destroyed = false;
  let onDestroyed = () => {};
  // Resolves when the chart is destroyed (by the caller or the signal), to stop waiting for the draw.
  const whenDestroyed = new Promise<void>((resolve) => (onDestroyed = resolve));
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    signal?.removeEventListener('abort', destroy);
    if (embedded) finalizeQuietly(embedded);
    for (const element of added.splice(0)) element.remove();
    onDestroyed();
  };
  signal?.addEventListener('abort', destroy, { once: true });
  const show = (element: Element) => {
    added.push(element);
    container.append(element);
  };
  const document = container.ownerDocument;
  if (!spec) {
    show(chartNotice(document, reason));
    return { destroy };
  }
  const target = chartTarget(document);
  show(target);
  const errors: string[] = [];
  const drawing = Promise.resolve()
    .then(() => vegaEmbed(target, spec, safeEmbedOptions(errors)))
    .then(
      (result) => {
        if (destroyed) finalizeQuietly(result);
        else embedded = result;
        return undefined;
      },
      (error: unknown) =>
        error instanceof Error && typeof error.message === 'string' ? error.message : describeThrown(error),
    );
  const failure = await Promise.race([drawing, whenDestroyed]);
  if (destroyed) return { destroy };
  if (typeof failure === 'string') {
    target.remove();
    show(chartNotice(document, failure));
  } else if (errors.length > 0) show(chartNotice(document, `part of it failed: ${errors[0]}`));
  return { destroy };
}

/**
 * Draws the chart of a SQL result — `sqlChartSpec(result, options.config)` — into `container`
 * with the page's `vega-embed`, appended to what the container holds; resolves once it is
 * drawn (or, on abort, at once). The agent's spec is untrusted, so, whatever it says:
 * - nothing is loaded: a loader that refuses every URL (data, images, links, files) on top of
 *   `sqlChartSpec`, which drops every part of a spec that could name one;
 * - no code compiled from strings (`eval` and its kin): Vega's expression interpreter (`ast: true`, which vega-embed
 *   6.19+ and 7 run with the `vega-interpreter` they depend on), so `script-src 'self'` holds;
 * - no navigation, no actions menu, no `<style>` element (`style-src 'self'` holds), no
 *   tooltip HTML, SVG marks only, drawn as Vega-Lite;
 * - no Trusted Types violation: vega-embed's `innerHTML = ''` lands on an element of ours that
 *   empties itself with `replaceChildren()` instead.
 *
 * A result with no chart, a spec Vega cannot draw, rows of any shape: the promise still
 * resolves, and the container shows a short notice saying why, as text (`The chart cannot be
 * drawn: …`, class `pe-chat-notice`). Only wrong arguments reject: `INVALID_OPTIONS`
 * (an `ApiError`) when `options.vegaEmbed` is not a function, `config` not an object, `signal`
 * not an `AbortSignal`, or `container` not an element.
 *
 * @example
 * ```ts
 * import vegaEmbed from 'vega-embed';
 * import { renderSqlChart } from 'platform-embed/chat/render';
 *
 * const chart = await renderSqlChart(element, call.result, { vegaEmbed, config: { background: 'transparent' } });
 * // later
 * chart.destroy();
 * ```
 */
export async function renderSqlChart(
  container: Element,
  result: Pick<SqlResult, 'schema' | 'data' | 'vegaSpec'>,
  options: RenderSqlChartOptions,
): Promise<SqlChart> {
  const { vegaEmbed, config, signal } = checkedOptions(options);
  if (typeof container !== 'object' || container === null || (container as Partial<Node>).nodeType !== 1) {
    refuseApiOption('container', 'an Element', container);
  }
  let spec: Record<string, unknown> | undefined;
  let reason: string;
  try {
    spec = sqlChartSpec(result, config);
    reason = spec ? '' : whyNoChart(result);
  } catch (error) {
    // A result of any shape never throws out: a hostile getter or Proxy is reported like any other.
    reason = `the result could not be read (${describeThrown(error)})`;
  }
  return drawChartSpec(container, spec, reason, vegaEmbed, signal);
}
