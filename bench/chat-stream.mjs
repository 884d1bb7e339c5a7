/**
 * Chat stream decoding, in Node: `readChatStream` + `mergeChatMessage` of the built
 * dist/chat.js (each line decoded, validated, merged into the thread) over a large answer —
 * over 10 MB of content and thinking deltas, cut into network-sized chunks at arbitrary bytes —
 * against the least code that is still correct, in the same rounds: a streaming `TextDecoder`,
 * `split('\n')` with the tail kept for the next chunk, and `JSON.parse` per line (no
 * validation, no merging). Information rows split the SDK's cost: reading alone, a whole run,
 * and the baseline holding the text naively (bench/README.md, section 5).
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { figure, target } from './figures.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** A chat answer as the service streams it (spec 2.5), encoded and cut into chunks. */
function buildStream(minBytes, seed = 1) {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const words = ['revenue', 'grew', 'fastest', 'in', 'the', 'West', 'région', '—', '12 %', 'über', '日本', '📈', 'orders', 'quarter'];
  const lines = [JSON.stringify({ id: '__cutoff__', sort: 0, state: { isStreaming: false, chatId: 'chat-1' } })];
  lines.push(JSON.stringify({ id: '1767225600000-message', role: 'user', content: 'Which region grew fastest?', sort: 1 }));
  let bytes = 0;
  let sort = 2;
  while (bytes < minBytes) {
    // A real answer: a handful of messages (assistant turns, tool calls), each with thousands of deltas.
    const id = `m${Math.floor(sort / 5_000)}`;
    const field = random() < 0.3 ? 'thinking' : 'content';
    const text = Array.from({ length: 8 + Math.floor(random() * 16) }, () => words[Math.floor(random() * words.length)]).join(' ');
    const line = JSON.stringify({ id, role: 'assistant', [field]: `${text} `, isDelta: true, isInProcess: true, graphPath: ['platform_data_analyst_agent'], sort: sort++ });
    lines.push(line);
    bytes += line.length + 1;
  }
  lines.push(JSON.stringify({ id: '__state__', sort, state: { messages: [] } }));
  const encoded = new TextEncoder().encode(`${lines.join('\n')}\n`);
  // Network-sized chunks, cut anywhere (inside a line, inside a multi-byte character).
  const chunks = [];
  for (let at = 0; at < encoded.length; ) {
    const size = 1_024 + Math.floor(random() * 15_000);
    chunks.push(encoded.subarray(at, at + size));
    at += size;
  }
  return { chunks, bytes: encoded.length, lines: lines.length };
}

async function* source(chunks) {
  for (const chunk of chunks) yield chunk;
}

/** The SDK: each line decoded and validated by `readChatStream`, merged by `mergeChatMessage`. Resolves to the thread's length. */
async function sdk({ readChatStream, mergeChatMessage }, chunks) {
  let thread = [];
  for await (const line of readChatStream(source(chunks))) thread = mergeChatMessage(thread, line);
  return thread.length;
}

/** `readChatStream` alone: decoded and validated, not merged. Resolves to the number of lines. */
async function readOnly({ readChatStream }, chunks) {
  let count = 0;
  for await (const _line of readChatStream(source(chunks))) count += 1;
  return count;
}

/**
 * `readChatStream` and the least any merge does after it: each message's text kept (its deltas
 * joined by id, `text + piece`), no message built, no thread. What the SDK's merge costs over
 * this is its own; what this costs over `read` is the holding of the text, which no merge avoids.
 */
async function readKeepText({ readChatStream }, chunks) {
  const texts = new Map();
  for await (const line of readChatStream(source(chunks))) {
    const text = line.content ?? line.thinking;
    if (text !== undefined) texts.set(line.id, (texts.get(line.id) ?? '') + text);
  }
  return texts.size;
}

/**
 * A whole run as an application gets it: `createChatClient().send()` over a response whose body
 * streams the same chunks, to `result()` — decoded, validated, merged (in place, see
 * ThreadBuilder), every line kept for iteration, the final answer tracked.
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
  const client = createChatClient({ url: 'https://chat.example.invalid/api/v1/public/acct/agents/1/chat/stream-chat-state', auth: { token: 'bench' }, fetch });
  return (await client.send('Which region grew fastest?').result()).messages.length;
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
 * collections. The SDK joins the pieces as they come (see `GrowingText` in src/chat/merge.ts),
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
 * Milliseconds per pass of each contender; in every round each runs once, in an order that
 * rotates from round to round, and each ratio is taken against the baseline of the same round.
 */
export async function measureChatStream({ rounds, warmupRounds, chatStream: { megabytes, maxRatio } }) {
  const chat = await import(pathToFileURL(join(root, 'dist', 'chat.js')).href);
  const stream = buildStream(megabytes * 1_000_000);
  const contenders = {
    sdk: () => sdk(chat, stream.chunks),
    read: () => readOnly(chat, stream.chunks),
    readKeep: () => readKeepText(chat, stream.chunks),
    run: () => run(chat, stream.chunks),
    keepText: () => keepText(stream.chunks),
    bare: () => bare(stream.chunks),
  };
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
  const mb = (stream.bytes / 1_000_000).toFixed(1);
  const baseline = { label: "TextDecoder (streaming) + split('\\n') + JSON.parse", rounds: times.bare };
  const info = (id, title, label, name) => figure({ id, title, unit: 'ms', sdk: { label, rounds: times[name] }, baseline, digits: 1 });
  return [
    figure({
      id: 'chat-stream',
      title: `Chat stream (Node): ${mb} MB of deltas, ${stream.lines.toLocaleString('en')} lines, in ${stream.chunks.length.toLocaleString('en')} chunks cut anywhere`,
      unit: 'ms',
      sdk: { label: 'readChatStream + mergeChatMessage (dist/chat.js): decoded, validated, merged', rounds: times.sdk },
      baseline,
      target: target('ratio', '<=', maxRatio),
      digits: 1,
      details: { bytes: stream.bytes, lines: stream.lines, chunks: stream.chunks.length },
    }),
    info('chat-stream-read', '  readChatStream alone: decoded, validated', 'readChatStream (dist/chat.js), not merged', 'read'),
    info(
      'chat-stream-read-keep',
      "  floor of any merge: readChatStream keeping each message's text",
      "readChatStream (dist/chat.js) + each message's deltas joined by id (text + piece), kept; no message, no thread",
      'readKeep',
    ),
    info('chat-stream-run', '  a whole ChatRun: send() → result()', 'createChatClient().send() over a Response of the same chunks → result(): merged in place, lines kept', 'run'),
    info(
      'chat-stream-floor',
      "  floor of a naive merge: baseline keeping each message's text",
      "the baseline + each message's deltas joined by id (text + piece), kept",
      'keepText',
    ),
  ];
}
