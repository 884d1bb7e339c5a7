/// <reference types="node" />
/**
 * The thread of the fake chat server's `__state__` line, in each shape the service documents:
 * LangChain-serialized messages (the service's own), messages shaped like stream lines, or an
 * empty list — and the usage frame that ends every stream.
 *
 * @module
 */

import type { ChatUsage } from '../../chat/types.js';
import type { FakeChatMessage } from './chat-answer.js';

/**
 * The shape of `state.messages` in the fake chat server's `__state__` lines:
 * - `'langchain'` (default, as the service's reference shows): LangChain-serialized messages —
 *   `HumanMessage` (no id), `AIMessage` (the message's id; its tool calls as `tool_calls`),
 *   `ToolMessage` (the result of a call, by `tool_call_id`);
 * - `'lines'`: the thread's messages shaped like stream lines (every field, `sort` included);
 * - `'empty'`: `[]` (as the reference's OpenAPI example).
 */
export type FakeChatStateShape = 'langchain' | 'lines' | 'empty';

/** A LangChain-serialized message of class `kind` (`langchain_core.messages.<kind>`). */
const serialized = (kind: string, kwargs: Record<string, unknown>) => ({
  lc: 1,
  type: 'constructor',
  id: ['langchain_core', 'messages', kind],
  kwargs,
});

/** JSON text parsed, or the text when it does not parse. */
function parsed(text: string | undefined): unknown {
  if (text === undefined) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The thread as LangChain-serialized messages, in order: a user message as a `HumanMessage`
 * without id (as the reference's example has it); each tool call as an `AIMessage` whose
 * `tool_calls` holds it (the call's id, name and parsed input), then its `ToolMessage` once it
 * has a result (`status: 'error'` when the result is `{ error }`); any other assistant message
 * with text as an `AIMessage` with its id and content (a `thinking` part, then a `text` part,
 * when it has thinking).
 */
export function langChainMessages(messages: readonly FakeChatMessage[]): unknown[] {
  const serializedMessages: unknown[] = [];
  for (const message of messages) {
    if (message.role === 'user')
      serializedMessages.push(serialized('HumanMessage', { content: message.content ?? '' }));
    else if (message.toolCall) {
      const { name, input, result } = message.toolCall;
      serializedMessages.push(
        serialized('AIMessage', {
          content: '',
          tool_calls: [{ id: message.id, name, args: parsed(input), type: 'tool_call' }],
        }),
      );
      if (result === undefined) continue;
      const failed = (parsed(result) as { error?: unknown } | null)?.error !== undefined;
      serializedMessages.push(
        serialized('ToolMessage', {
          content: result,
          tool_call_id: message.id,
          name,
          ...(failed ? { status: 'error' } : {}),
        }),
      );
    } else if (message.content) {
      // The reasoning, when there is some, as a part of its own before the text (as models that think serialize it).
      const content = message.thinking
        ? [
            { type: 'thinking', thinking: message.thinking },
            { type: 'text', text: message.content },
          ]
        : message.content;
      serializedMessages.push(serialized('AIMessage', { id: message.id, content }));
    }
  }
  return serializedMessages;
}

/** `state.messages` of a `__state__` line, in `shape`, from the thread in `sort` order. */
export function stateMessages(messages: readonly FakeChatMessage[], shape: FakeChatStateShape): unknown[] {
  if (shape === 'empty') return [];
  if (shape === 'lines') return messages.map((message) => ({ ...message }));
  return langChainMessages(messages);
}

/** The model the fake server says it used. */
export const FAKE_CHAT_MODEL = 'fake-analyst-model';

/**
 * The usage of a request, as the fake counts it: one model call for the answer and one per tool
 * call it streamed, four characters a token. A request answered without a model (a thread read,
 * a refusal) used nothing: every count 0, no model.
 */
export function usageOf(streamed: readonly FakeChatMessage[], input: string | undefined): ChatUsage {
  const calls = streamed.filter((message) => message.toolCall?.result !== undefined).length;
  const text = streamed.reduce(
    (length, message) => length + (message.content?.length ?? 0) + (message.thinking?.length ?? 0),
    0,
  );
  if (streamed.length === 0)
    return {
      models: [],
      llmCalls: 0,
      inputTokens: 0,
      outputTokens: 0,
      cacheWriteTokens: 0,
      cacheReadTokens: 0,
      totalTokens: 0,
    };
  const llmCalls = 1 + calls;
  const inputTokens = llmCalls * 800 + Math.ceil((input?.length ?? 0) / 4);
  const outputTokens = Math.ceil(text / 4);
  const cacheReadTokens = (llmCalls - 1) * 600;
  return {
    models: [FAKE_CHAT_MODEL],
    llmCalls,
    inputTokens,
    outputTokens,
    cacheWriteTokens: 0,
    cacheReadTokens,
    totalTokens: inputTokens + outputTokens + cacheReadTokens,
  };
}

/** The `__usage__` frame: always the last line of a stream. */
export const usageLine = (usage: ChatUsage) => ({ id: '__usage__', type: 'usage', usage });
