/**
 * Type tests for `<ChatTurn>` and `<ChatThread>` (checked by `tsc` in `npm run typecheck`): a
 * turn of the contract's shape fits `ChatTurnData` (more fields allowed), a chat with turns fits
 * `ChatThreadChat`, vega-embed's default export fits `vegaEmbed`, and wrong props do not compile.
 */
import type { ComponentProps } from 'react';
import type vegaEmbed from 'vega-embed';
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiError, ChatMessage, ChatRunStatus, ChatUsage, ToolCall } from '../../src/chat/index.js';
import type { ChatThread, ChatThreadChat, ChatThreadProps, ChatTurn, ChatTurnData, ChatTurnProps, ChatVegaEmbed, UseChatResult } from '../../src/react/index.js';

/** The bodies only need to compile: vitest lists them without running them. */
const typeOnly = (body: () => void): void => void body;

/** A turn as the contract writes it (API.md, "Chat answers, shown"). */
interface ContractTurn {
  id: string;
  question: ChatMessage;
  messages: ChatMessage[];
  thinking: string | undefined;
  toolCalls: ToolCall[];
  answer: ChatMessage | undefined;
  status: ChatRunStatus | 'loading';
  usage: ChatUsage | undefined;
  error: ApiError | undefined;
  abortedBy: string | undefined;
}

describe('<ChatTurn> and <ChatThread> props', () => {
  it('a turn of the contract fits ChatTurnData, and one of text questions too', () => {
    expectTypeOf<ContractTurn>().toExtend<ChatTurnData>();
    expectTypeOf<Omit<ContractTurn, 'question'> & { question: string }>().toExtend<ChatTurnData>();
    expectTypeOf<ComponentProps<typeof ChatTurn>>().toEqualTypeOf<ChatTurnProps>();
    expectTypeOf<ChatTurnProps['turn']>().toEqualTypeOf<ChatTurnData>();
  });

  it("useChat's result with turns fits ChatThreadChat", () => {
    expectTypeOf<Omit<UseChatResult, 'turns'> & { turns: readonly ContractTurn[] }>().toExtend<ChatThreadChat>();
    expectTypeOf<ComponentProps<typeof ChatThread>>().toEqualTypeOf<ChatThreadProps>();
    expectTypeOf<ChatThreadChat['status']>().toEqualTypeOf<'idle' | 'loading' | ChatRunStatus>();
  });

  it("vega-embed's default export fits vegaEmbed", () => {
    expectTypeOf<typeof vegaEmbed>().toExtend<ChatVegaEmbed>();
    expectTypeOf<ChatTurnProps['vegaEmbed']>().toEqualTypeOf<ChatVegaEmbed | undefined>();
  });

  it('wrong props do not compile', () =>
    typeOnly(() => {
      const turn = {} as ChatTurnData;
      const chat = {} as ChatThreadChat;
      // @ts-expect-error a turn is required
      const noTurn: ChatTurnProps = {};
      // @ts-expect-error a status outside the run's
      const badStatus: ChatTurnData = { ...turn, status: 'thinking' };
      // @ts-expect-error vegaEmbed is vega-embed's function, not its options
      const badEmbed: ChatTurnProps = { turn, vegaEmbed: { actions: false } };
      // @ts-expect-error the chat must have turns
      const noTurns: ChatThreadProps = { chat: { status: chat.status, send: chat.send, stop: chat.stop } };
      // @ts-expect-error no such prop
      const unknown: ChatThreadProps = { chat, onSend: () => undefined };
      void [noTurn, badStatus, badEmbed, noTurns, unknown];
    }));
});
