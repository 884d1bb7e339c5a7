import type { FakeChatServer } from '../src/testing/servers/index.js';

/** The example's folder. */
export declare const NEXT_CHAT_DIR: string;
/** The user the example's chat route names (its stand-in login). */
export declare const NEXT_CHAT_EXTERNAL_ID: string;

/** Packs this package, installs the example and builds it, each step skipped when done already; the milliseconds of the steps run. */
export declare function prepareNextExample(options?: { log?: (line: string) => void }): Promise<{ timings: Record<string, number> }>;

/** The example running: `next start` and the fake chat server it talks to, on 127.0.0.1. */
export interface NextExample {
  /** The app's page, e.g. http://127.0.0.1:41234/ */
  readonly url: string;
  /** The fake chat server behind the app's chat route (started from dist/testing/servers.js). */
  readonly chat: FakeChatServer;
  /** The API key the app holds (PLATFORM_API_KEY): one of this run's own. */
  readonly apiKey: string;
  /** The user the app's chat route names. */
  readonly externalId: string;
  /** The last output of `next start`. */
  output(): string;
  /** Stops `next start` and the fake chat server. */
  close(): Promise<void>;
}

/** Prepares the example, then starts the fake chat server and `next start` on free ports of 127.0.0.1. */
export declare function startNextExample(options?: { delayMs?: number; log?: (line: string) => void }): Promise<NextExample>;
