/**
 * The chat stream, in Node, over the built dist/chat.js (bench/README.md, section 5):
 *
 * - `measureChatStream`: one large answer — over 10 MB of content and thinking deltas, cut into
 *   network-sized chunks at arbitrary bytes — read and merged as an application gets it: a
 *   whole run, `createChatClient().send()` → `result()` (the reading of `readChatStream` + the
 *   run's merge), against the least code that is still correct, in the same rounds: a
 *   streaming `TextDecoder`, `split('\n')` with the tail kept for the next chunk, and
 *   `JSON.parse` per line (no validation, no merging). Information rows split the cost: `readChatStream` +
 *   `mergeChatMessage`, reading alone, reading and keeping the text, the baseline keeping the
 *   text.
 * - `measureChatOrder`: 100,000 messages, each its own id, merged by a whole run in descending
 *   `sort` order against the same lines in ascending order: what a thread arriving in the
 *   worst order for keeping it sorted costs.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { figure, target } from './figures.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The user message the answer's run answers: its echo opens the run's turn (spec 2.5). */
const MESSAGE_ID = '1767225600000-message';

/** A seeded generator: every run measures the same answer, cut into the same chunks. */
function seeded(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/** Lines as the service streams them: encoded, and cut into network-sized chunks anywhere (inside a line, inside a multi-byte character). */
function chunked(lines, random) {
  const encoded = new TextEncoder().encode(`${lines.join('\n')}\n`);
  const chunks = [];
  for (let at = 0; at < encoded.length; ) {
    const size = 1_024 + Math.floor(random() * 15_000);
    chunks.push(encoded.subarray(at, at + size));
    at += size;
  }
  return { chunks, bytes: encoded.length, lines: lines.length };
}

/** A chat answer as the service streams it (spec 2.5), encoded and cut into chunks. */
function buildAnswer(minBytes, seed = 1) {
  const random = seeded(seed);
  const words = [
    'revenue',
    'grew',
    'fastest',
    'in',
    'the',
    'West',
    'région',
    '—',
    '12 %',
    'über',
    '日本',
    '📈',
    'orders',
    'quarter',
  ];
  const lines = [JSON.stringify({ id: '__cutoff__', sort: 0, state: { isStreaming: false, chatId: 'chat-1' } })];
  lines.push(JSON.stringify({ id: MESSAGE_ID, role: 'user', content: 'Which region grew fastest?', sort: 1 }));
  let bytes = 0;
  let sort = 2;
  while (bytes < minBytes) {
    // A real answer: a handful of messages (assistant turns, tool calls), each with thousands of deltas.
    const id = `m${Math.floor(sort / 5_000)}`;
    const field = random() < 0.3 ? 'thinking' : 'content';
    const text = Array.from(
      { length: 8 + Math.floor(random() * 16) },
      () => words[Math.floor(random() * words.length)],
    ).join(' ');
    const line = JSON.stringify({
      id,
      role: 'assistant',
      [field]: `${text} `,
      isDelta: true,
      isInProcess: true,
      graphPath: ['platform_data_analyst_agent'],
      sort: sort++,
    });
    lines.push(line);
    bytes += line.length + 1;
  }
  lines.push(JSON.stringify({ id: '__state__', sort, state: { messages: [] } }));
  return chunked(lines, random);
}

/**
 * `count` messages, each its own id and `sort` (1 to `count`), between a `__cutoff__` and a
 * `__state__` that adds nothing (`messages: []`): once in ascending `sort` order, once in
 * descending order — the same lines, the same chunk sizes.
 */
function buildManyMessages(count, seed = 2) {
  const random = seeded(seed);
  const words = ['orders', 'by', 'region', 'week', 'revenue', 'über', '日本', '—', '12 %'];
  const messages = [];
  for (let sort = 1; sort <= count; sort++) {
    const text = Array.from(
      { length: 4 + Math.floor(random() * 8) },
      () => words[Math.floor(random() * words.length)],
    ).join(' ');
    messages.push(
      JSON.stringify({
        id: `msg-${sort}`,
        role: 'assistant',
        content: text,
        graphPath: ['platform_data_analyst_agent'],
        sort,
      }),
    );
  }
  const framed = (ordered) => [
    JSON.stringify({ id: '__cutoff__', sort: 0, state: { isStreaming: false, chatId: 'chat-1' } }),
    ...ordered,
    JSON.stringify({ id: '__state__', sort: count + 1, state: { messages: [] } }),
  ];
  return {
    ascending: chunked(framed(messages), seeded(seed + 1)),
    descending: chunked(framed([...messages].reverse()), seeded(seed + 1)),
  };
}

async function* source(chunks) {
  for (const chunk of chunks) yield chunk;
}

/**
 * A whole run as an application gets it: `createChatClient().send()` over a response whose body
 * streams the chunks, to `result()` — the request through the client's transport (bounded in
 * time, `redirect: 'manual'`), every line decoded and validated as `readChatStream` does it (the
 * same line decoder and parse, taken a chunk's lines at a time), merged by the run's thread
 * (changed in place, a copy handed out only when read), the final answer tracked; no line
 * queued (a run queues lines only for the iterators that exist). Resolves to the result, so the
 * rounds can be checked.
 */
async function run({ createChatClient }, chunks) {
  const fetch = async () =>
    new Response(
      new ReadableStream({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          controller.close();
        },
      }),
    );
  const client = createChatClient({
    url: 'https://chat.example.invalid/api/v1/public/acct/agents/1/chat/stream-chat-state',
    auth: { token: 'bench' },
    fetch,
  });
  return client.send('Which region grew fastest?', { messageId: MESSAGE_ID }).result();
}

/**
 * `readChatStream` + `mergeChatMessage`: each line decoded and validated, then merged by the
 * exported pure function, which returns a new thread on every call (so copies the thread's
 * array per line, by design). Resolves to the thread.
 */
async function merge({ readChatStream, mergeChatMessage }, chunks) {
  let thread = [];
  for await (const line of readChatStream(source(chunks))) thread = mergeChatMessage(thread, line);
  return thread;
}

/** `readChatStream` alone: decoded and validated, not merged. Resolves to the number of lines. */
async function readOnly({ readChatStream }, chunks) {
  let count = 0;
  for await (const _line of readChatStream(source(chunks))) count += 1;
  return count;
}

/**
 * `readChatStream` and the least any merge does after it: each message's text kept (its deltas
 * joined by id, `text + piece`), no message built, no thread. What a merge costs over this is
 * its own; what this costs over `read` is the holding of the text, which no merge avoids.
 */
async function readKeepText({ readChatStream }, chunks) {
  const texts = new Map();
  for await (const line of readChatStream(source(chunks))) {
    const text = line.content ?? line.thinking;
    if (text !== undefined) texts.set(line.id, (texts.get(line.id) ?? '') + text);
  }
  return texts.size;
}

/** The baseline: streaming decode, split, parse. Returns the number of lines. */
async function bare(chunks) {
  const decoder = new TextDecoder();
  let tail = '';
  let count = 0;
  for await (const chunk of source(chunks)) {
    const parts = (tail + decoder.decode(chunk, { stream: true })).split('\n');
    tail = parts.pop();
    for (const part of parts) if (part) JSON.parse(part), (count += 1);
  }
  if (tail) JSON.parse(tail), (count += 1);
  return count;
}

/**
 * The baseline plus the least a naive merge does: keep each message's text (its deltas
 * concatenated, `text + piece`, by id) for the whole stream, where the bare baseline drops every
 * line at once. What this costs over the baseline is the memory work of holding a 10 MB answer
 * made of tens of thousands of pieces: every piece of the rope survives the young-generation
 * collections. A run's merge joins the pieces as they come (`GrowingText`, src/chat/growing-text.ts),
 * which holds the same text for somewhat less; the memory for the text itself no merge avoids.
 */
async function keepText(chunks) {
  const decoder = new TextDecoder();
  const texts = new Map();
  let tail = '';
  const take = (part) => {
    const line = JSON.parse(part);
    const text = line.content ?? line.thinking;
    if (text !== undefined) texts.set(line.id, (texts.get(line.id) ?? '') + text);
  };
  for await (const chunk of source(chunks)) {
    const parts = (tail + decoder.decode(chunk, { stream: true })).split('\n');
    tail = parts.pop();
    for (const part of parts) if (part) take(part);
  }
  if (tail) take(tail);
  return texts.size;
}

/**
 * Milliseconds per pass of each contender: in every round each runs once, in an order that
 * rotates from round to round, so that each ratio is taken against a baseline of the same round.
 */
async function rounds(contenders, { rounds, warmupRounds }) {
  const names = Object.keys(contenders);
  const times = Object.fromEntries(names.map((name) => [name, []]));
  for (let index = 0; index < warmupRounds + rounds; index++) {
    for (let turn = 0; turn < names.length; turn++) {
      const name = names[(index + turn) % names.length];
      const started = performance.now();
      await contenders[name]();
      if (index >= warmupRounds) times[name].push(performance.now() - started);
    }
  }
  return times;
}

/**
 * The built chat entry, with the two building blocks its client is made of: `readChatStream` and
 * `mergeChatMessage` are internal since 0.4 (no user calls them beside `createChatClient` and
 * `createChatStore`), so they are bundled here from src/ by esbuild, as plain ES modules. The
 * run itself is timed from dist/, as shipped.
 */
async function chatModule() {
  const { build } = await import('esbuild');
  const entry =
    "export { readChatStream } from './src/chat/stream.ts'; export { mergeChatMessage } from './src/chat/thread-builder.ts';";
  const bundled = await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const internals = await import(
    `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`
  );
  return { ...(await import(pathToFileURL(join(root, 'dist', 'chat.js')).href)), ...internals };
}

/** A figure's rounds mean nothing if a contender did less than it should: each is checked once, before timing. */
function check(condition, what) {
  if (!condition) throw new Error(`chat bench: ${what}`);
}

/** Summary of a thread, to compare two merges of the same lines. */
const digest = (messages) =>
  messages
    .map((message) => `${message.id}:${message.sort}:${message.content?.length ?? 0}:${message.thinking?.length ?? 0}`)
    .join('|');

export async function measureChatStream(plan) {
  const { megabytes, maxRatio } = plan.chatStream;
  const chat = await chatModule();
  const stream = buildAnswer(megabytes * 1_000_000);

  // The run and the pure merge build the same thread from the same lines; the reader sees every line.
  const result = await run(chat, stream.chunks);
  check(result.status === 'done', `the run ended ${result.status}`);
  check(
    digest(result.messages) === digest(await merge(chat, stream.chunks)),
    'the run and mergeChatMessage built different threads',
  );
  check(
    (await readOnly(chat, stream.chunks)) === stream.lines && (await bare(stream.chunks)) === stream.lines,
    'a reader missed lines',
  );

  const times = await rounds(
    {
      run: () => run(chat, stream.chunks),
      merge: () => merge(chat, stream.chunks),
      read: () => readOnly(chat, stream.chunks),
      readKeep: () => readKeepText(chat, stream.chunks),
      keepText: () => keepText(stream.chunks),
      bare: () => bare(stream.chunks),
    },
    plan,
  );
  const mb = (stream.bytes / 1_000_000).toFixed(1);
  const baseline = { label: "TextDecoder (streaming) + split('\\n') + JSON.parse", rounds: times.bare };
  const info = (id, title, label, name) =>
    figure({ id, title, unit: 'ms', sdk: { label, rounds: times[name] }, baseline, digits: 1 });
  return [
    figure({
      id: 'chat-stream',
      title: `Chat stream (Node): ${mb} MB of deltas, ${stream.lines.toLocaleString('en')} lines, in ${stream.chunks.length.toLocaleString('en')} chunks cut anywhere`,
      unit: 'ms',
      sdk: {
        label:
          'a whole run (dist/chat.js): createChatClient().send() over a Response of the chunks → result(): read as readChatStream reads, merged by the run',
        rounds: times.run,
      },
      baseline,
      target: target('ratio', '<=', maxRatio),
      digits: 1,
      details: { bytes: stream.bytes, lines: stream.lines, chunks: stream.chunks.length },
    }),
    info(
      'chat-stream-merge',
      '  readChatStream + mergeChatMessage (a copy of the thread per line)',
      'readChatStream + mergeChatMessage (dist/chat.js): decoded, validated, merged into a new thread per line',
      'merge',
    ),
    info(
      'chat-stream-read',
      '  readChatStream alone: decoded, validated',
      'readChatStream (dist/chat.js), not merged',
      'read',
    ),
    info(
      'chat-stream-read-keep',
      "  floor of any merge: readChatStream keeping each message's text",
      "readChatStream (dist/chat.js) + each message's deltas joined by id (text + piece), kept; no message, no thread",
      'readKeep',
    ),
    info(
      'chat-stream-floor',
      "  floor of a naive merge: baseline keeping each message's text",
      "the baseline + each message's deltas joined by id (text + piece), kept",
      'keepText',
    ),
  ];
}

export async function measureChatOrder(plan) {
  const { messages: count, maxRatio } = plan.chatOrder;
  const chat = await chatModule();
  const { ascending, descending } = buildManyMessages(count);

  // Both orders end in the same thread, every message in it, in `sort` order.
  const up = await run(chat, ascending.chunks);
  const down = await run(chat, descending.chunks);
  check(up.status === 'done' && down.status === 'done', `the runs ended ${up.status} and ${down.status}`);
  check(
    up.messages.length === count && up.messages.every((message, index) => message.sort === index + 1),
    'the ascending run lost or misordered messages',
  );
  check(
    digest(up.messages) === digest(down.messages),
    'the descending run built another thread than the ascending one',
  );

  const times = await rounds(
    { descending: () => run(chat, descending.chunks), ascending: () => run(chat, ascending.chunks) },
    plan,
  );
  const n = count.toLocaleString('en');
  return [
    figure({
      id: 'chat-order',
      title: `Chat merge, sort descending (Node): ${n} messages, each its own id, ${(descending.bytes / 1_000_000).toFixed(1)} MB in ${descending.chunks.length.toLocaleString('en')} chunks`,
      unit: 'ms',
      sdk: {
        label: `a whole run (send() → result()) over ${n} messages in descending sort order`,
        rounds: times.descending,
      },
      baseline: { label: 'the same run over the same lines in ascending sort order', rounds: times.ascending },
      target: target('ratio', '<=', maxRatio),
      digits: 1,
      details: { messages: count, bytes: descending.bytes, lines: descending.lines, chunks: descending.chunks.length },
    }),
  ];
}
