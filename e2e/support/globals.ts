/**
 * Types of what the e2e pages put on `window`, for the callbacks of `page.evaluate` and
 * `frame.evaluate` (they run in the browser, so they reach these through `window`).
 */
import type * as ScriptFile from '../../src/cdn.js';
import type * as Sdk from '../../src/index.js';
import type { EmbedController, EmbedOptions, EventMessage, EventName, InvalidReason } from '../../src/index.js';

/** One call of a handler registered by the harness: `via` is the name it was registered for. */
export interface RecordedEvent {
  embed: string;
  via: EventName | '*';
  payload: Record<string, unknown>;
  message: EventMessage;
}

/** One call of `onInvalidMessage`. */
export interface RecordedInvalid {
  embed: string;
  reason: InvalidReason;
  detail: string;
  data: unknown;
}

/**
 * Options the harness passes on to `createEmbed`. It adds the container and an onInvalidMessage
 * that records into `harness.invalid`; a test's own onInvalidMessage replaces that one.
 */
export interface HarnessEmbedOptions {
  url: string;
  origin?: string;
  readyTimeoutMs?: number;
  maxQueuedActions?: number;
  title?: string;
  allow?: string;
  loading?: 'eager' | 'lazy';
  referrerPolicy?: ReferrerPolicy;
  debug?: EmbedOptions['debug'];
  onInvalidMessage?: EmbedOptions['onInvalidMessage'];
}

/** `window.harness` of e2e/pages/harness.js. */
export interface Harness {
  kind: 'iife' | 'esm';
  sdk: typeof Sdk;
  config: { hostOrigin: string; embedOrigin: string; extraOrigins: Record<string, string> };
  events: RecordedEvent[];
  invalid: RecordedInvalid[];
  embeds: Record<string, EmbedController>;
  /** Whatever a test keeps between two evaluations (a pending promise, lines a callback got…). */
  scratch: Record<string, unknown>;
  /** Own property names of `window`: before and after the SDK loaded (the last two). */
  globalSnapshots: string[][];
  /** Runs `run` in a task of its own, under the page's CSP (see harness.js). */
  later<T>(run: () => T | Promise<T>): Promise<T>;
  create(id: string, options: HarnessEmbedOptions): EmbedController;
  adopt(id: string, src: string, options?: Omit<HarnessEmbedOptions, 'url'>): EmbedController;
  addFrame(id: string, src: string): HTMLIFrameElement;
  fakeEmbedUrl(params?: Record<string, string>): string;
  fixtureUrl(origin: ExtraOrigin, page: string, params?: Record<string, string>): string;
}

/** What e2e/chat-demo.spec.ts sees the demo's chat panel show, change by change (a MutationObserver). */
export interface ChatPanelRecord {
  /** The texts of the status pill, in order, without repeats. */
  statuses: string[];
  /** The answer's text lengths, in order, without repeats. */
  answerLengths: number[];
  /** `<tool name>:<status>` of the tool calls, in the order first seen. */
  toolStates: string[];
  /** Milestones in the order they happened: `reconnect`, `reconnected`, `final`. */
  milestones: string[];
  /** The `securitypolicyviolation` events that reached the chat panel (directive and sample). */
  violations: string[];
}

/** The extra origins the global setup starts (see e2e/global-setup.ts). */
export type ExtraOrigin = 'hostile' | 'probe';

/** What e2e/fixtures/probe.js records for each message. */
export interface ProbeRecord {
  origin: string;
  fromParent: boolean;
  isTrusted: boolean;
  keys: string[] | null;
  data: unknown;
}

declare global {
  interface Window {
    /** The harness host page (e2e/pages/harness.js). */
    harness: Harness;
    /** The global of dist/platform-embed.min.js. */
    PlatformEmbed?: typeof ScriptFile;
    /** e2e/pages/snapshot-globals.js. */
    __globalSnapshots: string[][];
    /** Set by the init script of installListenerCounter(): active `message` listeners of window. */
    __messageListeners: () => number;
    /** Set by the init script of installCspRecorder(). */
    __cspViolations: Array<{ directive: string; blocked: string; sample: string }>;
    /** Set by e2e/chat-demo.spec.ts on the demo host page. */
    __chatPanel: ChatPanelRecord;

    // e2e/fixtures/probe.js and e2e/fixtures/hostile.js (in their frames):
    __loaded: boolean;
    __received: ProbeRecord[];
    __post(data: unknown): void;
    __emit(name: string, payload: unknown, extra?: Record<string, unknown>): void;
    __sendReady(): void;
    __readyPayload: Record<string, unknown>;
    __forged: EventMessage[];
    __forge(): number;
  }
}
