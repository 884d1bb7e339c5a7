// @vitest-environment happy-dom
/**
 * `<ChatThread>` over a scripted chat (what `useChat` returns): every turn, keyed by its id; the
 * labelled input; Send, disabled while an answer runs, while the history loads and while the
 * input is empty; Stop while an answer connects, streams or reconnects; the chat's error when
 * no turn shows it; a loading notice while the history is read. The renderers are the real
 * `platform-embed/chat/render`, unmocked (nothing here counts their calls). Runs on React
 * 19 and, in the `react-18` project, on React 18.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatThread, type ChatThreadChat, type ChatThreadProps } from '../../src/react/index.js';
import { answer, chatError, doneTurn, stubVegaEmbed } from './chat-ui-fixtures.js';

afterEach(() => {
  cleanup();
});

/** A chat as `useChat` returns it, with `send` and `stop` as spies. */
const chatOf = (fields: Partial<ChatThreadChat> = {}): ChatThreadChat => ({
  turns: [doneTurn()],
  status: 'done',
  error: undefined,
  send: vi.fn(async () => undefined),
  stop: vi.fn(async () => undefined),
  ...fields,
});
const threadOf = (props: ChatThreadProps) => h(ChatThread, props);
const input = () => screen.getByLabelText<HTMLInputElement>('Ask a question');
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });

describe('<ChatThread>', () => {
  it('shows every turn, then the form: a labelled input and Send; it asks, trimmed, and clears the input', () => {
    const chat = chatOf({ turns: [doneTurn(), doneTurn({ id: 'turn-2', question: 'And by region?', toolCalls: [] })] });
    const { container } = render(threadOf({ chat, className: 'assistant', placeholder: 'Revenue by month?' }));
    const thread = container.querySelector<HTMLElement>('.pe-chat-thread.assistant')!;
    expect(thread.dataset.status).toBe('done');
    expect(
      [...thread.querySelectorAll('.pe-chat-turns > .pe-chat-turn .pe-chat-question')].map((node) => node.textContent),
    ).toEqual(['Orders by status?', 'And by region?']);
    expect(input().placeholder).toBe('Revenue by month?');
    expect(input().classList.contains('pe-chat-input')).toBe(true);
    expect(sendButton().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();

    fireEvent.change(input(), { target: { value: '  Orders by month?  ' } });
    expect(sendButton().disabled).toBe(false);
    fireEvent.click(sendButton());
    expect(chat.send).toHaveBeenCalledExactlyOnceWith('Orders by month?');
    expect(input().value).toBe('');
  });

  it.each(['connecting', 'streaming', 'reconnecting'] as const)(
    'while %s: Stop shows and stops, Send is disabled and Enter sends nothing',
    (status) => {
      const chat = chatOf({ status, turns: [doneTurn({ status, answer: undefined })] });
      render(threadOf({ chat }));
      fireEvent.change(input(), { target: { value: 'Another question' } });
      expect(sendButton().disabled).toBe(true);
      fireEvent.submit(input().form!);
      expect(chat.send).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
      expect(chat.stop).toHaveBeenCalledTimes(1);
    },
  );

  it.each(['idle', 'done', 'aborted', 'failed', 'loading'] as const)('when %s: no Stop', (status) => {
    render(threadOf({ chat: chatOf({ status, turns: [] }) }));
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    fireEvent.change(input(), { target: { value: 'A question' } });
    // The history must be there before a question continues the thread.
    expect(sendButton().disabled).toBe(status === 'loading');
  });

  it('shows the chat error as an alert, unless the last turn shows it already', () => {
    const busy = chatError('THREAD_BUSY', 'The thread is answering another question.');
    const { rerender } = render(threadOf({ chat: chatOf({ error: busy }), label: 'Your question' }));
    expect(screen.getByRole('alert').textContent).toBe(busy.message);
    expect(screen.getByLabelText('Your question')).toBeTruthy();
    const failed = chatError('NETWORK', 'The chat service could not be reached.');
    rerender(
      threadOf({
        chat: chatOf({
          status: 'failed',
          error: failed,
          turns: [doneTurn({ status: 'failed', error: failed, answer: undefined })],
        }),
      }),
    );
    expect(screen.getAllByRole('alert').map((node) => node.textContent)).toEqual([failed.message]);
  });

  it('keys turns by id: a new turn leaves the answers of the earlier ones drawn in place', async () => {
    const first = doneTurn({ toolCalls: [] });
    const { rerender, container } = render(threadOf({ chat: chatOf({ turns: [first] }) }));
    const drawnAnswers = () => [...container.querySelectorAll('.pe-chat-answer-text strong')];
    await waitFor(() => expect(drawnAnswers()).toHaveLength(1));
    const [firstDrawn] = drawnAnswers();
    rerender(
      threadOf({
        chat: chatOf({
          status: 'streaming',
          turns: [
            { ...first },
            doneTurn({ id: 'turn-2', toolCalls: [], status: 'streaming', answer: answer('Let **me**') }),
          ],
        }),
      }),
    );
    await waitFor(() => expect(drawnAnswers()).toHaveLength(2));
    // The same node: the first answer was neither re-rendered nor re-created.
    expect(drawnAnswers()[0]).toBe(firstDrawn);
    expect(drawnAnswers()[1]!.textContent).toBe('me');
  });

  it('tells that the conversation loads while the history is read', () => {
    const { container } = render(threadOf({ chat: chatOf({ status: 'loading', turns: [] }) }));
    const notice = container.querySelector<HTMLElement>('.pe-chat-thread > .pe-chat-notice[data-kind="loading"]');
    expect(notice?.textContent).toBe('Loading the conversation…');
    expect(notice?.getAttribute('role')).toBe('status');
  });

  it("hydrates the server's output without a mismatch, then draws the Markdown in place of the plain text", async () => {
    const chat = chatOf({ turns: [doneTurn({ toolCalls: [] })] });
    const element = threadOf({ chat, vegaEmbed: stubVegaEmbed() });
    const host = document.createElement('div');
    host.innerHTML = renderToString(element);
    document.body.append(host);
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(host, element, { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);
    await waitFor(() => expect(host.querySelector('.pe-chat-answer-plain')).toBeNull());
    expect(host.querySelector('.pe-chat-answer-text')?.textContent).toBe('12 paid, 3 open.');
    expect(host.querySelector('.pe-chat-answer-text strong')?.textContent).toBe('12');
    expect(screen.getByLabelText('Ask a question')).toBe(host.querySelector('.pe-chat-input'));
    act(() => root.unmount());
    expect(host.querySelector('.pe-chat-answer-text')).toBeNull();
    host.remove();
  });
});
