/**
 * Scripted turns for the tests of `<ChatTurn>` and `<ChatThread>`, a stub `vega-embed` (the
 * caller's peer, not ours) and a spy over the real `platform-embed/chat/render`: every renderer
 * call goes through to the real renderer, and each handle it returned is recorded with `update`
 * and `destroy` as spies that call through. Install it where a test counts mounts, updates or
 * destroys: `vi.mock('../../src/chat/render/index.js', async (real) => spiedRenderModule(await real(), log))`.
 */
import { vi } from 'vitest';
import { ApiError, type ApiErrorCode, type ChatMessage, type SqlResult, type ToolCall } from '../../src/chat/index.js';
import type * as Render from '../../src/chat/render/index.js';
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

/** What the spy recorded, how long a chart takes (`chartDelay`, ms) and whether the table throws. */
export interface RenderLog {
  calls: RenderCall[];
  chartDelay: number;
  failTable: boolean;
}

export const newRenderLog = (): RenderLog => ({ calls: [], chartDelay: 0, failTable: false });

/** Records a real renderer's handle, its calls spied and passed through. */
function record<H extends { update?(text: string): void; destroy(): void }>(
  log: RenderLog,
  kind: RenderCall['kind'],
  container: HTMLElement,
  input: unknown,
  handle: H,
  options?: object,
): H {
  const call: RenderCall = {
    kind,
    container,
    input,
    update: vi.fn((text: string) => {
      handle.update?.(text);
    }),
    destroy: vi.fn(() => handle.destroy()),
  };
  if (options !== undefined) call.options = options as Record<string, unknown>;
  log.calls.push(call);
  return { ...handle, update: call.update, destroy: call.destroy } as H;
}

/** The real `platform-embed/chat/render`, each call recorded in `log` (and the table made to throw with `failTable`). */
export function spiedRenderModule(real: typeof Render, log: RenderLog): typeof Render {
  return {
    ...real,
    renderAnswerText: (container, text) => {
      const view = real.renderAnswerText(container, text);
      return record(log, 'answer', container as HTMLElement, text, view);
    },
    renderSqlTable: (container, result) => {
      if (log.failTable) throw new Error('The table could not be drawn.');
      return record(log, 'table', container as HTMLElement, result, real.renderSqlTable(container, result));
    },
    renderSqlChart: async (container, result, options) => {
      await new Promise((resolve) => setTimeout(resolve, log.chartDelay));
      return record(
        log,
        'chart',
        container as HTMLElement,
        result,
        await real.renderSqlChart(container, result, options),
        options,
      );
    },
  };
}

/** A stub of vega-embed's default export: draws an `<svg>` in its target, resolves with a view to finalize. */
export const stubVegaEmbed = () =>
  vi.fn<Render.VegaEmbed>(async (element) => {
    element.append(element.ownerDocument.createElementNS('http://www.w3.org/2000/svg', 'svg'));
    return { view: { finalize: () => undefined } };
  });

/** An error of the chat, as the store keeps it. */
export const chatError = (code: ApiErrorCode, message: string): ApiError => new ApiError(code, message);

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
  vegaSpec:
    '{"mark":"bar","encoding":{"x":{"field":"status","type":"nominal"},"y":{"field":"orders","type":"quantitative"}}}',
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

export const answer = (content: string): ChatMessage => ({
  id: 'answer-1',
  role: 'assistant',
  content,
  graphPath: ['final'],
});

/** A turn that has answered: a question, thinking, a SQL call and an answer. */
export const doneTurn = (overrides: Partial<ChatTurnData> = {}): ChatTurnData => ({
  id: 'turn-1',
  question: 'Orders by status?',
  messages: [],
  thinking: 'Counting the orders by status.',
  toolCalls: [sqlCall()],
  answer: answer('**12** paid, 3 open.'),
  status: 'done',
  usage: {
    models: ['model-a'],
    llmCalls: 2,
    inputTokens: 100,
    outputTokens: 20,
    cacheWriteTokens: 0,
    cacheReadTokens: 0,
    totalTokens: 120,
  },
  error: undefined,
  abortedBy: undefined,
  ...overrides,
});
