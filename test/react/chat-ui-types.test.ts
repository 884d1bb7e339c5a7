/**
 * Type tests of the props of `<ChatTurn>` and `<ChatThread>` (src/react/chat-ui-types.ts;
 * checked by `tsc` in `npm run typecheck`): the turn they show is the chat store's own
 * `ChatTurn`, the chat is `useChat`'s result (or a store's snapshot with its calls), vega-embed's
 * default export fits `vegaEmbed`, and wrong props do not compile.
 */
import type { ComponentProps } from 'react';
import type vegaEmbed from 'vega-embed';
import { describe, expectTypeOf, it } from 'vitest';
import type { ChatStoreActions, ChatStoreSnapshot, ChatTurn as StoreTurn } from '../../src/chat/index.js';
import type { VegaEmbed } from '../../src/chat/render/index.js';
import type {
  ChatThread,
  ChatThreadChat,
  ChatThreadProps,
  ChatTurn,
  ChatTurnData,
  ChatTurnProps,
  UseChatResult,
} from '../../src/react/index.js';

/** The bodies only need to compile: vitest lists them without running them. */
const typeOnly = (body: () => void): void => void body;

describe('<ChatTurn> and <ChatThread> props', () => {
  it("a turn is the store's ChatTurn, one type", () => {
    expectTypeOf<ChatTurnData>().toEqualTypeOf<StoreTurn>();
    expectTypeOf<ComponentProps<typeof ChatTurn>>().toEqualTypeOf<ChatTurnProps>();
    expectTypeOf<ChatTurnProps['turn']>().toEqualTypeOf<StoreTurn>();
  });

  it("useChat's result, and a chat store's snapshot with its calls, fit ChatThreadChat", () => {
    expectTypeOf<UseChatResult>().toExtend<ChatThreadChat>();
    expectTypeOf<ChatStoreSnapshot & ChatStoreActions>().toExtend<ChatThreadChat>();
    expectTypeOf<ChatThreadChat['turns']>().toEqualTypeOf<UseChatResult['turns']>();
    expectTypeOf<ComponentProps<typeof ChatThread>>().toEqualTypeOf<ChatThreadProps>();
    expectTypeOf<ChatThreadChat['status']>().toEqualTypeOf<UseChatResult['status']>();
  });

  it("vega-embed's default export fits vegaEmbed, the chart renderer's own type", () => {
    expectTypeOf<typeof vegaEmbed>().toExtend<VegaEmbed>();
    expectTypeOf<ChatTurnProps['vegaEmbed']>().toEqualTypeOf<VegaEmbed | undefined>();
    expectTypeOf<ChatThreadProps['vegaEmbed']>().toEqualTypeOf<VegaEmbed | undefined>();
  });

  it('wrong props do not compile', () =>
    typeOnly(() => {
      const turn = {} as ChatTurnData;
      const chat = {} as ChatThreadChat;
      // @ts-expect-error a turn is required
      const noTurn: ChatTurnProps = {};
      // @ts-expect-error a status outside the run's (a turn is never loading: the thread is)
      const badStatus: ChatTurnData = { ...turn, status: 'loading' };
      // @ts-expect-error vegaEmbed is vega-embed's function, not its options
      const badEmbed: ChatTurnProps = { turn, vegaEmbed: { actions: false } };
      // @ts-expect-error the chat must have turns
      const noTurns: ChatThreadProps = { chat: { status: chat.status, send: chat.send, stop: chat.stop } };
      // @ts-expect-error no such prop
      const unknown: ChatThreadProps = { chat, onSend: () => undefined };
      void [noTurn, badStatus, badEmbed, noTurns, unknown];
    }));
});
