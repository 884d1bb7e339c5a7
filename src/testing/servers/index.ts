/**
 * `platform-embed/testing/servers`: fake servers on `node:http` that follow the spec, for the
 * tests of an integration (and the SDK's own), in Node only.
 *
 * - {@link startFakeChatServer}: the streaming chat API and its abort endpoint, with scripted
 *   answers, threads, idempotent attach by `messageId`, both authentication methods, and
 *   failures on request (an error status, lines cut at any byte, a dropped connection).
 * - {@link startFakePlatformServer}: the management and build API (`/api/v1`, `/build/api/v1`)
 *   behind a bearer token or an API key: dbt sync jobs that go through their stages one status
 *   poll at a time (scripted: unknown statuses, `FAILED` with its `error`), with cancel, result,
 *   logs, generated files and the run list; signed embedding's sessions (generate, exchange
 *   once, revoke) on a clock a test controls; cursor lists in the reference's shape; the upload
 *   form; a plausible answer from every other endpoint; and failures on request (429 with
 *   `Retry-After`, 5xx, a 409 with its `code`, dropped connections).
 * - {@link startFakeEmbedServer}: the embedded surfaces themselves, a fake dashboard, app and
 *   chat that speak the protocol (the real embed-side bridge) at the URLs `embedUrl` builds,
 *   redeeming each signed session once against the fake platform server and sending a fatal
 *   `error` for a session used, unknown or expired: for end-to-end tests in a browser.
 *
 * Every server binds 127.0.0.1 only, on a free port unless told otherwise, and `close()`
 * releases it. Importing this entry starts nothing and touches no DOM global.
 *
 * @example
 * ```ts
 * import { FAKE_CHAT_TOKEN, startFakeChatServer, startFakeEmbedServer, startFakePlatformServer } from 'platform-embed/testing/servers';
 *
 * const server = await startFakeChatServer({ delayMs: 0 });
 * afterAll(() => server.close());
 * // Point the chat client (or plain fetch) at server.url with FAKE_CHAT_TOKEN.
 *
 * const platform = await startFakePlatformServer({ dbtSync: [{ status: 'COMPILING_DBT' }, { status: 'COMPLETED' }] });
 * afterAll(() => platform.close());
 * // Point the platform client at platform.baseUrl with FAKE_PLATFORM_TOKEN.
 *
 * const embed = await startFakeEmbedServer({ platform });
 * afterAll(() => embed.close());
 * // Frame embedUrl({ baseUrl: embed.baseUrl, surface: 'dashboard', publicId, sessionId }) in a page.
 * ```
 *
 * @module
 */

export type { FakeChatServer, StreamHold } from './chat.js';
export { startFakeChatServer } from './chat.js';
export type {
  FakeChatMessage,
  FakeChatToolCall,
  MetaCube,
  MetaMember,
  MetaToolCallOptions,
  ScriptedAnswer,
  ScriptedToolCall,
  SqlColumn,
  SqlToolCallOptions,
} from './chat-answer.js';
export { defaultChatAnswer, metaToolCall, sqlToolCall } from './chat-answer.js';
export type { FakeChatTokenClaims, FakeChatUser, TokenPolicy } from './chat-auth.js';
export { FAKE_CHAT_API_KEY, FAKE_CHAT_TOKEN, fakeChatToken } from './chat-auth.js';
export type { ChatScriptRequest, FakeChatServerOptions } from './chat-options.js';
export type { FakeChatStateShape } from './chat-state.js';
export { FAKE_CHAT_MODEL } from './chat-state.js';
export type { FakeChatThread } from './chat-thread.js';
export type { FakeEmbedServer, FakeEmbedServerOptions } from './embed.js';
export { startFakeEmbedServer } from './embed.js';
export type { FakeEmbedLoad, FakeEmbedOutcome, FakeEmbedPlatform } from './embed-load.js';
export type { FakePlatformRequest, FakePlatformServer, FakePlatformServerOptions } from './platform.js';
export { FAKE_PLATFORM_TOKEN, startFakePlatformServer } from './platform.js';
export type { FakePlatformAuthScheme } from './platform-auth.js';
export type { FakeDbtSyncStep } from './platform-dbt-sync.js';
export type { FakeEmbedSession, FakeEmbedToken } from './platform-embed-sessions.js';
export type { FakePlatformFailure, FakePlatformRequestMatch } from './platform-failures.js';
export type { AllowedOrigins, RecordedRequest, SplitLines } from './types.js';
