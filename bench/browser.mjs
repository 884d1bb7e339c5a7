/**
 * The browser measurements: inbound burst, round trip and memory, each against the raw
 * postMessage mechanism measured in the same run. The work happens in the bench host page
 * (bench/pages/host/, driven through `window.bench`) and its frames on a second origin
 * (bench/pages/embed/); this module runs the rounds, rotates the order of the variants,
 * reads the heap through the DevTools protocol, and turns the numbers into figures.
 */
import { fileURLToPath } from 'node:url';
import { figure, target } from './figures.mjs';

/** The init script that counts `message` listeners on the top window (memory only). */
const LISTENER_PROBE = fileURLToPath(new URL('./pages/listener-probe.js', import.meta.url));

/**
 * Opens the bench host page in a fresh context (no cache, no state from another
 * measurement) and waits until `window.bench` is there. Page errors fail the run: a figure
 * from a page that threw is not a figure.
 */
async function openHost(browser, hostPageUrl, { probe = false } = {}) {
  const context = await browser.newContext();
  if (probe) await context.addInitScript({ path: LISTENER_PROBE });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(hostPageUrl);
  try {
    await page.waitForFunction(() => window.benchLoaded === true, undefined, { timeout: 10_000 });
  } catch (error) {
    throw new Error(`the bench page did not load: ${errors.join(' | ') || error.message}`);
  }
  const cdp = await context.newCDPSession(page);
  /** Runs `bench[name](...args)` in the page; throws if the page reported an error meanwhile. */
  const call = async (name, ...args) => {
    const result = await page.evaluate(([fn, params]) => window.bench[fn](...params), [name, args]);
    if (errors.length) throw new Error(`the bench page reported: ${errors.join(' | ')}`);
    return result;
  };
  /**
   * Full collections of the page's heap (several, because a removed frame's objects are freed
   * over more than one), so no variant is timed while collecting another's garbage.
   */
  const collectGarbage = async () => {
    for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  };
  return { page, context, cdp, call, collectGarbage, close: () => context.close() };
}

/**
 * Runs `warmupRounds + rounds` rounds of every variant, back to back within a round, the order
 * rotated every round so no variant always runs on a warmer (or more tired) machine, each
 * after a full garbage collection. Warm-up rounds are dropped. Resolves to
 * `{ [variant]: result[] }`, one result per round.
 */
async function interleavedRounds(host, { rounds, warmupRounds }, variants, measure) {
  const results = Object.fromEntries(variants.map((variant) => [variant, []]));
  for (let index = 0; index < warmupRounds + rounds; index++) {
    const order = variants.map((_, k) => variants[(index + k) % variants.length]);
    const outcome = {};
    for (const variant of order) {
      await host.collectGarbage();
      outcome[variant] = await measure(variant);
    }
    if (index >= warmupRounds) for (const variant of variants) results[variant].push(outcome[variant]);
  }
  return results;
}

/**
 * Inbound burst: `count` navigate events posted by the frame in one tight loop, counted by the
 * SDK or by a bare listener. One figure with the target (start request → last event handled),
 * and one for information: the host's share alone (first event handled → last).
 */
export async function measureInboundBurst(browser, hostPageUrl, plan) {
  const { count, maxRatio } = plan.burst;
  const host = await openHost(browser, hostPageUrl);
  try {
    const results = await interleavedRounds(host, plan, ['sdk', 'bare', 'bare-origin'], (variant) =>
      host.call('burst', variant, count),
    );
    const pick = (variant, key) => results[variant].map((result) => result[key]);
    const sdkLabel = "createEmbed({ iframe }) + on('navigate', count)";
    const bareLabel =
      "addEventListener('message'): origin === embedOrigin, source === iframe.contentWindow, data.type, count";
    const originOnlyLabel = "addEventListener('message'): origin === embedOrigin, data.type, count (no window check)";
    return [
      figure({
        id: 'inbound-burst',
        title: `Inbound burst, ${count.toLocaleString('en')} events`,
        unit: 'ms',
        sdk: { label: sdkLabel, rounds: pick('sdk', 'totalMs') },
        baseline: { label: bareLabel, rounds: pick('bare', 'totalMs') },
        target: target('ratio', '<=', maxRatio),
        digits: 1,
      }),
      figure({
        id: 'inbound-burst-receive',
        title: '  host side only: first → last handled',
        unit: 'ms',
        sdk: { label: sdkLabel, rounds: pick('sdk', 'receiveMs') },
        baseline: { label: bareLabel, rounds: pick('bare', 'receiveMs') },
        digits: 1,
      }),
      figure({
        id: 'inbound-burst-origin-only',
        title: '  vs a listener without the window check',
        unit: 'ms',
        sdk: { label: sdkLabel, rounds: pick('sdk', 'totalMs') },
        baseline: { label: originOnlyLabel, rounds: pick('bare-origin', 'totalMs') },
        digits: 1,
      }),
    ];
  } finally {
    await host.close();
  }
}

/** What each side of a round trip runs, by variant (`<host>+<embed>`). */
const ROUND_TRIP_SIDES = {
  host: {
    sdk: "refresh() + waitFor('dashboard-loaded')",
    raw: 'postMessage(action) + bare listener (origin, window, type)',
    check: "postMessage(createActionMessage('refresh')) + bare listener: checkEventMessage, type",
  },
  embed: {
    bridge: "createEmbedBridge: onAction('refresh') → emit('dashboard-loaded')",
    raw: 'bare listener (origin, window, type) → postMessage(event)',
    check: "bare listener: checkActionMessage, type → postMessage(createEventMessage('dashboard-loaded'))",
  },
};
const sides = (variant) => {
  const [host, embed] = variant.split('+');
  return `host: ${ROUND_TRIP_SIDES.host[host]}; frame: ${ROUND_TRIP_SIDES.embed[embed]}`;
};

/** Where the embed of a round trip runs, by site. */
const SITES = {
  cross: 'another site (localhost: its own renderer process)',
  same: "the page's site (127.0.0.1, another port: the page's renderer process)",
};

/**
 * Checks that a frame of the `site` origin runs where the figures say it does: a cross-site
 * frame in a renderer process of its own (an out-of-process iframe, which the DevTools protocol
 * lists as a target of type "iframe"), a same-site one in the page's process. Throws otherwise
 * (site isolation switched off, say), since the figures would then describe another setting.
 */
async function checkFrameProcess(host, site) {
  const origin = await host.call('openProbe', site);
  try {
    const { targetInfos } = await host.cdp.send('Target.getTargets');
    const ownProcess = targetInfos.some((info) => info.type === 'iframe' && info.url.startsWith(`${origin}/`));
    if (ownProcess !== (site === 'cross')) {
      throw new Error(
        `the ${site}-site frame (${origin}) runs ${ownProcess ? 'in a process of its own' : "in the page's process"}: the round trip figures would not measure what they say`,
      );
    }
  } finally {
    await host.call('closeProbe');
  }
}

/**
 * Round trip: sequential action → event round trips, the SDK on both sides against raw
 * postMessage on both sides, in two settings, each with its target: the embed on another site
 * (its own renderer process, as for an embed on the analytics tenant's domain; `maxRatio`), and
 * the embed on the page's own site, where both frames share one process, one main thread and
 * one JavaScript heap, so little but the SDK's own work is left to hide its cost
 * (`sameSiteMaxRatio`). For information, on the page's site, the SDK on one side only (the
 * other raw), which shows where the difference comes from.
 */
export async function measureRoundTrip(browser, hostPageUrl, plan) {
  const { count, sameSiteCount, maxRatio, sameSiteMaxRatio } = plan.roundTrip;
  const variants = [
    'sdk+bridge@cross',
    'raw+raw@cross',
    'sdk+bridge@same',
    'raw+raw@same',
    'sdk+raw@same',
    'raw+bridge@same',
    'check+check@same',
  ];
  const host = await openHost(browser, hostPageUrl);
  try {
    await checkFrameProcess(host, 'cross');
    await checkFrameProcess(host, 'same');
    const results = await interleavedRounds(host, plan, variants, (variant) => {
      const [sides, site] = variant.split('@');
      return host.call('roundTrip', ...sides.split('+'), site === 'cross' ? count : sameSiteCount, site);
    });
    const against = (variant, title, goal) => {
      const [pair, site] = variant.split('@');
      return figure({
        id: `round-trip-${pair.replace('+', '-')}${site === 'same' ? '-same-site' : ''}`,
        title,
        unit: 'ms',
        sdk: {
          label: `${sides(pair)}; embed on ${SITES[site]}`,
          rounds: results[variant].map((result) => result.totalMs),
        },
        baseline: {
          label: `${sides('raw+raw')}; embed on ${SITES[site]}`,
          rounds: results[`raw+raw@${site}`].map((result) => result.totalMs),
        },
        target: goal,
        digits: 1,
      });
    };
    const times = (n) => `${n.toLocaleString('en')} round trips`;
    return [
      against(
        'sdk+bridge@cross',
        `Round trip, ${times(count)}, embed on another site`,
        target('ratio', '<=', maxRatio),
      ),
      against(
        'sdk+bridge@same',
        `  Embed on the page's site, ${times(sameSiteCount)}`,
        target('ratio', '<=', sameSiteMaxRatio),
      ),
      against('sdk+raw@same', '    SDK on the host side only'),
      against('raw+bridge@same', '    SDK on the embed side only'),
      against('check+check@same', "    floor: the protocol's checks alone on both sides"),
    ];
  } finally {
    await host.close();
  }
}

/**
 * The page's heap after full collections, from the DevTools protocol: `js` is the V8 heap
 * (`usedSize`), `dom` the heap of Blink's own objects (`embedderHeapUsedSize`). Frames of the
 * second origin run in the page's renderer process (127.0.0.1 on two ports is one site), so a
 * frame that was not freed would show here too.
 */
async function heapUsage(host) {
  await host.collectGarbage();
  const { usedSize, embedderHeapUsedSize } = await host.cdp.send('Runtime.getHeapUsage');
  return { js: usedSize, dom: embedderHeapUsedSize };
}

/**
 * One variant's memory run in a page of its own: a warm-up batch (code compiled, caches and
 * pools filled), then `batches` batches of `batchCycles` cycles with the heap read before and
 * after each.
 */
async function memoryRun(browser, hostPageUrl, variant, { warmupCycles, batchCycles, batches }) {
  const host = await openHost(browser, hostPageUrl, { probe: true });
  try {
    const listenersAtStart = await host.page.evaluate(() => window.__messageListeners.live());
    await host.call('cycles', variant, warmupCycles);
    const heaps = [await heapUsage(host)];
    let left;
    for (let batch = 0; batch < batches; batch++) {
      left = await host.call('cycles', variant, batchCycles);
      heaps.push(await heapUsage(host));
    }
    const per100 = (key) =>
      heaps.slice(1).map((heap, index) => ((heap[key] - heaps[index][key]) / 1024) * (100 / batchCycles));
    return { listenersAtStart, ...left, heaps, jsGrowthKB: per100('js'), domGrowthKB: per100('dom') };
  } finally {
    await host.close();
  }
}

/**
 * Memory: create → ready → destroy cycles through the SDK, and by hand for comparison. Figures
 * for the `message` listeners and iframes left (target 0), the V8 heap growth per 100 cycles
 * (target below `maxGrowthKB`), and, for information, Blink's heap growth.
 */
export async function measureMemory(browser, hostPageUrl, plan) {
  const { maxGrowthKB, warmupCycles, batchCycles, batches } = plan.memory;
  const sdk = await memoryRun(browser, hostPageUrl, 'sdk', plan.memory);
  const raw = await memoryRun(browser, hostPageUrl, 'raw', plan.memory);
  if (sdk.peakListeners < 1) {
    throw new Error(
      'the listener probe never saw the SDK add a message listener: a count of listeners left would mean nothing',
    );
  }
  const sdkLabel = 'createEmbed({ url, container }) → whenReady() → destroy()';
  const rawLabel = 'iframe + bare listener (origin, source, type) → ready → removeEventListener, iframe.remove()';
  const both = (value) => ({
    sdk: { label: sdkLabel, rounds: [value(sdk)] },
    baseline: { label: rawLabel, rounds: [value(raw)] },
  });
  const details = (run) => ({
    listenersAtStart: run.listenersAtStart,
    peakListeners: run.peakListeners,
    heapBytes: run.heaps,
  });
  return [
    figure({
      id: 'memory-listeners-left',
      title: `Memory, ${warmupCycles + batches * batchCycles} cycles: message listeners left`,
      unit: '',
      ...both((run) => run.messageListeners - run.listenersAtStart),
      ratioRounds: null,
      target: target('sdk', '=', 0),
      digits: 0,
    }),
    figure({
      id: 'memory-iframes-left',
      title: '  iframes left in the document',
      unit: '',
      ...both((run) => run.iframesLeft),
      ratioRounds: null,
      target: target('sdk', '=', 0),
      digits: 0,
    }),
    figure({
      id: 'memory-js-heap-growth',
      title: '  V8 heap growth per 100 cycles',
      unit: 'KB',
      sdk: { label: sdkLabel, rounds: sdk.jsGrowthKB },
      baseline: { label: rawLabel, rounds: raw.jsGrowthKB },
      ratioRounds: null,
      target: target('sdk', '<', maxGrowthKB, 'KB'),
      digits: 1,
      details: {
        note: 'heapBytes: { js, dom } after the warm-up batch and after each batch, each read after three full collections',
        sdk: details(sdk),
        baseline: details(raw),
      },
    }),
    figure({
      id: 'memory-dom-heap-growth',
      title: '  Blink heap growth per 100 cycles',
      unit: 'KB',
      sdk: { label: sdkLabel, rounds: sdk.domGrowthKB },
      baseline: { label: rawLabel, rounds: raw.domGrowthKB },
      ratioRounds: null,
      digits: 1,
    }),
  ];
}
