/**
 * A service that answers what a test tells it to, on 127.0.0.1 (a free port): the text a
 * compromised or prompt-injected service could send — escape sequences, C1 and bidirectional
 * controls in statuses, ids, messages, list items and chat deltas — in answers that are
 * otherwise what the clients expect. Each answer is JSON, or NDJSON lines (a chat stream), each
 * line written apart.
 */
import { createServer } from 'node:http';
import { listenOnLoopback, readBody } from '../../src/testing/servers/local-server.js';

/** C0, C1 and bidirectional controls that a terminal would act on: a retitle, a clear screen, an OSC 8 link, a C1 CSI and OSC, overrides, isolates and marks, a lone CR. */
export const HOSTILE =
  '\x1b]0;pwned\x07\x1b[2J\x1b]8;;https://evil.example/\x1b\\link\x1b]8;;\x1b\\\x9b31m\x9d0;x\x9c\u202eexe.txt\u202c\u2066i\u2069\u200e\u200f\u061c\rE\x7f\x00';

/** What is left of {@link HOSTILE} once sanitized: the printable characters, in order. */
export const HOSTILE_SHOWN = ']0;pwned[2J]8;;https://evil.example/\\link]8;;\\31m0;xexe.txtiE';

/**
 * A character a terminal may act on, or that reorders the line: C0 but tab and line feed, DEL,
 * C1, and the bidirectional controls.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
export const UNPRINTABLE = /[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** The escape sequences the command line writes itself on a terminal: clear-line after a carriage return, bold, dim, and their end. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the command line's own sequences are what it takes out.
const OWN_SEQUENCES = /\r\x1b\[2K|\x1b\[(?:1|2|22)m/g;

/** `text` without the command line's own escape sequences (and a terminal's CRLF as LF): what is left must be printable. */
export const withoutOwnSequences = (text: string): string => text.replace(/\r\n/g, '\n').replace(OWN_SEQUENCES, '');

/** An answer of the hostile service. */
export interface HostileAnswer {
  /** Default 200. */
  status?: number;
  /** A JSON body. */
  json?: unknown;
  /** NDJSON lines, each written apart (a stream). */
  lines?: readonly unknown[];
}

/** A running hostile service. */
export interface HostileServer {
  /** `http://127.0.0.1:<port>`. */
  readonly baseUrl: string;
  /** Every request, `METHOD /path?query`, in order. */
  readonly requests: readonly string[];
  close(): Promise<void>;
}

/** Starts a service answering each request with `answer(method, path, body)` (the body as text, if any), or 404 when it gives none. */
export async function startHostileServer(
  answer: (method: string, path: string, body: string | undefined) => HostileAnswer | undefined,
): Promise<HostileServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then(async (body) => {
      const method = request.method ?? 'GET';
      const path = request.url ?? '/';
      requests.push(`${method} ${path}`);
      const given = answer(method, path, body);
      if (given === undefined) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: `no ${path} here` }));
        return;
      }
      response.writeHead(given.status ?? 200, { 'content-type': 'application/json' });
      if (given.lines === undefined) {
        response.end(JSON.stringify(given.json ?? {}));
        return;
      }
      for (const line of given.lines) {
        if (response.destroyed) return;
        response.write(`${JSON.stringify(line)}\n`);
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      response.end();
    });
  });
  const local = await listenOnLoopback(server, 0);
  return { baseUrl: `http://127.0.0.1:${local.port}`, requests, close: () => local.close() };
}

/** The chat path of agent `agent-1` of account `acme`, as the agent settings give it. */
export const HOSTILE_CHAT_PATH = '/api/v1/public/acme/agents/agent-1/chat/stream-chat-state';

/**
 * The lines of a chat answer whose text streams as `deltas` (each a line of its own, so each a
 * write of the command line) and whose final message is their whole text: the documented stream
 * (`__cutoff__` naming the thread, the user's echo, the assistant's deltas, the final message,
 * `__state__`), with a `platformSqlApi` call in between when `table` is given.
 */
export function chatLines(
  deltas: readonly string[],
  table?: { columns: string[]; rows: unknown[][]; title: string },
): unknown[] {
  const chatId = 'c0ffee00-0000-4000-8000-000000000001';
  const answerId = 'c0ffee00-0000-4000-8000-0000000000a1';
  const text = deltas.join('');
  const delta = (content: string, sort: number) => ({
    id: answerId,
    role: 'assistant',
    content,
    graphPath: ['platform_data_analyst_agent'],
    isStructuredResponse: false,
    isInProcess: true,
    isDelta: true,
    sort,
  });
  const lines: unknown[] = [
    { id: '__cutoff__', role: 'assistant', sort: 0, state: { chatId, isStreaming: false } },
    { id: '1732512345678-message', role: 'user', content: 'q', isDelta: false, sort: 1 },
    ...deltas.map((content, index) => delta(content, index + 2)),
  ];
  let sort = deltas.length + 2;
  if (table) {
    const input = JSON.stringify({ sqlQuery: 'SELECT 1', queryTitle: table.title });
    const result = JSON.stringify({
      sqlQuery: 'SELECT 1',
      queryTitle: table.title,
      schema: table.columns.map((name) => ({ name, column_type: 'String' })),
      data: table.rows,
      totalRows: table.rows.length,
    });
    const call = (complete: boolean) => ({
      id: 'c0ffee00-0000-4000-8000-0000000000b1',
      role: 'assistant',
      toolCall: { name: 'platformSqlApi', input, ...(complete && { result }) },
      isInProcess: !complete,
      graphPath: ['platform_data_analyst_agent', 'tools'],
      isStructuredResponse: false,
      isDelta: false,
      sort,
    });
    lines.push(call(false), call(true));
    sort += 1;
  }
  const final = {
    id: answerId,
    role: 'assistant',
    content: text,
    graphPath: ['final'],
    isStructuredResponse: false,
    isInProcess: false,
    isDelta: false,
    sort,
  };
  lines.push(final, { id: '__state__', role: 'assistant', isDelta: false, sort: sort + 1, state: { messages: [] } });
  return lines;
}
