// The chat panel of the host page: what a product team writes to put the analytics agent's
// chat on its own page with `platform-embed/chat` — ask a question, watch the answer stream
// with its thinking and tool calls, show the SQL result as a table and as a chart, stop an
// answer, and ride out a dropped connection.
//
// It talks to the fake chat server that `npm run demo` starts on an origin of its own (see
// /config.json), with the deployment token a real page gets from its own server. The chart is
// drawn by vega-embed with Vega's expression interpreter, so no `eval` or `new Function` runs:
// the page's CSP (`script-src 'self'`, `style-src 'self'`) stays as strict as it is.
//
// Everything the service sends is untrusted: it is shown as text (textContent), never as HTML.
// Bundled by demo/build.mjs into /lib/host-chat.js.

import { createChatClient, sqlChartSpec, sqlRows } from 'platform-embed/chat';
import vegaEmbed from 'vega-embed';
import { expressionInterpreter } from 'vega-interpreter';

const $ = (id) => document.getElementById(id);

/** The demo server tells us where the fake chat server runs, and gives the page a token. */
const config = await fetch('/config.json').then((response) => response.json());
const chat = config.chat;

/** Chart styling merged over the spec's own config: the page's colors and font. */
const CHART_CONFIG = {
  background: 'transparent',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  mark: { color: '#0f766e' },
  bar: { color: '#0f766e', cornerRadiusEnd: 3 },
  axis: { labelColor: '#374151', titleColor: '#6b7280', gridColor: '#e3e6ee', domainColor: '#c9ced9', tickColor: '#c9ced9' },
  axisX: { labelAngle: 0 },
  title: { color: '#161a2c', fontSize: 13, anchor: 'start' },
  view: { stroke: null, continuousHeight: 200, discreteWidth: { step: 56 } },
};

/**
 * vega-embed without anything the CSP refuses: the expression interpreter instead of compiled
 * expressions, no injected <style> (its styles are in chat.css), no tooltip handler (it injects
 * one too), no actions menu.
 */
const EMBED_OPTIONS = { ast: true, expr: expressionInterpreter, renderer: 'svg', actions: false, defaultStyle: false, tooltip: false };

/** The status pill's text for each status of a run. */
const STATUS_TEXT = { idle: 'idle', connecting: 'connecting…', streaming: 'streaming…', reconnecting: 'reconnecting…', done: 'done', stopped: 'stopped', failed: 'failed' };

let client;
/** The thread the next question continues (undefined: a new thread). */
let chatId;
/** The run being streamed, if any. */
let current;

// ---- Small DOM helpers ------------------------------------------------------------------------

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Sets a node's text only when it changed (streaming updates come many times a second). */
function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

function showStatus(state, text = STATUS_TEXT[state]) {
  const pill = $('chat-status');
  pill.dataset.state = state;
  pill.textContent = text;
}

function describeError(error) {
  return error && typeof error === 'object' && 'code' in error ? `${error.code}: ${error.message}` : String(error?.message ?? error);
}

// ---- One question and its answer ---------------------------------------------------------------

/**
 * The DOM of one question and its answer, updated from the run's events:
 * question · notes (reconnects) · thinking · tool calls (with the SQL results) · answer · summary.
 */
function createTurn(question) {
  const root = element('li', 'turn');
  root.setAttribute('data-testid', 'chat-turn');

  const ask = element('p', 'bubble question', question);
  ask.setAttribute('data-testid', 'turn-question');

  const notes = element('ol', 'turn-notes');
  notes.setAttribute('data-testid', 'turn-notes');

  const thinking = element('details', 'thinking');
  thinking.setAttribute('data-testid', 'turn-thinking');
  thinking.hidden = true;
  const thinkingSummary = element('summary', '', 'Thinking');
  const thinkingText = element('pre', 'thinking-text');
  thinkingText.setAttribute('data-testid', 'turn-thinking-text');
  thinking.append(thinkingSummary, thinkingText);

  const tools = element('ol', 'tools');
  tools.setAttribute('data-testid', 'turn-tools');

  const answer = element('div', 'bubble answer');
  answer.setAttribute('data-testid', 'turn-answer');
  answer.dataset.final = 'false';
  answer.hidden = true;

  const summary = element('p', 'turn-summary muted');
  summary.setAttribute('data-testid', 'turn-summary');

  root.append(ask, notes, thinking, tools, answer, summary);
  $('chat-thread').append(root);
  root.scrollIntoView({ block: 'nearest' });
  return { root, ask, notes, thinking, thinkingSummary, thinkingText, tools, answer, summary, calls: new Map() };
}

function addNote(turn, kind, text) {
  const note = element('li', `note note-${kind}`, text);
  note.setAttribute('data-testid', `turn-note-${kind}`);
  turn.notes.append(note);
}

/** The assistant's own messages (not the user's, not tool calls), in thread order. */
function assistantMessages(messages) {
  return messages.filter((message) => message.role === 'assistant' && !message.toolCall);
}

/** Thinking and answer text from the thread as merged so far; `final` once the final answer is known. */
function renderText(turn, messages, finalAnswer) {
  const thoughts = assistantMessages(messages)
    .map((message) => message.thinking ?? '')
    .filter((text) => text !== '')
    .join('\n\n');
  if (thoughts !== '') {
    turn.thinking.hidden = false;
    setText(turn.thinkingText, thoughts);
  }
  // The final answer once there is one; until then the latest assistant text being streamed.
  const streaming = assistantMessages(messages)
    .reverse()
    .find((message) => typeof message.content === 'string' && message.content !== '');
  const text = finalAnswer?.content ?? streaming?.content ?? '';
  if (text !== '') {
    turn.answer.hidden = false;
    setText(turn.answer, text);
  }
  turn.answer.dataset.final = String(finalAnswer !== undefined && finalAnswer.isInProcess !== true);
}

// ---- Tool calls ---------------------------------------------------------------------------------

/** One line about what a tool was asked: the search of platformMeta, the query of platformSqlApi. */
function inputSummary(call) {
  const input = call.input;
  if (input && typeof input === 'object') {
    if (call.name === 'platformMeta' && typeof input.searchQuery === 'string') return `search: ${input.searchQuery}`;
    if (call.name === 'platformSqlApi') return [input.queryTitle, input.sqlQuery].filter((part) => typeof part === 'string').join(' — ');
  }
  const text = typeof input === 'string' ? input : JSON.stringify(input);
  return text === undefined ? '' : text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

function renderToolCall(turn, call) {
  let entry = turn.calls.get(call.id);
  if (!entry) {
    const item = element('li', 'tool');
    item.setAttribute('data-testid', 'tool-call');
    item.dataset.toolId = call.id;
    item.dataset.tool = call.name;
    const head = element('div', 'tool-head');
    const status = element('span', 'tool-status');
    status.setAttribute('data-testid', 'tool-status');
    const name = element('span', 'tool-name', call.name);
    head.append(status, name);
    const input = element('code', 'tool-input', inputSummary(call));
    input.setAttribute('data-testid', 'tool-input');
    const detail = element('div', 'tool-detail');
    item.append(head, input, detail);
    turn.tools.append(item);
    entry = { item, status, detail, rendered: false };
    turn.calls.set(call.id, entry);
  }
  entry.item.dataset.status = call.status;
  setText(entry.status, call.status);
  if (call.status === 'failed') {
    entry.detail.replaceChildren(element('p', 'tool-error', call.error ?? 'failed'));
  } else if (call.status === 'done' && !entry.rendered) {
    entry.rendered = true;
    renderToolResult(entry.detail, call);
  }
}

function renderToolResult(container, call) {
  const result = call.result;
  if (!result || typeof result !== 'object') return;
  if (call.name === 'platformMeta' && Array.isArray(result.cubes)) {
    const found = result.cubes.map((cube) => `${cube?.title ?? cube?.name} (${Array.isArray(cube?.members) ? cube.members.length : 0} members)`);
    container.append(element('p', 'tool-found muted', `found ${found.join(', ') || 'nothing'}`));
  } else if (call.name === 'platformSqlApi') {
    container.append(renderSqlResult(result));
  }
}

/** Formats a cell: numbers with the page's locale, null as an empty cell, objects as JSON. */
function cellText(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value.toLocaleString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The SQL result: a table of its rows, a note when the result holds only the first rows, and its chart. */
function renderSqlResult(result) {
  const block = element('div', 'sql-result');
  const rows = sqlRows(result);
  const columns = Array.isArray(result.schema) ? result.schema.map((column, index) => (typeof column?.name === 'string' ? column.name : String(index))) : [];

  const wrap = element('div', 'table-wrap');
  const table = element('table', 'sql-table');
  table.setAttribute('data-testid', 'sql-table');
  const headRow = element('tr');
  for (const column of columns) headRow.append(element('th', '', column));
  table.append(element('thead'), element('tbody'));
  table.tHead.append(headRow);
  for (const row of rows) {
    const tr = element('tr');
    for (const column of columns) {
      const value = row[column];
      tr.append(element('td', typeof value === 'number' ? 'num' : '', cellText(value)));
    }
    table.tBodies[0].append(tr);
  }
  wrap.append(table);

  const total = typeof result.totalRows === 'number' ? result.totalRows : rows.length;
  const note = element(
    'p',
    'table-note muted',
    result.truncated ? `showing ${rows.length} of ${total.toLocaleString()} rows` : `${rows.length} ${rows.length === 1 ? 'row' : 'rows'}`,
  );
  note.setAttribute('data-testid', 'sql-table-note');
  note.dataset.truncated = String(result.truncated === true);

  const chart = element('div', 'chart');
  chart.setAttribute('data-testid', 'sql-chart');
  block.append(wrap, note, chart);

  const spec = sqlChartSpec(result, CHART_CONFIG);
  if (spec) {
    chart.dataset.state = 'rendering';
    vegaEmbed(chart, spec, EMBED_OPTIONS).then(
      () => {
        chart.dataset.state = 'rendered';
      },
      (error) => {
        chart.dataset.state = 'failed';
        chart.replaceChildren(element('p', 'tool-error', `The chart could not be drawn: ${describeError(error)}`));
      },
    );
  } else {
    chart.hidden = true;
  }
  return block;
}

// ---- Sending ------------------------------------------------------------------------------------

/** Tells the fake chat server (its demo-only control endpoint) what to do to the next answer. */
async function demoControl(action) {
  const response = await fetch(new URL(`/__demo/${action}`, chat.origin), { method: 'POST' });
  if (!response.ok) throw new Error(`/__demo/${action}: HTTP ${response.status}`);
}

function setRunning(running) {
  $('chat-send').disabled = running;
  $('chat-stop').disabled = !running;
  $('chat-new').disabled = running;
}

async function ask(question) {
  $('chat-error').textContent = '';
  setRunning(true);
  showStatus('connecting');
  const turn = createTurn(question);
  try {
    if ($('chat-drop').checked) await demoControl('drop-next');
    if ($('chat-hold').checked) await demoControl('hold-next');
  } catch (error) {
    addNote(turn, 'error', `The demo control failed: ${describeError(error)}`);
  }

  let run;
  try {
    run = client.send(question, chatId === undefined ? {} : { chatId });
  } catch (error) {
    // Refused before sending (INVALID_REQUEST…): nothing went out.
    addNote(turn, 'error', describeError(error));
    showStatus('failed');
    setRunning(false);
    return;
  }
  current = run;
  turn.root.dataset.messageId = run.messageId;
  turn.ask.dataset.messageId = run.messageId;
  let reconnecting = false;

  const refresh = () => renderText(turn, run.messages, run.answer);
  run.on('thread', (info) => {
    chatId = info.chatId;
    turn.root.dataset.chatId = info.chatId;
    if (reconnecting) {
      reconnecting = false;
      addNote(turn, 'reconnected', 'reconnected: the answer goes on from where it is');
    }
    showStatus('streaming');
  });
  run.on('message', refresh);
  run.on('answer', refresh);
  run.on('tool-call', (call) => renderToolCall(turn, call));
  run.on('reconnect', ({ attempt, cause }) => {
    reconnecting = true;
    const text = `reconnecting… (attempt ${attempt})`;
    addNote(turn, 'reconnect', `connection dropped (${cause.code}): ${text}`);
    showStatus('reconnecting', text);
  });
  run.on('end', (result) => {
    // The authoritative thread of `__state__`: whatever a dropped connection hid is here.
    renderText(turn, result.messages, result.answer);
    for (const call of result.toolCalls) renderToolCall(turn, call);
    const stopped = result.status === 'aborted';
    const ids = result.messages.map((message) => message.id);
    turn.summary.dataset.messages = String(ids.length);
    turn.summary.dataset.distinct = String(new Set(ids).size);
    // What the answer used, as the service counted it (`__usage__`, its last frame).
    const used = result.usage ? ` · ${result.usage.totalTokens.toLocaleString('en')} tokens, ${result.usage.llmCalls} model ${result.usage.llmCalls === 1 ? 'call' : 'calls'}` : '';
    turn.summary.textContent = stopped
      ? result.abortedBy === 'service'
        ? 'aborted at the service (by another client)'
        : 'stopped: the answer was aborted at the service'
      : `${ids.length} messages in the thread · ${result.toolCalls.length} tool ${result.toolCalls.length === 1 ? 'call' : 'calls'}${used}`;
    if (result.usage) turn.summary.dataset.tokens = String(result.usage.totalTokens);
    turn.root.dataset.status = stopped ? 'stopped' : 'done';
    showStatus(stopped ? 'stopped' : 'done');
  });
  run.on('error', (error) => {
    addNote(turn, 'error', describeError(error));
    turn.root.dataset.status = 'failed';
    showStatus('failed', `failed: ${error.code}`);
  });
  // Either way the run ends: done, stopped, or failed (its error is shown above).
  await run.result().catch(() => undefined);
  if (current === run) current = undefined;
  setRunning(false);
}

// ---- Controls -----------------------------------------------------------------------------------

$('chat-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const question = $('chat-input').value.trim();
  if (question === '' || current) return;
  void ask(question);
});

$('chat-stop').addEventListener('click', () => {
  const run = current;
  if (!run) return;
  $('chat-stop').disabled = true;
  run.stop().catch((error) => {
    // The run has ended here already (status aborted); the abort endpoint's answer is shown.
    $('chat-error').textContent = `Abort failed: ${describeError(error)}`;
  });
});

$('chat-new').addEventListener('click', () => {
  chatId = undefined;
  $('chat-thread').replaceChildren();
  $('chat-error').textContent = '';
  showStatus('idle');
});

// ---- Start --------------------------------------------------------------------------------------

if (!chat || typeof chat.url !== 'string') {
  $('chat-error').textContent = 'The demo server did not start a chat server (no "chat" in /config.json).';
  $('chat-send').disabled = true;
} else {
  $('chat-origin').textContent = chat.origin;
  // Reconnect sooner than the default (500 ms, doubling), so the demo shows it quickly.
  client = createChatClient({ url: chat.url, auth: { token: chat.token }, reconnect: { attempts: 3, delayMs: 250 } });
  showStatus('idle');
  setRunning(false);
}
