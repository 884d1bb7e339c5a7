/**
 * Scripted turns for the tests of `<ChatTurn>` and `<ChatThread>`, and a stand-in for
 * `platform-embed/chat/render` that records what the components ask of it: every handle it
 * made, with `update` and `destroy` as spies. Install it in a test file with
 * `vi.mock('../../src/chat/render/index.js', () => fakeRenderModule(renders))`.
 */
import { vi } from 'vitest';
import type { ChatMessage, SqlResult, ToolCall } from '../../src/chat/index.js';
import type { ChatTurnData } from '../../src/react/index.js';

/** One renderer call: which renderer, its container and input, and the handle it returned. */
export interface RenderCall {
  kind: 'answer' | 'table' | 'chart';
  container: HTMLElement;
  input: unknown;
  options?: Record<string, unknown>;
  update: ReturnType<typeof vi.fn<(text: string) => void>>;
  destroy: ReturnType<typeof vi.fn<() => void>>;
}

/** What the stand-in recorded, and how a chart resolves (`chartDelay`: ms before it does). */
export interface RenderLog {
  calls: RenderCall[];
  chartDelay: number;
  failTable: boolean;
}

export const newRenderLog = (): RenderLog => ({ calls: [], chartDelay: 0, failTable: false });

/** A handle of `kind` that draws a marker element into `container`. */
function record(log: RenderLog, kind: RenderCall['kind'], container: HTMLElement, input: unknown, options?: Record<string, unknown>): RenderCall {
  const marker = container.ownerDocument.createElement('span');
  marker.className = `drawn-${kind}`;
  marker.textContent = typeof input === 'string' ? input : kind;
  container.append(marker);
  const call: RenderCall = {
    kind,
    container,
    input,
    update: vi.fn((text: string) => {
      marker.textContent = text;
    }),
    destroy: vi.fn(() => marker.remove()),
  };
  if (options !== undefined) call.options = options;
  log.calls.push(call);
  return call;
}

/** The stand-in module of `platform-embed/chat/render`. */
export function fakeRenderModule(log: RenderLog) {
  return {
    renderAnswerText: (container: HTMLElement, text: string) => record(log, 'answer', container, text),
    renderSqlTable: (container: HTMLElement, result: SqlResult) => {
      if (log.failTable) throw new Error('The table could not be drawn.');
      return record(log, 'table', container, result);
    },
    renderSqlChart: async (container: HTMLElement, result: SqlResult, options: Record<string, unknown>) => {
      await new Promise((resolve) => setTimeout(resolve, log.chartDelay));
      return record(log, 'chart', container, result, options);
    },
  };
}

/** The calls of one renderer. */
export const callsOf = (log: RenderLog, kind: RenderCall['kind']) => log.calls.filter((call) => call.kind === kind);

export const SQL_RESULT: SqlResult = {
  sqlQuery: 'SELECT status, count(*) FROM orders GROUP BY 1',
  schema: [
    { name: 'status', column_type: 'string' },
    { name: 'orders', column_type: 'number' },
  ],
  data: [
    ['paid', 12],
    ['open', 3],
  ],
  totalRows: 2,
  truncated: false,
};

/** A done SQL call (a new object each time, as a store may hand out). */
export const sqlCall = (overrides: Partial<ToolCall> = {}): ToolCall =>
  ({
    id: 'call-1',
    name: 'platformSqlApi',
    status: 'done',
    input: { sqlQuery: SQL_RESULT.sqlQuery, vegaSpec: '{"mark":"bar"}' },
    result: { ...SQL_RESULT },
    ...overrides,
  }) as ToolCall;

export const answer = (content: string): ChatMessage => ({ id: 'answer-1', role: 'assistant', content, graphPath: ['final'] });

/** A turn that has answered: a question, thinking, a SQL call and an answer. */
export const doneTurn = (overrides: Partial<ChatTurnData> = {}): ChatTurnData => ({
  id: 'turn-1',
  question: { id: 'question-1', role: 'user', content: 'Orders by status?' },
  thinking: 'Counting the orders by status.',
  toolCalls: [sqlCall()],
  answer: answer('**12** paid, 3 open.'),
  status: 'done',
  usage: { models: ['model-a'], llmCalls: 2, inputTokens: 100, outputTokens: 20, cacheWriteTokens: 0, cacheReadTokens: 0, totalTokens: 120 },
  error: undefined,
  abortedBy: undefined,
  ...overrides,
});
