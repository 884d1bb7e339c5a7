// The chat panel of the host page: what a product team writes to put the analytics agent's chat
// on its own page — `useChat` and `<ChatThread>` of `platform-embed/react`. The thread shows each
// question with its thinking, tool calls, SQL table and chart, and the answer's Markdown; Send and
// Stop are its own. Around it, what only a demo needs: the status pill, New thread, switches that
// make the fake server drop or pause the next answer, and a line on how the last answer ended.
//
// It talks to the fake chat server that `npm run demo` starts on an origin of its own (see
// /config.json), with the deployment token a real page gets from its own server. The chart is
// drawn by the caller's vega-embed through `platform-embed/chat/render`, which keeps it from
// loading URLs or compiling code: the page's CSP has no `unsafe-eval` and requires Trusted Types.
// Bundled with React by demo/build.mjs into /lib/host-chat.js.

import { createChatClient } from 'platform-embed/chat';
import { ChatThread, useChat } from 'platform-embed/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import vegaEmbed from 'vega-embed';

/** Chart styling merged over the spec's own config: the page's colors and font. */
const CHART_CONFIG = {
  background: 'transparent',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  mark: { color: '#0f766e' },
  bar: { color: '#0f766e', cornerRadiusEnd: 3 },
  axis: {
    labelColor: '#374151',
    titleColor: '#6b7280',
    gridColor: '#e3e6ee',
    domainColor: '#c9ced9',
    tickColor: '#c9ced9',
  },
  axisX: { labelAngle: 0 },
  title: { color: '#161a2c', fontSize: 13, anchor: 'start' },
  view: { stroke: null, continuousHeight: 200, discreteWidth: { step: 56 } },
};

/** The status pill's text for each status of `useChat`. */
const STATUS_TEXT = {
  idle: 'idle',
  loading: 'loading…',
  connecting: 'connecting…',
  streaming: 'streaming…',
  reconnecting: 'reconnecting…',
  done: 'done',
  aborted: 'stopped',
  failed: 'failed',
};

const describeError = (error) => (error?.code ? `${error.code}: ${error.message}` : String(error?.message ?? error));

/** Tells the fake chat server (its demo-only control endpoint) what to do to the next answer. */
async function demoControl(origin, action) {
  const response = await fetch(new URL(`/__demo/${action}`, origin), { method: 'POST' });
  if (!response.ok) throw new Error(`/__demo/${action}: HTTP ${response.status}`);
}

/**
 * The client `useChat` drives, each run it starts followed for what the thread does not show:
 * a note for each dropped connection and for the stream coming back, and how the answer ended.
 */
function followedClient(client, setRun) {
  const follow = (run) => {
    const note = (kind, text) =>
      setRun((known) => ({ ...known, notes: [...known.notes, { key: known.notes.length, kind, text }] }));
    let dropped = false;
    setRun({ notes: [] });
    run.on('reconnect', ({ attempt, cause }) => {
      dropped = true;
      setRun((known) => ({ ...known, attempt }));
      note('reconnect', `connection dropped (${cause.code}): reconnecting… (attempt ${attempt})`);
    });
    run.on('thread', () => {
      if (dropped) note('reconnected', 'reconnected: the answer goes on from where it is');
      dropped = false;
    });
    run.on('end', (result) => setRun((known) => ({ ...known, result })));
    return run;
  };
  return {
    send: (input, options) => follow(client.send(input, options)),
    attach: (options) => follow(client.attach(options)),
    getThread: (chatId, options) => client.getThread(chatId, options),
    abort: (chatId, options) => client.abort(chatId, options),
  };
}

/** How the last answer ended: what the thread holds and what the answer used, or who stopped it. */
function Summary({ result }) {
  const ids = result.messages.map((message) => message.id);
  const { usage, toolCalls, status, abortedBy } = result;
  const used = usage ? ` · ${usage.totalTokens.toLocaleString('en')} tokens` : '';
  const stopped =
    abortedBy === 'service'
      ? 'aborted at the service (by another client)'
      : 'stopped: the answer was aborted at the service';
  const text =
    status === 'aborted' ? stopped : `${ids.length} messages in the thread · ${toolCalls.length} tool calls${used}`;
  const data = {
    'data-messages': ids.length,
    'data-distinct': new Set(ids).size,
    'data-tokens': usage?.totalTokens,
    'data-chat-id': result.chatId,
  };
  return (
    <p className="chat-summary muted" data-testid="chat-summary" {...data}>
      {text}
    </p>
  );
}

function ChatPanel({ config }) {
  const [run, setRun] = useState({ notes: [] });
  // Reconnect sooner than the default (500 ms, doubling), so the demo shows it quickly.
  const [client] = useState(() =>
    followedClient(
      createChatClient({ url: config.url, auth: { token: config.token }, reconnect: { attempts: 3, delayMs: 250 } }),
      setRun,
    ),
  );
  const chat = useChat({ client });
  const [switches, setSwitches] = useState({ drop: false, hold: false });
  const [controlError, setControlError] = useState('');
  const { status, error } = chat;
  const running = status === 'connecting' || status === 'streaming' || status === 'reconnecting';
  const statusText =
    status === 'reconnecting' && run.attempt
      ? `reconnecting… (attempt ${run.attempt})`
      : status === 'failed' && error
        ? `failed: ${error.code}`
        : STATUS_TEXT[status];
  // Send, as the thread calls it: the demo's switches first, then the question.
  const send = async (text) => {
    setControlError('');
    try {
      if (switches.drop) await demoControl(config.origin, 'drop-next');
      if (switches.hold) await demoControl(config.origin, 'hold-next');
    } catch (failure) {
      setControlError(`The demo control failed: ${describeError(failure)}`);
    }
    return chat.send(text);
  };
  const toggle = (name) => (event) => setSwitches((all) => ({ ...all, [name]: event.target.checked }));
  return (
    <>
      <div className="chat-head">
        <h2 id="chat-title">
          Chat <span className="muted">the agent's chat API, from this page</span>
        </h2>
        <p className="origins muted">
          with <code>useChat</code> and <code>&lt;ChatThread&gt;</code> of <code>platform-embed/react</code> · the fake
          chat server at <code data-testid="chat-origin">{config.origin}</code>
        </p>
        <span
          className="pill"
          data-testid="chat-status"
          id="chat-status"
          data-state={status === 'aborted' ? 'stopped' : status}
        >
          {statusText}
        </span>
      </div>
      <p className="hint">
        Ask anything: the fake agent thinks, searches the data model, runs a SQL query and answers. The SQL result is
        shown as a table and as its chart, drawn by vega-embed under this page's CSP (no <code>eval</code>, Trusted
        Types required).
      </p>
      <div className="chat-switches">
        <label
          className="switch"
          title="The fake chat server drops the connection of each answer after 8 lines; the client re-attaches by messageId"
        >
          <input type="checkbox" data-testid="chat-drop" checked={switches.drop} onChange={toggle('drop')} />
          Drop the connection mid-answer
        </label>
        <label
          className="switch"
          title="The fake chat server pauses each answer after its tool calls, until Stop (or a minute)"
        >
          <input type="checkbox" data-testid="chat-hold" checked={switches.hold} onChange={toggle('hold')} />
          Pause the answer mid-way (to try Stop)
        </label>
        <button
          type="button"
          data-testid="chat-new"
          disabled={running}
          onClick={chat.reset}
          title="reset(): the next question starts a new thread"
        >
          New thread
        </button>
      </div>
      <ChatThread
        chat={{ ...chat, send }}
        vegaEmbed={vegaEmbed}
        chartConfig={CHART_CONFIG}
        placeholder="What is the revenue by region?"
      />
      <ol className="chat-notes" data-testid="chat-notes">
        {run.notes.map(({ key, kind, text }) => (
          <li key={key} className={`note note-${kind}`} data-testid={`chat-note-${kind}`}>
            {text}
          </li>
        ))}
      </ol>
      {run.result && chat.turns.length > 0 && <Summary result={run.result} />}
      <p className="error" data-testid="chat-error" role="alert">
        {controlError}
      </p>
    </>
  );
}

/** The demo server tells us where the fake chat server runs, and gives the page a token. */
const { chat } = await fetch('/config.json').then((response) => response.json());
createRoot(document.getElementById('chat')).render(
  typeof chat?.url === 'string' ? (
    <ChatPanel config={chat} />
  ) : (
    <p className="error" data-testid="chat-error" role="alert">
      The demo server did not start a chat server (no "chat" in /config.json).
    </p>
  ),
);
