// The checks of the chat client (dist/chat.js) against the demo's fake chat server, on a third
// origin (CORS): an answer streamed, stopped with run.stop(), and re-attached after the server
// dropped its connection (the chat origin's POST /__demo/hold-next and /__demo/drop-next).
import { createChatClient } from '/dist/chat.js';
import { canonical, expect, expectEqual, until, withTimeout } from '/engines/util.js';

const QUESTION = 'Which region had the most revenue?';

function clientOf(context) {
  const { url, token } = context.config.chat;
  context.chat ??= createChatClient({ url, auth: { token }, reconnect: { attempts: 3, delayMs: 100 } });
  return context.chat;
}

/** Steers the fake chat server's next answer. */
async function control(context, name) {
  const response = await fetch(new URL(`/__demo/${name}`, context.config.chat.origin), { method: 'POST' });
  expect(response.status === 204, `POST /__demo/${name}: HTTP ${response.status}`);
}

/** Sends the question and records the run's content deltas and reconnects as they come. */
function ask(context) {
  const run = clientOf(context).send(QUESTION);
  const seen = { deltas: [], reconnects: [] };
  run.on('delta', ({ content }) => content && seen.deltas.push({ at: performance.now(), content }));
  run.on('reconnect', ({ cause }) => seen.reconnects.push(cause?.code ?? 'unknown'));
  return { run, seen };
}

async function chatStream(context) {
  const { run, seen } = ask(context);
  const result = await run.result();
  const endedAt = performance.now();
  expect(result.status === 'done', `status: expected "done", got ${JSON.stringify(result.status)}`);
  const text = result.answer?.content;
  expect(typeof text === 'string' && text.length > 0, `no answer: ${canonical(result.answer)}`);
  expect(seen.deltas.length >= 3, `${seen.deltas.length} content deltas: the answer did not stream`);
  const lead = Math.round(endedAt - seen.deltas[0].at);
  expect(lead >= 150, `the first delta came ${lead} ms before the end: the body was read at once, not streamed`);
  expectEqual(seen.deltas.map(({ content }) => content).join(''), text, 'the deltas joined');
  context.answerText = text;
  return `${seen.deltas.length} deltas over ${lead} ms`;
}

async function chatStop(context) {
  await control(context, 'hold-next');
  const { run, seen } = ask(context);
  await until(() => seen.deltas.length > 0, 'the first delta', 10_000);
  await withTimeout(run.stop(), 'run.stop()', 10_000);
  const result = await withTimeout(run.result(), 'run.result() after stop()', 5_000);
  expect(
    result.status === 'aborted' && result.abortedBy === 'client',
    `expected aborted by the client, got ${canonical({ status: result.status, abortedBy: result.abortedBy })}`,
  );
  expect(result.chatId, 'the stopped run has no chatId');
  return `aborted by the client after ${seen.deltas.length} deltas`;
}

async function chatReconnect(context) {
  await control(context, 'drop-next');
  const { run, seen } = ask(context);
  const result = await run.result();
  expect(seen.reconnects.length > 0, 'no reconnect event: the connection was not dropped');
  expect(result.status === 'done', `status: expected "done", got ${JSON.stringify(result.status)}`);
  const ids = result.messages.map(({ id }) => id);
  expect(new Set(ids).size === ids.length, `a message twice in the thread: ${ids.join(', ')}`);
  if (context.answerText) expectEqual(result.answer?.content, context.answerText, 'the answer after the re-attach');
  else expect(result.answer?.content, 'no answer after the re-attach');
  return `${seen.reconnects.length} reconnect (${seen.reconnects.join(', ')}), answer whole`;
}

/** The checks of this file, by id (checks.js). */
export const CHAT_CHECKS = { 'chat-stream': chatStream, 'chat-stop': chatStop, 'chat-reconnect': chatReconnect };
