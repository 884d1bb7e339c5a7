/**
 * The thread a `__state__` line carries (spec 2.5, the reference), read from each documented
 * shape of `state.messages` — an empty array; messages shaped like stream lines; LangChain-
 * serialized messages — or from the JSON text of one, into thread messages. Lenient by design:
 * the stream already carried the answer, and this only adds to it, so an item of an unknown
 * shape is skipped, never fatal.
 *
 * @module
 * @internal
 */

import { parseJson } from '../http/json.js';
import { isRecord } from '../internal/is-record.js';
import { isSpecialId } from './rules.js';
import type { ChatMessage } from './types.js';
import { validateChatStreamMessage } from './validate.js';

/**
 * A LangChain-serialized message: `{ lc: 1, type: 'constructor', id: [..., '<class>'], kwargs }`,
 * the class's last name saying what it is (`HumanMessage`, `AIMessage`, `AIMessageChunk`,
 * `ToolMessage`, `SystemMessage`…).
 */
interface LangChainMessage {
  lc: number;
  type: 'constructor';
  id: readonly string[];
  kwargs: Record<string, unknown>;
}

const isLangChainMessage = (item: unknown): item is LangChainMessage =>
  isRecord(item) &&
  item.type === 'constructor' &&
  item.lc !== undefined &&
  Array.isArray(item.id) &&
  isRecord(item.kwargs);

/** The text (or the thinking) of LangChain `content`: a string is text; of an array, its `text` (or `thinking`) parts (other parts — images, tool use — left out). */
function textOf(content: unknown, kind: 'text' | 'thinking' = 'text'): string | undefined {
  if (typeof content === 'string') return kind === 'text' ? content : undefined;
  if (!Array.isArray(content)) return undefined;
  let text: string | undefined;
  for (const part of content) {
    const piece =
      typeof part === 'string' && kind === 'text'
        ? part
        : isRecord(part) && part.type === kind
          ? part[kind]
          : undefined;
    if (typeof piece === 'string') text = (text ?? '') + piece;
  }
  return text;
}

/** JSON text of a tool's arguments or result, as the stream carries them (a string stays as it is). */
const jsonText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value ?? {}) ?? '{}');

/**
 * Thread messages from LangChain messages, in order. Human → a `user` message; AI → an
 * `assistant` message with its text (and thinking), then one tool-call message per entry of its
 * `tool_calls` (id, `toolCall.name`, `toolCall.input` the arguments' JSON); Tool → the `result`
 * of the call it answers (`tool_call_id`), `{"error": …}` when its `status` is `error`. System
 * messages (the agent's instructions) and other classes are left out. A message without an id
 * gets `state-<index>`, stable for the same state. An AI message that ends its turn (text, no
 * tool calls, the last before the next human message) gets `graphPath: ['final']`, as the stream
 * marks the final answer, and `isInProcess: false`: the state holds it as stored, so a streamed
 * copy cut before its last line (a dropped connection) is no longer taken for one in progress.
 */
function fromLangChain(items: readonly LangChainMessage[], offset: number): ChatMessage[] {
  const messages: ChatMessage[] = [];
  const calls = new Map<string, ChatMessage>();
  /** The AI message with text that is the last of the current turn so far. */
  let closing: ChatMessage | undefined;
  const endTurn = () => {
    // A stored answer is complete: a streamed copy of it still marked in process is corrected.
    if (closing) Object.assign(closing, { graphPath: ['final'], isInProcess: false });
    closing = undefined;
  };
  items.forEach((item, index) => {
    const kind = item.id[item.id.length - 1];
    const { kwargs } = item;
    const id = typeof kwargs.id === 'string' && kwargs.id !== '' ? kwargs.id : `state-${offset + index}`;
    if (kind === 'HumanMessage' || kind === 'HumanMessageChunk') {
      endTurn();
      messages.push({ id, role: 'user', content: textOf(kwargs.content) ?? '' });
    } else if (kind === 'AIMessage' || kind === 'AIMessageChunk') {
      const content = textOf(kwargs.content);
      const thinking = textOf(kwargs.content, 'thinking');
      const toolCalls = Array.isArray(kwargs.tool_calls) ? kwargs.tool_calls.filter(isRecord) : [];
      if (content || thinking) {
        const message: ChatMessage = { id, role: 'assistant', content: content ?? '' };
        if (thinking) message.thinking = thinking;
        messages.push(message);
        closing = toolCalls.length === 0 && content ? message : undefined;
      }
      for (const call of toolCalls) {
        if (typeof call.id !== 'string' || typeof call.name !== 'string') continue;
        const message: ChatMessage = {
          id: call.id,
          role: 'assistant',
          toolCall: { name: call.name, input: jsonText(call.args) },
        };
        calls.set(call.id, message);
        messages.push(message);
        closing = undefined;
      }
    } else if (kind === 'ToolMessage' || kind === 'ToolMessageChunk') {
      const callId = typeof kwargs.tool_call_id === 'string' ? kwargs.tool_call_id : id;
      const text = textOf(kwargs.content) ?? jsonText(kwargs.content);
      const result = kwargs.status === 'error' && !/^\s*\{/.test(text) ? JSON.stringify({ error: text }) : text;
      const call = calls.get(callId);
      if (call?.toolCall) call.toolCall = { ...call.toolCall, result };
      else
        messages.push({
          id: callId,
          role: 'assistant',
          toolCall: { name: typeof kwargs.name === 'string' ? kwargs.name : 'unknown', result },
        });
    }
  });
  endTurn();
  return messages;
}

/**
 * The messages of a `__state__` line's `state.messages`, in the order the service gave them,
 * one per id (a later item's fields replacing an earlier one's):
 * LangChain-serialized messages mapped (see {@link fromLangChain}), stream-line messages as they
 * are (without `state`), special ids and items of an unknown shape — or of a known shape with a
 * field of the wrong type — skipped. `state.messages` may be the JSON text of the array; anything
 * that is not an array (or its text) holds no message.
 */
export function messagesOfState(value: unknown): ChatMessage[] {
  let items = value;
  if (typeof items === 'string') {
    try {
      items = parseJson(items);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(items)) return [];
  const messages: ChatMessage[] = [];
  let run: LangChainMessage[] = [];
  /** Where the pending run of LangChain messages started, for the ids of those without one. */
  let runStart = 0;
  const flush = () => {
    if (run.length > 0) messages.push(...fromLangChain(run, runStart));
    run = [];
  };
  items.forEach((item: unknown, index) => {
    if (isLangChainMessage(item)) {
      if (run.length === 0) runStart = index;
      run.push(item);
      return;
    }
    flush();
    let line: ReturnType<typeof validateChatStreamMessage>;
    try {
      line = validateChatStreamMessage(item);
    } catch {
      return;
    }
    if (isSpecialId(line.id)) return;
    const { state: _state, ...message } = line;
    messages.push(message);
  });
  flush();
  return once(messages);
}

/** The messages with one entry per id: a later item's present fields replace an earlier one's, at the earlier one's place. */
function once(messages: ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, number>();
  const unique: ChatMessage[] = [];
  for (const message of messages) {
    const index = byId.get(message.id);
    if (index === undefined) byId.set(message.id, unique.push(message) - 1);
    else {
      const merged: ChatMessage = { ...unique[index]! };
      for (const [key, value] of Object.entries(message)) if (value !== undefined) merged[key] = value;
      unique[index] = merged;
    }
  }
  return unique;
}
