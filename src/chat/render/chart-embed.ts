/**
 * What the chart renderer needs of `vega-embed`, and the options it always passes: a
 * structural type of our own, so that the package's types never name `vega-embed` (an optional
 * peer: an app without it would fail to type-check a `.d.ts` that imports its types), and so
 * that vega-embed 6 and 7, whose call is the same, both fit.
 *
 * @module
 * @internal
 */

/** What a chart refuses to load, whatever asked: data, an image, a link, a file. */
const REFUSAL = 'platform-embed charts load no URL: the chart is drawn from the result rows only';

/**
 * A Vega loader that refuses every request (`load`, `sanitize`, `http`, `file`): Vega asks
 * `load` for data, and `sanitize` before it loads an image or follows an `href`, so nothing a
 * spec names can leave the page, even a spec that got past `sqlChartSpec`. Each call rejects
 * with an `Error` naming the URL's kind (never the URL, which may carry the rows).
 */
export interface RefusingLoader {
  /** Refuses to load data. */
  load(uri: string, options?: unknown): Promise<never>;
  /** Refuses to hand out a URL (for an image or a link). */
  sanitize(uri: string, options?: unknown): Promise<never>;
  /** Refuses an HTTP request. */
  http(uri: string, options?: unknown): Promise<never>;
  /** Refuses to read a file. */
  file(filename: string): Promise<never>;
}

/** A new {@link RefusingLoader}; `refused` is told each refusal's message (Vega only warns of some). */
export function refusingLoader(refused: (message: string) => void = () => {}): RefusingLoader {
  const refuse = (method: string) => () => {
    const error = new Error(`${REFUSAL} (loader.${method} refused)`);
    refused(error.message);
    return Promise.reject(error);
  };
  return { load: refuse('load'), sanitize: refuse('sanitize'), http: refuse('http'), file: refuse('file') };
}

/** Vega's logger interface, as vega-embed takes it (`logger`). */
export interface VegaLogger {
  /** Sets or reads the level. */
  level(level?: number): number | VegaLogger;
  /** An error of the view (a dataset that failed to load, a bad expression…). */
  error(...args: readonly unknown[]): VegaLogger;
  /** A warning (Vega-Lite's compiler notices). */
  warn(...args: readonly unknown[]): VegaLogger;
  /** Information. */
  info(...args: readonly unknown[]): VegaLogger;
  /** Debugging output. */
  debug(...args: readonly unknown[]): VegaLogger;
}

/** The options the renderer gives vega-embed (vega-embed 6.19+ and 7 read them alike). */
export interface SafeEmbedOptions {
  /** Vega-Lite, whatever the spec looks like: a spec is never drawn as a Vega spec. */
  mode: 'vega-lite';
  /** Expressions parsed to a syntax tree and run by vega-embed's own `vega-interpreter`: no code compiled from strings. */
  ast: true;
  /** The renderer: SVG, so the chart is DOM nodes. */
  renderer: 'svg';
  /** No actions menu (its links open windows and post the spec to the Vega editor). */
  actions: false;
  /** No `<style>` element (refused by `style-src 'self'`). */
  defaultStyle: false;
  /** No tooltip handler (vega-embed's writes HTML, and shows an `image` entry as a picture). */
  tooltip: false;
  /** See {@link RefusingLoader}. */
  loader: RefusingLoader;
  /** Vega's messages go here, not to the console. */
  logger: VegaLogger;
}

/** What vega-embed resolves with: the view, and (vega-embed 6.17+) `finalize`. */
export interface EmbedResult {
  /** Vega's view. */
  view: {
    /** Stops the view's timers and removes its listeners. */
    finalize(): unknown;
  };
  /** Finalizes the view and removes vega-embed's own listeners. */
  finalize?: () => void;
}

/**
 * `vega-embed`'s default export, as the chart renderer calls it: `vegaEmbed(element, spec,
 * options)`, resolving with the view. Pass `import vegaEmbed from 'vega-embed'` (6.19 or later).
 */
export type VegaEmbed = (
  element: HTMLElement,
  spec: Record<string, unknown>,
  options: SafeEmbedOptions,
) => Promise<EmbedResult>;

/** The most errors a chart's logger keeps: a hostile spec can make Vega log without end. */
const MAX_LOGGED = 20;

/** A logger that keeps Vega's errors (at most {@link MAX_LOGGED}) and drops the rest: nothing reaches the console. */
export function collectingLogger(errors: string[]): VegaLogger {
  let level = 1;
  const logger: VegaLogger = {
    level(value?: number) {
      if (value === undefined) return level;
      level = value;
      return logger;
    },
    error(...args) {
      if (errors.length < MAX_LOGGED) errors.push(args.map(String).join(' '));
      return logger;
    },
    warn: () => logger,
    info: () => logger,
    debug: () => logger,
  };
  return logger;
}

/** The options of one chart, with its own loader and logger, both of which add what went wrong to `errors`. */
export function safeEmbedOptions(errors: string[]): SafeEmbedOptions {
  const logger = collectingLogger(errors);
  const loader = refusingLoader((message) => logger.error(message));
  return {
    mode: 'vega-lite',
    ast: true,
    renderer: 'svg',
    actions: false,
    defaultStyle: false,
    tooltip: false,
    loader,
    logger,
  };
}
