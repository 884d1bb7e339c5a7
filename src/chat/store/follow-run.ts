/**
 * Following a run for the chat store: its events that change what is shown, its tool calls, its
 * end — and the memory of a running answer per thread, so that a later store re-attaches to it.
 *
 * @module
 * @internal
 */

import type { ApiError } from '../../http/api-error.js';
import type { ChatResult, ChatRun } from '../run.js';
import type { ToolCall } from '../types.js';
import { forgetAnswer, rememberAnswer } from './remembered-answers.js';

/** The events of a run after which what it shows may have changed (`tool-call` aside); shown at the next frame. */
const STREAM_EVENTS = ['thread', 'message', 'answer', 'usage', 'reconnect', 'suspended'] as const;

/** What the store is told of a run it follows. */
export interface RunFollower {
  /** Something shown may have changed. */
  changed(): void;
  /** A tool call started or ended. */
  toolCall(call: ToolCall): void;
  /** The run ended: well (`result`), or failed (`error`). */
  ended(result: ChatResult | undefined, error: ApiError | undefined): void;
}

/** Listens to `run` for `follower`, and remembers the answer while it runs in a known thread; returns the unsubscribe functions. */
export function followRun(run: ChatRun, follower: RunFollower): Array<() => void> {
  const isRunning = () => run.status !== 'done' && run.status !== 'aborted' && run.status !== 'failed';
  const remember = () => {
    if (run.chatId !== undefined && isRunning()) rememberAnswer(run.chatId, run.messageId);
  };
  const offs = STREAM_EVENTS.map((event) => run.on(event, follower.changed));
  offs.push(
    run.on('tool-call', follower.toolCall),
    run.on('thread', remember),
    run.on('end', (result) => {
      if (run.chatId !== undefined) forgetAnswer(run.chatId, run.messageId);
      follower.ended(result, undefined);
    }),
    run.on('error', (error) => {
      // A suspended answer can still be resumed: a later store re-attaches to it.
      if (run.chatId !== undefined && error.code !== 'SUSPENDED') forgetAnswer(run.chatId, run.messageId);
      follower.ended(undefined, error);
    }),
  );
  remember();
  return offs;
}
