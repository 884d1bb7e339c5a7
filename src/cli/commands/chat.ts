/**
 * `platform-embed chat "<question>"`: asks the agent and streams its answer with
 * `platform-embed/chat` — the thinking (dim on a terminal), each tool call as it runs, SQL
 * results as tables, the answer's text as it arrives. Ctrl-C stops the answer at the service
 * (`run.stop()`) and exits 130.
 *
 * @module
 * @internal
 */

import type { ChatResult } from '../../chat/index.js';
import { createChatView } from '../chat-view.js';
import { chatClientOf } from '../clients.js';
import type { CommandContext, CommandSpec } from '../command.js';
import { CliError, EXIT, type ExitCode, oneLine, usageError } from '../exit.js';
import { CHAT_OPTIONS, DEBUG_OPTION, HELP_OPTION, jsonOption } from '../options.js';
import { styleOf } from '../style.js';

/** The rows of a SQL result drawn unless `--max-rows` says otherwise. */
export const DEFAULT_MAX_ROWS = 20;

/** `--max-rows`: a whole number from 0 to 1000. */
function maxRowsOf(value: unknown): number {
  if (value === undefined) return DEFAULT_MAX_ROWS;
  const rows = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(rows >= 0 && rows <= 1000)) throw usageError(`--max-rows: expected a whole number from 0 to 1000, got ${JSON.stringify(value)}`);
  return rows;
}

async function runChat(context: CommandContext): Promise<ExitCode> {
  const { io, values, out, interrupted } = context;
  const question = context.positionals.join(' ').trim();
  if (!question) throw usageError('<question>: expected a question, got ""');
  if (values.thinking === true && values['no-thinking'] === true) throw usageError('--thinking and --no-thinking contradict each other: drop one');
  const maxRows = maxRowsOf(values['max-rows']);
  const chatId = values['chat-id'];
  if (chatId === '') throw usageError('--chat-id: expected the id of a thread, got ""');
  const client = chatClientOf(context);

  const json = values.json === true;
  const view = createChatView({
    write: json ? () => undefined : out,
    style: styleOf(io.stdout, io.env),
    // Thinking is for a person watching: on a terminal unless --no-thinking; elsewhere with --thinking.
    thinking: values.thinking === true || (io.stdout.isTTY && values['no-thinking'] !== true),
    maxRows,
  });
  const run = client.send(question, typeof chatId === 'string' ? { chatId } : {});
  run.on('delta', ({ id, content, thinking }) => {
    if (thinking) view.thinking(thinking);
    if (content) view.content(id, content);
  });
  run.on('tool-call', (call) => view.toolCall(call));

  // Ctrl-C: stop reading, and ask the service to abort the answer.
  let stopping: Promise<unknown> | undefined;
  const stop = () => {
    stopping = run.stop().then(
      () => undefined,
      (error: unknown) => error,
    );
  };
  if (interrupted.aborted) stop();
  else interrupted.addEventListener('abort', stop, { once: true });
  let result: ChatResult;
  try {
    result = await run.result();
  } catch (error) {
    view.end();
    throw error;
  } finally {
    interrupted.removeEventListener('abort', stop);
  }
  if (result.status === 'aborted') {
    const failure = await stopping;
    view.end();
    if (json) out(`${JSON.stringify(result, null, 2)}\n`);
    // Before `__cutoff__` names the thread there is nothing to abort: the service may finish the answer.
    if (result.chatId === undefined) throw new CliError(EXIT.INTERRUPTED, 'interrupted before the service named the thread: the answer could not be aborted there');
    const told = failure === undefined ? '' : ` (the service could not be told to abort it: ${oneLine(failure instanceof Error ? failure.message : String(failure))})`;
    throw new CliError(EXIT.INTERRUPTED, `interrupted: the answer was stopped${told}`);
  }
  view.answer(result.answer);
  view.end();
  if (json) out(`${JSON.stringify(result, null, 2)}\n`);
  return EXIT.OK;
}

/** `platform-embed chat "<question>"`. */
export const CHAT_COMMAND: CommandSpec = {
  name: 'chat',
  args: '"<question>"',
  positionals: { min: 1, max: Number.POSITIVE_INFINITY },
  summary: 'ask the agent a question; streams the answer, its tool calls and SQL results',
  description: [
    "Asks the agent and streams its answer: each tool call as it runs, SQL results as tables (at most --max-rows rows, then '… n more rows'), and the answer's text as it arrives.",
    "The agent's thinking is shown dim on a terminal (--no-thinking hides it) and left out elsewhere (--thinking shows it).",
    'Authenticate with a deployment token (PLATFORM_CHAT_TOKEN), or an API key (PLATFORM_API_KEY) with the user it asks as (PLATFORM_EXTERNAL_ID). Ctrl-C aborts the answer (exit 130).',
  ],
  options: {
    'chat-id': { type: 'string', value: '<id>', description: 'continue this thread (its id is in the --json output)' },
    'max-rows': { type: 'string', value: '<n>', description: `the most rows of a SQL result shown; default ${DEFAULT_MAX_ROWS}` },
    thinking: { type: 'boolean', description: "show the agent's thinking even when not on a terminal" },
    'no-thinking': { type: 'boolean', description: "never show the agent's thinking" },
    ...CHAT_OPTIONS,
    ...jsonOption('print only the result object as JSON once the answer is complete: chatId, messageId, status, messages, answer, toolCalls'),
    ...DEBUG_OPTION,
    ...HELP_OPTION,
  },
  examples: ['platform-embed chat "Which region grew fastest?"', 'platform-embed chat "And last year?" --chat-id <id> --json'],
  run: runChat,
};
