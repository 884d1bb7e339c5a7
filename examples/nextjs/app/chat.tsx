'use client';
/**
 * The chat, in the browser. It holds no secret: its client talks to this app's own route
 * (app/api/chat/[...path]/route.ts), which adds the API key and the user.
 */
import { isToolCall, type SqlResult, sqlChartSpec, sqlRows } from 'platform-embed/chat';
import { useChat } from 'platform-embed/react';
import { type FormEvent, useState } from 'react';

export function Chat() {
  const { messages, answer, toolCalls, status, error, usage, send, stop, reset } = useChat({
    url: '/api/chat',
    auth: { proxy: true },
  });
  const [question, setQuestion] = useState('');
  const running = status === 'connecting' || status === 'streaming' || status === 'reconnecting';

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = question.trim();
    if (input === '' || running) return;
    setQuestion('');
    void send(input); // never rejects: a failure shows in `error`
  }

  return (
    <section>
      <ol data-testid="messages">
        {messages
          .filter((message) => message.content)
          .map((message) => (
            <li key={message.id} data-testid="message" data-role={message.role}>
              <strong>{message.role === 'user' ? 'You' : 'Agent'}:</strong> {message.content}
            </li>
          ))}
      </ol>

      {toolCalls.map((call) => (
        <div key={call.id} data-testid="tool-call" data-tool={call.name} data-status={call.status}>
          <p>
            <em>
              {call.name}: {call.status}
            </em>
          </p>
          {isToolCall(call, 'platformSqlApi') && call.result && <SqlResultView result={call.result} />}
        </div>
      ))}

      <p>
        Status: <output data-testid="status">{status}</output>
        {usage && ` · ${usage.totalTokens} tokens`}
      </p>
      {answer?.content && (
        <p data-testid="answer">
          <strong>Answer:</strong> {answer.content}
        </p>
      )}
      {error && (
        <p role="alert" data-testid="error">
          {error.code}: {error.message}
        </p>
      )}

      <form onSubmit={ask}>
        <input
          name="question"
          aria-label="Question"
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          placeholder="What is the revenue by region?"
        />{' '}
        <button type="submit" disabled={running}>
          Ask
        </button>{' '}
        <button type="button" onClick={() => void stop()} disabled={!running}>
          Stop
        </button>{' '}
        <button type="button" onClick={reset} disabled={running}>
          New chat
        </button>
      </form>
    </section>
  );
}

/** A SQL result as a table, and what its chart would show (render the spec with vega-embed in your app). */
function SqlResultView({ result }: { result: SqlResult }) {
  const rows = sqlRows(result);
  const columns = result.schema.map((column) => column.name);
  const chart = sqlChartSpec(result);
  return (
    <figure>
      <table data-testid="sql-table">
        <caption>
          {result.queryTitle}
          {result.truncated && ` (first ${rows.length} of ${result.totalRows} rows)`}
        </caption>
        <thead>
          <tr>
            {columns.map((name) => (
              <th key={name}>{name}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // A result's rows have no id of their own; their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={index}>
              {columns.map((name) => (
                <td key={name}>{String(row[name] ?? '')}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {chart && <figcaption data-testid="sql-chart">Chart: {describeChart(chart)}</figcaption>}
    </figure>
  );
}

/** The chart's mark and title, from its Vega-Lite spec (this example draws no chart: that needs vega-embed). */
function describeChart(spec: Record<string, unknown>): string {
  const mark = typeof spec.mark === 'string' ? spec.mark : (spec.mark as { type?: unknown } | undefined)?.type;
  const title = typeof spec.title === 'string' ? spec.title : (spec.title as { text?: unknown } | undefined)?.text;
  return [typeof mark === 'string' ? `${mark} chart` : 'chart', typeof title === 'string' ? `“${title}”` : '']
    .filter(Boolean)
    .join(' ');
}
