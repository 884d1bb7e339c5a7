// The chat panel of the host page: what a product team writes to put the analytics agent's chat
// on its own page with `useChat` of `platform-embed/react` — ask a question, watch the answer
// stream with its thinking and tool calls, show the SQL result as a table and as a chart, stop an
// answer, and ride out a dropped connection. The hook holds the conversation; this file draws it.
//
// It talks to the fake chat server that `npm run demo` starts on an origin of its own (see
// /config.json), with the deployment token a real page gets from its own server. The chart is
// drawn by vega-embed with Vega's expression interpreter, so no `eval` or `new Function` runs
// under the page's CSP. What the service sends is rendered as text by React, never as HTML.
// Bundled with React by demo/build.mjs into /lib/host-chat.js.

import { createChatClient, finalAnswer, isToolCall, sqlChartSpec, sqlRows } from 'platform-embed/chat';
import { useChat } from 'platform-embed/react';
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import vegaEmbed from 'vega-embed';
import { expressionInterpreter } from 'vega-interpreter';

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

/** The status pill's text for each status of `useChat`. */
const STATUS_TEXT = { idle: 'idle', connecting: 'connecting…', streaming: 'streaming…', reconnecting: 'reconnecting…', done: 'done', aborted: 'stopped', failed: 'failed' };

/** The statuses of an answer on its way: one question at a time. */
const BUSY = new Set(['connecting', 'streaming', 'reconnecting']);

const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;

const describeError = (error) => (error?.code ? `${error.code}: ${error.message}` : String(error?.message ?? error));

/** Tells the fake chat server (its demo-only control endpoint) what to do to the next answer. */
async function demoControl(origin, action) {
  const response = await fetch(new URL(`/__demo/${action}`, origin), { method: 'POST' });
  if (!response.ok) throw new Error(`/__demo/${action}: HTTP ${response.status}`);
}

// ---- What a run tells that useChat does not show ---------------------------------------------

/** The client `useChat` drives, handing each run it starts to `watch` on the way. */
function watchedClient(client, watch) {
  return {
    send: (input, options) => watch(client.send(input, options)),
    attach: (options) => watch(client.attach(options)),
    getThread: (chatId, options) => client.getThread(chatId, options),
    abort: (chatId, options) => client.abort(chatId, options),
  };
}

/**
 * Keeps, under the id of the question a run answers, what the hook's view leaves out: a note for
 * each dropped connection and for the stream coming back, the attempt being made, and how the
 * answer ended (its result, with its thread, usage and who stopped it; or its error).
 */
function follow(run, setRuns) {
  const update = (change) =>
    setRuns((all) => {
      const known = all.get(run.messageId) ?? { notes: [] };
      return new Map(all).set(run.messageId, { ...known, ...change(known) });
    });
  const note = (kind, text) => update((known) => ({ notes: [...known.notes, { key: known.notes.length, kind, text }] }));
  let dropped = false;
  run.on('reconnect', ({ attempt, cause }) => {
    dropped = true;
    update(() => ({ attempt }));
    note('reconnect', `connection dropped (${cause.code}): reconnecting… (attempt ${attempt})`);
  });
  run.on('thread', () => {
    if (dropped) note('reconnected', 'reconnected: the answer goes on from where it is');
    dropped = false;
  });
  run.on('end', (result) => update(() => ({ result })));
  run.on('error', (error) => update(() => ({ error })));
  return run;
}

/** The conversation as turns: each question with the messages that answer it. */
function turnsOf(messages) {
  const turns = [];
  for (const message of messages) {
    if (message.role === 'user') turns.push({ question: message, messages: [] });
    else turns.at(-1)?.messages.push(message);
  }
  return turns;
}

// ---- The panel --------------------------------------------------------------------------------

function ChatPanel({ chat }) {
  const [runs, setRuns] = useState(() => new Map());
  // Reconnect sooner than the default (500 ms, doubling), so the demo shows it quickly.
  const [client] = useState(() =>
    watchedClient(createChatClient({ url: chat.url, auth: { token: chat.token }, reconnect: { attempts: 3, delayMs: 250 } }), (run) => follow(run, setRuns)),
  );
  const { messages, toolCalls, status, error, send, stop, reset } = useChat({ client });
  const [controlError, setControlError] = useState('');
  const turns = turnsOf(messages);
  const calls = new Map(toolCalls.map((call) => [call.id, call]));
  const busy = BUSY.has(status);
  const attempt = runs.get(turns.at(-1)?.question.id)?.attempt;
  const statusText = status === 'reconnecting' && attempt ? `reconnecting… (attempt ${attempt})` : status === 'failed' && error ? `failed: ${error.code}` : STATUS_TEXT[status];

  async function ask(event) {
    event.preventDefault();
    const { question, drop, hold } = event.currentTarget.elements;
    const text = question.value.trim();
    if (text === '' || busy) return;
    setControlError('');
    try {
      if (drop.checked) await demoControl(chat.origin, 'drop-next');
      if (hold.checked) await demoControl(chat.origin, 'hold-next');
    } catch (failure) {
      setControlError(`The demo control failed: ${describeError(failure)}`);
    }
    await send(text);
  }

  return (
    <>
      <div className="chat-head">
        <h2 id="chat-title">
          Chat <span className="muted">the agent's chat API, from this page</span>
        </h2>
        <p className="origins muted">
          with <code>useChat</code> of <code>platform-embed/react</code> · the fake chat server at <code data-testid="chat-origin">{chat.origin}</code>
        </p>
        <span className="pill" data-testid="chat-status" id="chat-status" data-state={status === 'aborted' ? 'stopped' : status}>
          {statusText}
        </span>
      </div>
      <p className="hint">
        Ask anything: the fake agent thinks, searches the data model, runs a SQL query and answers. The SQL result is shown as a table and as its chart (<code>vegaSpec</code> with
        the rows joined, drawn by vega-embed with Vega's expression interpreter: no <code>eval</code> under this page's CSP).
      </p>

      <form className="chat-ask" onSubmit={ask}>
        <div className="chat-form">
          <input name="question" data-testid="chat-input" aria-label="Question" defaultValue="What is the revenue by region?" autoComplete="off" />
          <button type="submit" className="primary" data-testid="chat-send" disabled={busy}>
            Send
          </button>
          <button type="button" className="danger" data-testid="chat-stop" disabled={!busy} onClick={stop} title="stop(): stop reading, then abort the answer at the service">
            Stop
          </button>
          <button type="button" data-testid="chat-new" disabled={busy} onClick={reset} title="reset(): the next question starts a new thread">
            New thread
          </button>
        </div>
        <div className="chat-switches">
          <label className="switch" title="The fake chat server drops the connection of each answer after 8 lines; the client re-attaches by messageId">
            <input type="checkbox" name="drop" data-testid="chat-drop" />
            Drop the connection mid-answer
          </label>
          <label className="switch" title="The fake chat server pauses each answer after its tool calls, until Stop (or a minute)">
            <input type="checkbox" name="hold" data-testid="chat-hold" />
            Pause the answer mid-way (to try Stop)
          </label>
        </div>
      </form>
      <p className="error" data-testid="chat-error" role="alert">
        {controlError || (error && describeError(error))}
      </p>

      <ol className="chat-thread" data-testid="chat-thread" aria-live="polite">
        {turns.map(({ question, messages }) => (
          <Turn key={question.id} question={question} messages={messages} calls={messages.flatMap((message) => calls.get(message.id) ?? [])} run={runs.get(question.id)} />
        ))}
      </ol>
    </>
  );
}

// ---- One question and its answer --------------------------------------------------------------

/** A question · notes (reconnects) · thinking · tool calls (with the SQL results) · answer · summary. */
function Turn({ question, messages, calls, run }) {
  const node = useRef(null);
  // A block body: an effect returns its cleanup, and newer browsers' scrollIntoView returns a
  // promise, which React would call as one when the turn goes (New thread).
  useEffect(() => {
    node.current.scrollIntoView({ block: 'nearest' });
  }, []);
  const said = messages.filter((message) => message.role === 'assistant' && !message.toolCall);
  const thoughts = said.flatMap((message) => message.thinking || []).join('\n\n');
  // The final answer once there is one; until then the latest assistant text being streamed.
  const final = finalAnswer(messages);
  const text = final?.content ?? said.findLast((message) => typeof message.content === 'string' && message.content !== '')?.content ?? '';
  const ended = run?.error ? 'failed' : run?.result && (run.result.status === 'aborted' ? 'stopped' : 'done');
  return (
    <li className="turn" data-testid="chat-turn" data-message-id={question.id} data-chat-id={run?.result?.chatId} data-status={ended} ref={node}>
      <p className="bubble question" data-testid="turn-question">
        {question.content}
      </p>
      <ol className="turn-notes" data-testid="turn-notes">
        {run?.notes.map(({ key, kind, text }) => (
          <li key={key} className={`note note-${kind}`} data-testid={`turn-note-${kind}`}>
            {text}
          </li>
        ))}
      </ol>
      {thoughts !== '' && (
        <details className="thinking" data-testid="turn-thinking">
          <summary>Thinking</summary>
          <pre className="thinking-text" data-testid="turn-thinking-text">
            {thoughts}
          </pre>
        </details>
      )}
      <ol className="tools" data-testid="turn-tools">
        {calls.map((call) => (
          <ToolCall key={call.id} call={call} />
        ))}
      </ol>
      {text !== '' && (
        <div className="bubble answer" data-testid="turn-answer" data-final={String(final !== undefined && final.isInProcess !== true)}>
          {text}
        </div>
      )}
      {(run?.result || run?.error) && <Summary result={run.result} error={run.error} />}
    </li>
  );
}

/** How an answer ended: what the thread holds and what the answer used (`__usage__`), who stopped it, or why it failed. */
function Summary({ result, error }) {
  if (error) return <p className="turn-summary muted" data-testid="turn-summary">{`failed: ${describeError(error)}`}</p>;
  const ids = result.messages.map((message) => message.id);
  const { usage, toolCalls } = result;
  const used = usage ? ` · ${usage.totalTokens.toLocaleString('en')} tokens, ${plural(usage.llmCalls, 'model call')}` : '';
  const text =
    result.status !== 'aborted'
      ? `${ids.length} messages in the thread · ${plural(toolCalls.length, 'tool call')}${used}`
      : result.abortedBy === 'service'
        ? 'aborted at the service (by another client)'
        : 'stopped: the answer was aborted at the service';
  return (
    <p className="turn-summary muted" data-testid="turn-summary" data-messages={ids.length} data-distinct={new Set(ids).size} data-tokens={usage?.totalTokens}>
      {text}
    </p>
  );
}

// ---- Tool calls -------------------------------------------------------------------------------

/** One line about what a tool was asked: the search of platformMeta, the query of platformSqlApi. */
function inputSummary(call) {
  if (isToolCall(call, 'platformMeta')) return `search: ${call.input.searchQuery}`;
  if (isToolCall(call, 'platformSqlApi')) return [call.input.queryTitle, call.input.sqlQuery].filter(Boolean).join(' — ');
  const text = typeof call.input === 'string' ? call.input : (JSON.stringify(call.input) ?? '');
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

function ToolCall({ call }) {
  return (
    <li className="tool" data-testid="tool-call" data-tool-id={call.id} data-tool={call.name} data-status={call.status}>
      <div className="tool-head">
        <span className="tool-status" data-testid="tool-status">
          {call.status}
        </span>
        <span className="tool-name">{call.name}</span>
      </div>
      <code className="tool-input" data-testid="tool-input">
        {inputSummary(call)}
      </code>
      <div className="tool-detail">{call.status === 'failed' ? <p className="tool-error">{call.error ?? 'failed'}</p> : <ToolResult call={call} />}</div>
    </li>
  );
}

function ToolResult({ call }) {
  if (isToolCall(call, 'platformMeta') && call.result) {
    const found = call.result.cubes.map((cube) => `${cube.title} (${plural(cube.members.length, 'member')})`);
    return <p className="tool-found muted">found {found.join(', ') || 'nothing'}</p>;
  }
  if (isToolCall(call, 'platformSqlApi') && call.result) return <SqlResult result={call.result} />;
  return null;
}

/** Formats a cell: numbers with the page's locale, null as an empty cell, objects as JSON. */
function cellText(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value.toLocaleString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The SQL result: a table of its rows, a note when the result holds only the first rows, and its chart. */
function SqlResult({ result }) {
  const rows = sqlRows(result);
  const columns = [...new Set(result.schema.map((column) => column.name))];
  return (
    <div className="sql-result">
      <div className="table-wrap">
        <table className="sql-table" data-testid="sql-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column}>{column}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id, and a result's rows never change
              <tr key={index}>
                {columns.map((column) => (
                  <td key={column} className={typeof row[column] === 'number' ? 'num' : undefined}>
                    {cellText(row[column])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="table-note muted" data-testid="sql-table-note" data-truncated={String(result.truncated)}>
        {result.truncated ? `showing ${rows.length} of ${result.totalRows.toLocaleString()} rows` : plural(rows.length, 'row')}
      </p>
      <SqlChart result={result} />
    </div>
  );
}

/** The result's chart (its `vegaSpec` with the rows joined), drawn by vega-embed into a node of its own. */
function SqlChart({ result }) {
  const node = useRef(null);
  const [drawn, setDrawn] = useState({ state: 'rendering' });
  useEffect(() => {
    const spec = sqlChartSpec(result, CHART_CONFIG);
    if (!spec) {
      setDrawn({ state: 'none' });
      return;
    }
    const drawing = vegaEmbed(node.current, spec, EMBED_OPTIONS);
    drawing.then(
      () => setDrawn({ state: 'rendered' }),
      (error) => setDrawn({ state: 'failed', error: `The chart could not be drawn: ${describeError(error)}` }),
    );
    // Vega's view stops its timers and listeners when the chart goes.
    return () => {
      drawing.then((embedded) => embedded.finalize()).catch(() => undefined);
    };
  }, [result]);
  return (
    <div className="chart" data-testid="sql-chart" data-state={drawn.state} hidden={drawn.state === 'none'}>
      <div ref={node} />
      {drawn.error && <p className="tool-error">{drawn.error}</p>}
    </div>
  );
}

// ---- Start ------------------------------------------------------------------------------------

/** The demo server tells us where the fake chat server runs, and gives the page a token. */
const { chat } = await fetch('/config.json').then((response) => response.json());
createRoot(document.getElementById('chat')).render(
  typeof chat?.url === 'string' ? (
    <ChatPanel chat={chat} />
  ) : (
    <p className="error" data-testid="chat-error" role="alert">
      The demo server did not start a chat server (no "chat" in /config.json).
    </p>
  ),
);
