/**
 * `platform-embed chat "<question>"`: asks the agent and streams its answer with
 * `platform-embed/chat` — the thinking (dim on a terminal), each tool call as it runs, SQL
 * results as tables, the answer's text as it arrives, then (on a terminal) what it used. Ctrl-C
 * stops the answer at the service (`run.stop()`) and exits 130 — without waiting long for the
 * service's word, and at once on a second Ctrl-C. An answer aborted at the service by someone
 * else exits 1; one the service suspended and could not resume exits 1 saying how to resume it.
 *
 * @module
 * @internal
 */

import { ApiError, type ChatResult, type ChatRun } from '../../chat/index.js';
import { MESSAGE_ID, SUSPENSION_LIFETIME } from '../../chat/rules.js';
import { type ChatView, createChatView } from '../chat-view.js';
import { chatClientOf } from '../clients.js';
import type { CommandContext, CommandSpec } from '../command.js';
import { CliError, EXIT, type ExitCode, oneLine, usageError } from '../exit.js';
import { CHAT_OPTIONS, DEBUG_OPTION, HELP_OPTION, jsonOption } from '../options.js';
import { printableJson, printableLine } from '../printable.js';
import { shellWord } from '../shell-word.js';
import { styleOf } from '../style.js';

/** The rows of a SQL result drawn unless `--max-rows` says otherwise. */
export const DEFAULT_MAX_ROWS = 20;

/**
 * How long Ctrl-C waits for the service to confirm the abort of the answer before exiting
 * anyway. The abort request is bounded by the client's connect timeout (30 s), and a stop that
 * came before the thread was named waits up to 10 s for its name: far too long for a person
 * who pressed Ctrl-C.
 */
export const ABORT_WAIT_MS = 5_000;

/** `--max-rows`: a whole number from 0 to 1000. */
function maxRowsOf(value: unknown): number {
  if (value === undefined) return DEFAULT_MAX_ROWS;
  const rows = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(rows >= 0 && rows <= 1000))
    throw usageError(`--max-rows: expected a whole number from 0 to 1000, got ${JSON.stringify(value)}`);
  return rows;
}

/** `--message-id`: `<epoch ms>-message`, as the chat API requires (checked here, so that a typo is a usage error). */
function messageIdOf(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !MESSAGE_ID.test(value))
    throw usageError(`--message-id: expected an id such as 1732512345678-message, got ${JSON.stringify(value)}`);
  return value;
}

/** How the abort that Ctrl-C asked for went. */
type StopOutcome =
  /** The service confirmed it — or there was no thread to abort (see {@link interruptedMessage}). */
  | { kind: 'stopped' }
  /** The abort request failed. */
  | { kind: 'refused'; error: unknown }
  /** No word from the service within {@link ABORT_WAIT_MS}. */
  | { kind: 'unconfirmed' }
  /** A second Ctrl-C: the person will not wait. */
  | { kind: 'again' };

/** Ctrl-C during an answer, as the command follows it. */
interface Interrupts {
  /** How the stop went, once a Ctrl-C came; undefined while none did. */
  readonly outcome: Promise<StopOutcome> | undefined;
  /** Stops listening, and lets go of the wait's timer. */
  dispose(): void;
}

/**
 * Follows Ctrl-C for a run. The first stops the run and asks the service to abort the answer
 * (`run.stop()`); the wait for the service's word ends after {@link ABORT_WAIT_MS} or at a
 * second Ctrl-C, whichever comes first, so the command line never hangs on an abort. (In a
 * terminal the process also exits by itself at a second SIGINT or SIGTERM, see
 * src/cli/process.ts; this covers every other io `main` runs with, and says why the command
 * ended.)
 */
function followInterrupts(run: ChatRun, context: CommandContext): Interrupts {
  const { io, interrupted } = context;
  // The first Ctrl-C aborts `interrupted` (main listens for it); this counts every one, to know the second.
  let presses = interrupted.aborted ? 1 : 0;
  let pressedAgain: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let outcome: Promise<StopOutcome> | undefined;
  const stopListening = io.onInterrupt(() => {
    presses += 1;
    if (presses > 1) pressedAgain?.();
  });
  const stop = () => {
    const stopped = run.stop().then(
      (): StopOutcome => ({ kind: 'stopped' }),
      (error: unknown): StopOutcome => ({ kind: 'refused', error }),
    );
    const bounded = new Promise<StopOutcome>((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'unconfirmed' }), ABORT_WAIT_MS);
      pressedAgain = () => resolve({ kind: 'again' });
    });
    outcome = Promise.race([stopped, bounded]);
  };
  if (interrupted.aborted) stop();
  else interrupted.addEventListener('abort', stop, { once: true });
  return {
    get outcome() {
      return outcome;
    },
    dispose() {
      interrupted.removeEventListener('abort', stop);
      clearTimeout(timer);
      stopListening();
    },
  };
}

/** The stderr line of an answer stopped by Ctrl-C: whether the service was told, and when it may not have been. */
function interruptedMessage(outcome: StopOutcome, chatId: string | undefined): string {
  const seconds = ABORT_WAIT_MS / 1000;
  // Before `__cutoff__` names the thread there is nothing to abort: the service may finish the answer.
  if (chatId === undefined) {
    const when =
      outcome.kind === 'again'
        ? 'interrupted twice'
        : outcome.kind === 'unconfirmed'
          ? `interrupted, and waited ${seconds} s,`
          : 'interrupted';
    return `${when} before the service named the thread: the answer could not be aborted there`;
  }
  switch (outcome.kind) {
    case 'stopped':
      return 'interrupted: the answer was stopped';
    case 'refused': {
      const { error } = outcome;
      return `interrupted: the answer was stopped (the service could not be told to abort it: ${oneLine(error instanceof Error ? error.message : String(error))})`;
    }
    case 'unconfirmed':
      return `interrupted: stopped reading, but the service did not confirm the abort within ${seconds} s: it may finish the answer`;
    case 'again':
      return 'interrupted twice: stopped without waiting for the service to confirm the abort: it may finish the answer';
  }
}

/**
 * The one line of a run the service suspended (a restart) and that could not be resumed now
 * (`SUSPENDED`): the command that resumes it — the same question, in its thread, with its
 * message id: the request the run itself re-sent — or undefined for any other error.
 */
function suspendedError(error: unknown, run: ChatRun, question: string): CliError | undefined {
  if (!(error instanceof ApiError) || error.code !== 'SUSPENDED') return undefined;
  const frame = error.body as { error?: unknown } | undefined;
  const said = typeof frame?.error === 'string' && frame.error !== '' ? ` (${JSON.stringify(frame.error)})` : '';
  if (run.chatId === undefined)
    return new CliError(EXIT.FAILED, `the service suspended the answer${said} before naming its thread: ask again`, {
      cause: error,
    });
  // The thread's id is the service's text: quoted for the shell, so that pasting the command runs nothing else.
  const command = `platform-embed chat ${shellWord(question)} --chat-id ${shellWord(printableLine(run.chatId))} --message-id ${run.messageId}`;
  return new CliError(
    EXIT.FAILED,
    `the service suspended the answer${said} and it could not be resumed now; resume it within ${SUSPENSION_LIFETIME} with: ${command}`,
    {
      cause: error,
    },
  );
}

/**
 * The `--json` output: the result, with `usage` always there (`null` when the service sent none),
 * so that scripts read one shape; every string of it made printable, as all the service's text.
 */
const jsonOf = (result: ChatResult): string => `${printableJson({ ...result, usage: result.usage ?? null }, 2)}\n`;

/** What the command line asks, checked: the question and the send options, or a usage error. */
function requestOf(context: CommandContext): {
  question: string;
  chatId?: string;
  messageId?: string;
  maxRows: number;
} {
  const { values } = context;
  const question = context.positionals.join(' ').trim();
  if (!question) throw usageError('<question>: expected a question, got ""');
  if (values.thinking === true && values['no-thinking'] === true)
    throw usageError('--thinking and --no-thinking contradict each other: drop one');
  const maxRows = maxRowsOf(values['max-rows']);
  const chatId = values['chat-id'];
  if (chatId === '') throw usageError('--chat-id: expected the id of a thread, got ""');
  const messageId = messageIdOf(values['message-id']);
  return {
    question,
    maxRows,
    ...(typeof chatId === 'string' && { chatId }),
    ...(messageId !== undefined && { messageId }),
  };
}

/** The run's result, its answer shown; a suspended run that cannot be resumed becomes its resume command. */
async function resultOf(run: ChatRun, view: ChatView, question: string): Promise<ChatResult> {
  try {
    return await run.result();
  } catch (error) {
    view.end();
    throw suspendedError(error, run, question) ?? error;
  }
}

/** An aborted answer's exit: by the service (someone stopped it there: exit 1), or by this command's interrupt (130). */
async function abortedError(
  result: ChatResult,
  run: ChatRun,
  interrupts: ReturnType<typeof followInterrupts>,
): Promise<CliError> {
  if (result.abortedBy === 'service') {
    // Someone stopped this answer through the abort endpoint: no answer came, which is no success.
    const { reason } = result;
    return new CliError(
      EXIT.FAILED,
      `the answer was aborted at the service (someone stopped it through the abort endpoint)${reason ? `: ${JSON.stringify(reason)}` : ''}`,
    );
  }
  return new CliError(
    EXIT.INTERRUPTED,
    interruptedMessage((await interrupts.outcome) ?? { kind: 'stopped' }, run.chatId),
  );
}

async function runChat(context: CommandContext): Promise<ExitCode> {
  const { io, values, out } = context;
  const { question, maxRows, ...sendOptions } = requestOf(context);
  const client = chatClientOf(context);
  const json = values.json === true;
  const view = createChatView({
    write: json ? () => undefined : out,
    style: styleOf(io.stdout, io.env),
    // Thinking is for a person watching: on a terminal unless --no-thinking; elsewhere with --thinking.
    thinking: values.thinking === true || (io.stdout.isTTY && values['no-thinking'] !== true),
    maxRows,
  });
  const run = client.send(question, sendOptions);
  run.on('delta', ({ id, content, thinking }) => {
    if (thinking) view.thinking(thinking);
    if (content) view.content(id, content);
  });
  run.on('tool-call', (call) => view.toolCall(call));
  const interrupts = followInterrupts(run, context);
  try {
    const result = await resultOf(run, view, question);
    if (result.status === 'aborted') {
      view.end();
      if (json) out(jsonOf(result));
      throw await abortedError(result, run, interrupts);
    }
    view.answer(result.answer);
    // Piped output is the answer alone, for whatever reads it; a person at a terminal sees the cost.
    if (io.stdout.isTTY && result.usage) view.usage(result.usage);
    view.end();
    if (json) out(jsonOf(result));
    return EXIT.OK;
  } finally {
    interrupts.dispose();
  }
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
    'On a terminal, a dim line after the answer says what it used: tokens (in, out, cached), model calls and models. Piped output is the answer alone; --json has the usage.',
    'Authenticate with a deployment token (PLATFORM_CHAT_TOKEN), or an API key (PLATFORM_API_KEY) with the user it asks as (PLATFORM_EXTERNAL_ID).',
    `Ctrl-C (or SIGTERM) aborts the answer at the service (exit 130), waiting at most ${ABORT_WAIT_MS / 1000} s for it to confirm; a second Ctrl-C exits at once. An answer someone aborted at the service exits 1. An answer the service suspended (a restart) is resumed by itself; when it cannot be, the command exits 1 and prints the command that resumes it (--chat-id and --message-id).`,
  ],
  options: {
    'chat-id': { type: 'string', value: '<id>', description: 'continue this thread (its id is in the --json output)' },
    'message-id': {
      type: 'string',
      value: '<id>',
      description:
        "the question's id (<epoch ms>-message; default: one made from the clock); the same question with the same --chat-id and --message-id resumes a suspended answer",
    },
    'max-rows': {
      type: 'string',
      value: '<n>',
      description: `the most rows of a SQL result shown; default ${DEFAULT_MAX_ROWS}`,
    },
    thinking: { type: 'boolean', description: "show the agent's thinking even when not on a terminal" },
    'no-thinking': { type: 'boolean', description: "never show the agent's thinking" },
    ...CHAT_OPTIONS,
    ...jsonOption(
      'print only the result object as JSON once the answer is complete: chatId, messageId, status, messages, answer, toolCalls, and usage (models, llmCalls and token counts; null when the service sent none)',
    ),
    ...DEBUG_OPTION,
    ...HELP_OPTION,
  },
  examples: [
    'platform-embed chat "Which region grew fastest?"',
    'platform-embed chat "And last year?" --chat-id <id> --json',
  ],
  run: runChat,
};
