/**
 * The element vega-embed draws into, and the text shown when a chart cannot be drawn.
 *
 * @module
 * @internal
 */

/** The class of the element that holds a chart (vega-embed adds `vega-embed` to it). */
export const CHART_CLASS = 'pe-chat-chart-view';

/** The class of the notice shown instead of a chart, or under one whose data failed. */
export const NOTICE_CLASS = 'pe-chat-notice';

/** The getter of `innerHTML` of the element's prototype chain (reading it is no Trusted Types sink). */
function innerHtmlGetter(element: Element): (() => string) | undefined {
  for (
    let proto: object | null = Object.getPrototypeOf(element);
    proto !== null;
    proto = Object.getPrototypeOf(proto)
  ) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, 'innerHTML');
    if (descriptor?.get) return descriptor.get as () => string;
  }
  return undefined;
}

/**
 * A new empty `<div>` for vega-embed to draw into, in `document`. vega-embed clears its target
 * with `innerHTML = ''`: on a page that requires Trusted Types, assigning a string to
 * `innerHTML` is a violation (reported, and it throws), even an empty one. This element's own
 * `innerHTML` setter takes only `''`, as `replaceChildren()`, and refuses any other value: no
 * markup is ever parsed into the chart, Trusted Types or not.
 */
export function chartTarget(document: Document): HTMLDivElement {
  const target = document.createElement('div');
  target.className = CHART_CLASS;
  const read = innerHtmlGetter(target);
  Object.defineProperty(target, 'innerHTML', {
    configurable: true,
    enumerable: false,
    get: () => (read ? read.call(target) : ''),
    set(value: unknown) {
      if (value !== '')
        throw new TypeError(`${CHART_CLASS}: markup is never written into a chart (innerHTML set to anything but '')`);
      target.replaceChildren();
    },
  });
  return target;
}

/** The longest reason shown: a Vega error can quote a whole spec. */
const MAX_REASON = 200;

/** A short visible notice, `The chart cannot be drawn: <reason>`, as a text node (never markup). */
export function chartNotice(document: Document, reason: string): HTMLParagraphElement {
  const notice = document.createElement('p');
  notice.className = NOTICE_CLASS;
  notice.setAttribute('role', 'status');
  const short = reason.length > MAX_REASON ? `${reason.slice(0, MAX_REASON)}…` : reason;
  notice.textContent = `The chart cannot be drawn: ${short}`;
  return notice;
}

/**
 * Why a SQL result has no chart to draw (`sqlChartSpec` returned none), in a few words for the
 * notice: no `vegaSpec`, text that is not JSON, JSON that is not an object, or a spec that
 * draws only images (which are never loaded).
 */
export function whyNoChart(result: unknown): string {
  const source =
    typeof result === 'object' && result !== null ? (result as { vegaSpec?: unknown }).vegaSpec : undefined;
  if (typeof source !== 'string') return 'the result has no chart (no vegaSpec)';
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch {
    return 'its spec (vegaSpec) is not JSON';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return 'its spec (vegaSpec) is not a JSON object';
  return 'its spec draws only images, which charts never load';
}
