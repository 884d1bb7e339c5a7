'use client';
/**
 * `<ChatThread>`: a whole conversation over `useChat` — every turn, the error, and a form that
 * asks (Send) and stops the running answer (Stop).
 *
 * @module
 */

import { type ChangeEvent, type FormEvent, createElement as h, type ReactElement, useId, useState } from 'react';
import { ChatTurn, classes, isRunning } from './chat-turn.js';
import type { ChatThreadProps } from './chat-ui-types.js';

/**
 * A conversation with the agent, shown and driven: pass it `useChat(…)`'s result. Every turn is a
 * {@link ChatTurn} (keyed by its id); below them, while the thread's history loads, a notice
 * (`pe-chat-notice`, `data-kind="loading"`), an error of the chat that no turn shows
 * (`role="alert"`), then a form: the labelled input (`label`, default "Ask a question"), Send,
 * and — while an answer connects, streams or reconnects — Stop. Send is disabled while an answer
 * runs, while the history loads and while the input is empty; sending clears the input.
 *
 * Unstyled, with stable classes: `pe-chat-thread` (with `data-status`, the chat's status),
 * `pe-chat-turns`, `pe-chat-error`, `pe-chat-form`, `pe-chat-label`, `pe-chat-input`,
 * `pe-chat-send`, `pe-chat-stop`, and those of {@link ChatTurn}. The Markdown and chart code is
 * loaded when the first answer or SQL result shows; server rendering outputs the structure.
 *
 * @example
 * ```tsx
 * 'use client';
 * import vegaEmbed from 'vega-embed';
 * import { ChatThread, useChat } from 'platform-embed/react';
 *
 * export function Assistant() {
 *   const chat = useChat({ url: '/api/chat', auth: { proxy: true } });
 *   return <ChatThread chat={chat} vegaEmbed={vegaEmbed} placeholder="Revenue by month?" className="assistant" />;
 * }
 * ```
 */
export function ChatThread(props: ChatThreadProps): ReactElement {
  const { chat, vegaEmbed, chartConfig, className, label = 'Ask a question', placeholder } = props;
  const [question, setQuestion] = useState('');
  const inputId = useId();
  const running = isRunning(chat.status);
  const waiting = running || chat.status === 'loading';
  const lastTurn = chat.turns[chat.turns.length - 1];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = question.trim();
    if (waiting || text === '') return;
    setQuestion('');
    void chat.send(text);
  };
  const turns = chat.turns.map((turn) => h(ChatTurn, { key: turn.id, turn, vegaEmbed, chartConfig }));
  // A failed answer shows its error in its turn; this is for the others (a busy thread, a stop refused).
  const error =
    chat.error !== undefined && chat.error !== lastTurn?.error
      ? h('p', { className: 'pe-chat-error', role: 'alert' }, chat.error.message)
      : null;
  return h(
    'div',
    { className: classes('pe-chat-thread', className), 'data-status': chat.status },
    h('div', { className: 'pe-chat-turns' }, turns),
    chat.status === 'loading'
      ? h('p', { className: 'pe-chat-notice', 'data-kind': 'loading', role: 'status' }, 'Loading the conversation…')
      : null,
    error,
    h(
      'form',
      { className: 'pe-chat-form', onSubmit: submit },
      h('label', { className: 'pe-chat-label', htmlFor: inputId }, label),
      h('input', {
        id: inputId,
        className: 'pe-chat-input',
        type: 'text',
        name: 'question',
        autoComplete: 'off',
        value: question,
        placeholder,
        onChange: (event: ChangeEvent<HTMLInputElement>) => setQuestion(event.target.value),
      }),
      h('button', { type: 'submit', className: 'pe-chat-send', disabled: waiting || question.trim() === '' }, 'Send'),
      running
        ? h('button', { type: 'button', className: 'pe-chat-stop', onClick: () => void chat.stop() }, 'Stop')
        : null,
    ),
  );
}
