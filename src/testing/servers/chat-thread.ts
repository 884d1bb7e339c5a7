/**
 * A thread of the fake chat service: its messages merged with the SDK's own merge
 * (`mergeMessageLine`, the rule every client of this package applies to a message line), so that the thread the
 * fake keeps — and states in `__state__` — is the thread the client it tests builds; and the
 * special lines that speak of a thread (`__cutoff__`, `__state__`).
 *
 * @module
 */

import { mergeMessageLine } from '../../chat/merge-line.js';
import { isSpecialId, SPECIAL_ID } from '../../chat/rules.js';
import type { ChatMessage, ChatStreamMessage } from '../../chat/types.js';
import { copyMessage, type FakeChatMessage } from './chat-answer.js';
import { type FakeChatStateShape, stateMessages } from './chat-state.js';

/** A thread as the server holds it (a copy: changing it changes nothing). */
export interface FakeChatThread {
  /** The thread's id. */
  chatId: string;
  /** Its user: `external:<externalId>` or `internal:<internalId>`. */
  owner: string;
  /** Whether an answer is streaming now. */
  isStreaming: boolean;
  /** The user message whose answer is streaming, while one is. */
  activeMessageId?: string;
  /** The user message whose answer is suspended (see {@link FakeChatServer.suspendNextStreamAfter}), until it is resumed or another message ends it. */
  suspendedMessageId?: string;
  /** The thread so far, merged as a client merges it, in `sort` order. */
  messages: FakeChatMessage[];
}

/** What a thread knows of the answer streaming into it, or suspended in it. */
export interface ThreadAnswer {
  /** The user message the answer is for. */
  readonly messageId: string;
}

/** A thread as the service holds it: its messages, the next `sort`, its answers. */
export class ServiceThread<Answer extends ThreadAnswer = ThreadAnswer> {
  /** The thread so far, in `sort` order, as the client's merge builds it. */
  messages: FakeChatMessage[] = [];
  /** The `sort` of the next line (0 is `__cutoff__`'s). */
  nextSort = 1;
  /** The answer streaming now, if any. */
  active: Answer | undefined;
  /** The answer a suspension paused, waiting to be resumed. */
  suspended: Answer | undefined;

  constructor(
    readonly chatId: string,
    readonly owner: string,
  ) {}

  /** The `sort` for the next line, taken. */
  takeSort(): number {
    const sort = this.nextSort;
    this.nextSort += 1;
    return sort;
  }

  /** Merges one stream line in, with the SDK's merge (see the module). */
  merge(line: FakeChatMessage): void {
    // The fake writes no `__state__` line into a thread: a frame changes no message.
    if (isSpecialId(line.id)) return;
    this.messages = mergeMessageLine(
      this.messages as unknown as ChatMessage[],
      line as unknown as ChatStreamMessage,
    ) as unknown as FakeChatMessage[];
  }

  /** Marks what was still being written as no longer in process (an answer stopped short). */
  settle(): void {
    this.messages = this.messages.map((message) =>
      message.isInProcess ? { ...message, isInProcess: false } : message,
    );
  }

  /** Whether the thread holds a user message of this id: answered already. */
  hasUserMessage(messageId: string): boolean {
    return this.messages.some((message) => message.id === messageId && message.role === 'user');
  }

  /** How many user messages the thread holds. */
  get turns(): number {
    return this.messages.filter((message) => message.role === 'user').length;
  }

  /** The `__cutoff__` line of a stream of this thread. */
  cutoff(isStreaming: boolean): FakeChatMessage {
    const suspended = this.suspended && { suspended: { messageId: this.suspended.messageId } };
    return {
      id: SPECIAL_ID.cutoff,
      role: 'assistant',
      sort: 0,
      state: { isStreaming, chatId: this.chatId, ...suspended },
    };
  }

  /** The `__state__` line: the thread in `shape`. */
  stateLine(shape: FakeChatStateShape): unknown {
    return {
      id: SPECIAL_ID.state,
      role: 'assistant',
      isDelta: false,
      sort: this.nextSort,
      state: { messages: stateMessages(sortedCopies(this.messages), shape) },
    };
  }

  /** The thread as a test sees it: a copy that shares nothing with it. */
  snapshot(): FakeChatThread {
    const view: FakeChatThread = {
      chatId: this.chatId,
      owner: this.owner,
      isStreaming: this.active !== undefined,
      messages: sortedCopies(this.messages),
    };
    if (this.active) view.activeMessageId = this.active.messageId;
    if (this.suspended) view.suspendedMessageId = this.suspended.messageId;
    return view;
  }
}

/** Copies of messages, in `sort` order. */
export function sortedCopies(messages: readonly FakeChatMessage[]): FakeChatMessage[] {
  return messages.map(copyMessage).sort((a, b) => a.sort - b.sort);
}
