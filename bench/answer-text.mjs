/**
 * `renderAnswerText` while an answer streams, in Chromium, over the built dist/chat/render.js
 * (bundled here with markdown-it, as an app's bundler would): an answer of 2,000 deltas drawn as
 * it streams, against drawing its final text once, in the same rounds (bench/README.md,
 * section 6). Target: at most 2× (issue 32).
 *
 * The delivery model. A model streams about 50–150 tokens a second, one delta a token; the page
 * draws 60 frames a second, and `update` draws at most once a frame (requestAnimationFrame), so
 * a frame sees 1–3 deltas. The figure with a target takes 2 deltas a frame (100 tokens a second:
 * the 2,000 deltas in 20 s, 1,000 frames); the rows for 1 and 4 deltas a frame are shown for
 * information. A frame here is: that many `update(text)` calls, then the frame's callbacks; the answer's end
 * is `flush()`. Layout and paint are the browser's and are not timed, in either variant.
 *
 * The answer: about 40 blocks (headings, paragraphs with emphasis, code and links, lists, a
 * table, a code block) of about 8 kB, cut into 2,000 deltas the way a tokenizer cuts text
 * (words with their leading space, Markdown's punctuation apart). Each round checks that the
 * streamed DOM is the final text's: a figure from a wrong render is not a figure.
 */
import { fileURLToPath } from 'node:url';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { rollup } from 'rollup';
import { figure, target } from './figures.mjs';

const RENDER_ENTRY = fileURLToPath(new URL('../dist/chat/render.js', import.meta.url));

/** dist/chat/render.js and markdown-it as one script defining `window.Render`. */
async function renderBundle() {
  const bundle = await rollup({ input: RENDER_ENTRY, plugins: [nodeResolve({ browser: true })], logLevel: 'silent' });
  try {
    const { output } = await bundle.generate({ format: 'iife', name: 'Render' });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

/**
 * requestAnimationFrame as a queue that `drawFrame()` runs: a frame, when the bench says so. Its
 * callbacks get the frame's time as at 60 frames a second (a frame 16.7 ms after the one before),
 * not the clock's: the frames run back to back here, and a renderer that waits some milliseconds
 * before formatting must wait as many frames as in a browser.
 */
const FRAMES = `{
  let queue = [];
  let frameTime = performance.now();
  window.requestAnimationFrame = (callback) => queue.push(callback);
  window.cancelAnimationFrame = (id) => { queue[id - 1] = () => {}; };
  window.drawFrame = () => { const callbacks = queue; queue = []; frameTime += 1000 / 60; for (const callback of callbacks) callback(frameTime); };
}`;

/** The answer's text, about 40 blocks, and its 2,000 deltas (runs in the page). */
function answerDeltas(count) {
  const blocks = ['## Revenue by region, last quarter'];
  for (let i = 0; blocks.length < 38; i++) {
    blocks.push(
      `Revenue in **region ${i}** grew by ${i + 2}.5 % over the quarter before, driven by \`orders\` and fewer _returns_; see [the report](https://example.com/reports/${i}) for the detail of each month and each store.`,
      `- ${i + 1}0 new customers, most of them from the web shop\n- returns down by ${i + 3} %\n- the average basket up from 41 to ${44 + i} EUR`,
    );
    if (i % 4 === 3) blocks.push(`### Region ${i}`);
  }
  blocks.push(
    '| region | revenue | growth |\n|---|---:|---:|\n| north | 1,204 | 3.5 % |\n| south | 982 | 2.1 % |\n| east | 1,530 | 4.8 % |',
  );
  blocks.push('```sql\nSELECT region, sum(revenue) AS revenue\nFROM orders\nGROUP BY region\n```');
  const text = blocks.join('\n\n');
  // A tokenizer's pieces: a word with its leading space, or one of Markdown's marks.
  const pieces = text.match(/\n+|\*\*|[`_|[\]()#-]| ?[^\s*`_|[\]()#-]+| /g) ?? [];
  // Joined or split evenly to `count` deltas: the same text, whatever the pieces.
  const deltas = [];
  const per = pieces.length / count;
  for (let i = 0; i < count; i++) deltas.push(pieces.slice(Math.round(i * per), Math.round((i + 1) * per)).join(''));
  return { text, deltas };
}

/** One round in the page: the answer streamed at `perFrame` deltas a frame, and its final text drawn once (`wholeRepeats` times, averaged). */
function round({ perFrame, wholeRepeats, count }) {
  const { text, deltas } = window.answerDeltas(count);
  const { renderAnswerText } = window.Render;
  const host = document.body;
  const streamed = host.appendChild(document.createElement('div'));
  let started = performance.now();
  const view = renderAnswerText(streamed, '');
  let sofar = '';
  for (let i = 0; i < deltas.length; i += perFrame) {
    for (const delta of deltas.slice(i, i + perFrame)) {
      sofar += delta;
      view.update(sofar);
    }
    window.drawFrame();
  }
  // The answer ends: its last text formatted at once.
  view.flush();
  const streamMs = performance.now() - started;
  const whole = host.appendChild(document.createElement('div'));
  started = performance.now();
  for (let i = 0; i < wholeRepeats; i++) {
    whole.replaceChildren();
    renderAnswerText(whole, text);
  }
  const wholeMs = (performance.now() - started) / wholeRepeats;
  const same = streamed.innerHTML === whole.innerHTML && sofar === text;
  streamed.remove();
  whole.remove();
  return { streamMs, wholeMs, same, blocks: whole.firstElementChild.children.length, characters: text.length };
}

/** The figures: streaming ÷ one render, at 2 deltas a frame (the target) and at 1 and 4. */
export async function measureAnswerText(browser, plan) {
  const { count, maxRatio, perFrame, otherPerFrame, wholeRepeats } = plan.answerText;
  const code = await renderBundle();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // A blank page whose animation frames are the bench's: drawFrame runs the callbacks asked for.
    await page.setContent('<!doctype html><body></body>');
    await page.addScriptTag({ content: `${code}\n${FRAMES}` });
    await page.evaluate(`window.answerDeltas = ${answerDeltas.toString()}`);
    const figures = [];
    for (const frame of [perFrame, ...otherPerFrame]) {
      const rounds = [];
      for (let i = 0; i < plan.warmupRounds + plan.rounds; i++) {
        const result = await page.evaluate(round, { perFrame: frame, wholeRepeats, count });
        if (!result.same)
          throw new Error(
            `renderAnswerText: the answer streamed at ${frame} deltas a frame is not drawn as its final text`,
          );
        if (i >= plan.warmupRounds) rounds.push(result);
      }
      const { blocks, characters } = rounds[0];
      figures.push(
        figure({
          id: `answer-text-${frame}-per-frame`,
          title: `renderAnswerText: ${count.toLocaleString('en')} deltas at ${frame} a frame ÷ the final text once (${blocks} blocks, ${characters.toLocaleString('en')} chars)`,
          unit: 'ms',
          sdk: { label: 'streamed', rounds: rounds.map((r) => r.streamMs) },
          baseline: { label: 'final text once', rounds: rounds.map((r) => r.wholeMs) },
          target: frame === perFrame ? target('ratio', '<=', maxRatio) : null,
        }),
      );
    }
    return figures;
  } finally {
    await context.close();
  }
}
