/**
 * How a chat answer is shown as it streams: the agent's thinking (dim, or left out), each tool
 * call as it starts and ends (a `platformSqlApi` result as a table), the answer's text as it
 * arrives, and what the answer used (tokens, model calls, models). Each kind of output starts on
 * a line of its own.
 *
 * @module
 * @internal
 */

import { type ChatMessage, type ChatUsage, isToolCall, type ToolCall } from '../chat/index.js';
import { isRecord } from '../internal/is-record.js';
import type { Write } from './io.js';
import { printable, printableLine } from './printable.js';
import type { Style } from './style.js';
import { rowCount, sqlTable } from './table.js';

/** What the chat command tells the view. */
export interface ChatView {
  /** A piece of the agent's thinking. */
  thinking(text: string): void;
  /** A piece of the text of message `id`. */
  content(id: string, text: string): void;
  /** A tool call started, or ended. */
  toolCall(call: ToolCall): void;
  /** The final answer: whatever of its text was not streamed is written now. */
  answer(message: ChatMessage | undefined): void;
  /** What the answer used, dim, on a line of its own (see {@link usageLine}). */
  usage(usage: ChatUsage): void;
  /** Finishes the last line. */
  end(): void;
}

/** Where and how a view writes. */
export interface ChatViewOptions {
  write: Write;
  style: Style;
  /** Whether thinking is shown. */
  thinking: boolean;
  /** The most rows of a SQL result drawn. */
  maxRows: number;
}

/** The longest SQL shown under a running query (it is on one line). */
const MAX_SQL_LENGTH = 200;

/** Text made printable, on one line, cut to `max` characters. */
const flat = (text: string, max: number): string => {
  const line = printableLine(text);
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

const asObject = (value: unknown): Record<string, unknown> | undefined => (isRecord(value) ? value : undefined);

/** A string of a tool call's input or result, printable and on one line; undefined for anything else, or nothing to show. */
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? printableLine(value) || undefined : undefined;

/** Counts as English groups their digits (`315,816`), whatever the machine's locale: the same output for every reader. */
const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** `1 model call`, `7 model calls`. */
const counted = (count: number, noun: string): string => `${COUNT.format(count)} ${noun}${count === 1 ? '' : 's'}`;

/**
 * What an answer used, on one line, from the service's `__usage__` frame:
 * `315,816 tokens (18,412 in, 2,280 out, 295,124 cached) · 7 model calls · model-x`. "Cached"
 * counts the tokens read from and written to the prompt cache together (`--json` has them
 * apart); it is left out when 0, and so are the models when the service named none. The model
 * names are the service's text: made printable, each on one line.
 */
export function usageLine(usage: ChatUsage): string {
  const cached = usage.cacheReadTokens + usage.cacheWriteTokens;
  const split = [
    `${COUNT.format(usage.inputTokens)} in`,
    `${COUNT.format(usage.outputTokens)} out`,
    ...(cached > 0 ? [`${COUNT.format(cached)} cached`] : []),
  ];
  const models = usage.models.map((model) => flat(model, 60)).filter((model) => model !== '');
  return [
    `${counted(usage.totalTokens, 'token')} (${split.join(', ')})`,
    counted(usage.llmCalls, 'model call'),
    ...(models.length > 0 ? [models.join(', ')] : []),
  ].join(' · ');
}

/** The lines of a tool call: one as it starts (and the SQL it runs), one as it ends (and its table). */
function toolCallLines(call: ToolCall, style: Style, maxRows: number): string[] {
  const name = style.bold(printableLine(call.name));
  if (call.status === 'failed') return [`✗ ${name} failed: ${flat(call.error ?? 'no reason given', 300)}`];
  if (isToolCall(call, 'platformMeta')) {
    const query = text(asObject(call.input)?.searchQuery);
    if (call.status === 'running')
      return [`→ ${name} searching the data model${query ? ` for ${JSON.stringify(flat(query, 100))}` : ''}`];
    const cubes = asObject(call.result)?.cubes;
    const found = Array.isArray(cubes)
      ? cubes.map((cube) => text(asObject(cube)?.title) ?? text(asObject(cube)?.name) ?? '?')
      : [];
    return [`✓ ${name} found ${found.length === 0 ? 'nothing' : found.join(', ')}`];
  }
  if (isToolCall(call, 'platformSqlApi')) {
    const input = asObject(call.input);
    const title = text(input?.queryTitle);
    if (call.status === 'running') {
      const sql = text(input?.sqlQuery);
      return [
        `→ ${name} ${title ? flat(title, 100) : 'running a query'}`,
        ...(sql ? [style.dim(`  ${flat(sql, MAX_SQL_LENGTH)}`)] : []),
      ];
    }
    const result = asObject(call.result);
    if (!result) return [`✓ ${name}${title ? ` ${flat(title, 100)}` : ''}`];
    const data = Array.isArray(result.data) ? result.data : [];
    const total = typeof result.totalRows === 'number' ? Math.max(result.totalRows, data.length) : data.length;
    const table = sqlTable(result as Parameters<typeof sqlTable>[0], maxRows, style).map((line) => `  ${line}`);
    return [`✓ ${name} ${title ? `${flat(title, 100)}: ` : ''}${rowCount(total)}`, ...table];
  }
  return [call.status === 'running' ? `→ ${name}` : `✓ ${name}`];
}

/** A view writing through `options.write`. */
export function createChatView(options: ChatViewOptions): ChatView {
  return new TerminalChatView(options);
}

/** The kinds of output, each on a line of its own. */
type Section = 'none' | 'thinking' | 'content' | 'tool' | 'usage';

/** A {@link ChatView} on a terminal (or a pipe): see the module's doc. */
class TerminalChatView implements ChatView {
  readonly #options: ChatViewOptions;
  #section: Section = 'none';
  #atLineStart = true;
  /** What was written of each message's text, to write only the rest of the final answer. */
  readonly #streamed = new Map<string, string>();
  /** The message whose text was written last, while nothing else has been written since. */
  #writing: string | undefined;

  constructor(options: ChatViewOptions) {
    this.#options = options;
  }

  thinking(given: string): void {
    const piece = printable(given);
    if (!this.#options.thinking || !piece) return;
    this.#enter('thinking');
    this.#put(this.#options.style.dim(piece));
    // A dim piece ends with an escape sequence: what the terminal shows ends with the piece.
    this.#atLineStart = piece.endsWith('\n');
  }

  content(id: string, given: string): void {
    const piece = printable(given);
    if (!piece) return;
    this.#enter('content');
    this.#put(piece);
    this.#streamed.set(id, (this.#streamed.get(id) ?? '') + piece);
    this.#writing = id;
  }

  toolCall(call: ToolCall): void {
    const { style, maxRows } = this.#options;
    this.#enter('tool');
    this.#put(
      toolCallLines(call, style, maxRows)
        .map((line) => `${line}\n`)
        .join(''),
    );
  }

  answer(message: ChatMessage | undefined): void {
    if (!message || typeof message.content !== 'string' || !message.content) return;
    // As the pieces were written: what streamed is compared with what would be written.
    const full = printable(message.content);
    const sent = this.#streamed.get(message.id) ?? '';
    if (full === sent) return;
    // The rest goes on where the text stopped — unless something else (a tool call, its table)
    // was written since: the answer's text streams before the tool calls (spec 2.5), and a
    // re-attached stream may have missed some of it.
    if (full.startsWith(sent) && (sent === '' || this.#writing === message.id))
      this.content(message.id, full.slice(sent.length));
    else {
      // The answer differs from what streamed under its id, or would not follow on from it: it is written whole, apart.
      this.#section = 'none';
      this.#enter('content');
      this.#streamed.set(message.id, '');
      this.content(message.id, full);
    }
  }

  usage(used: ChatUsage): void {
    this.#enter('usage');
    this.#put(`${this.#options.style.dim(usageLine(used))}\n`);
  }

  end(): void {
    if (!this.#atLineStart) this.#put('\n');
  }

  #put(chunk: string): void {
    if (!chunk) return;
    this.#options.write(chunk);
    this.#atLineStart = chunk.endsWith('\n');
    this.#writing = undefined;
  }

  /** Starts `next` on a line of its own; a blank line between thinking and the answer. */
  #enter(next: Section): void {
    if (this.#section === next) return;
    if (!this.#atLineStart) this.#put('\n');
    if (this.#section === 'thinking' && next === 'content') this.#put('\n');
    this.#section = next;
  }
}
