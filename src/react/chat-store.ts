/**
 * The store behind `useChat`: the chat store of `platform-embed/chat` (src/chat/store), read by
 * `useSyncExternalStore`, with what React adds — the snapshot of a server render, a start at the
 * component's mount and a let-go a microtask after its unmount (StrictMode's unmount and mount
 * again keep the answer), and the chat client's code loaded only then, apart from the React entry.
 *
 * @module
 * @internal
 */

import type { ChatClient, ChatClientOptions } from '../chat/client.js';
import { initialSnapshot } from '../chat/store/snapshot.js';
import { ConversationStore } from '../chat/store/store.js';
import type { ChatStoreSnapshot } from '../chat/store/types.js';
import type { UseChatOptions } from './chat-types.js';

/** What a component shows: `useChat`'s result without its calls. Replaced whole on every change, never mutated. */
export type ChatView = ChatStoreSnapshot;

/** `createChatClient`, loaded when a component first needs it: the React entry does not carry the chat client. */
const loadChatClient = () => import('../chat/client.js').then((module) => module.createChatClient);

/** See the module's documentation. Its methods are bound: they are handed to React and to the app as they are. */
export class ChatStore extends ConversationStore {
  /** The view of a server render, and of the first render in the browser (hydration). */
  readonly initial: ChatView;
  /** Whether a component shows the store: from its effect to that effect's cleanup. */
  #mounted = false;
  /**
   * Why the chat client's code could not be loaded (a chunk the network did not deliver): thrown
   * to the nearest error boundary by the hook, as `React.lazy` does.
   */
  loadFailure: unknown;

  constructor(options: UseChatOptions) {
    const { client, chatId, ...clientOptions } = options;
    // Made from the options of the first render, once, when a component first needs it.
    super(client ?? (() => this.#loadClient(clientOptions as ChatClientOptions)), chatId);
    this.initial = initialSnapshot(chatId);
    this.snapshot = this.initial;
  }

  readonly getServerSnapshot = (): ChatView => this.initial;

  /**
   * The component is shown: the client starts loading (its option errors shown), and an answer
   * of the thread left running by an earlier component is re-attached (else the thread's history
   * loaded). Returns the cleanup, which lets the answer go — a microtask later, so that
   * StrictMode's unmount and mount again keep it.
   */
  readonly mount = (): (() => void) => {
    this.#mounted = true;
    this.connect();
    return () => {
      this.#mounted = false;
      queueMicrotask(() => {
        if (!this.#mounted) this.disconnect();
      });
    };
  };

  /** The client from the first render's options; INVALID_OPTIONS rejects it, and every send fails with it. */
  async #loadClient(clientOptions: ChatClientOptions): Promise<ChatClient> {
    let createChatClient: Awaited<ReturnType<typeof loadChatClient>>;
    try {
      createChatClient = await loadChatClient();
    } catch (cause) {
      this.loadFailure = cause;
      throw cause;
    }
    return createChatClient(clientOptions);
  }
}
