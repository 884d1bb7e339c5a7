/**
 * `platform-embed/testing`: fakes for unit tests of an integration, with no browser needed.
 *
 * - {@link createTestEmbed} gives the real host controller (`createEmbed`) and a fake embed at
 *   the other end: send `ready` and events as the embed would, and see the actions the
 *   controller sends, validated, as the embed would receive them.
 * - {@link FakeWindow} is a window without a browser, for either side: a host page's window
 *   (`createEmbed`'s `window`) or an embed's (`createEmbedBridge`'s `window`). It counts its
 *   listeners and timers, records what is posted to it, and delivers messages as a browser does.
 * - {@link FakeIframe} is an iframe element without a DOM; {@link setContentWindow} points any
 *   iframe at a fake window.
 *
 * Messages are delivered on a later task (a `setTimeout` of 0), as in a browser: `await` what
 * you expect (`controller.whenReady()`, `controller.waitFor(…)`, `embed.waitForAction(…)`),
 * or, with fake timers, advance them (a message posted while another is being delivered, such
 * as the actions flushed on `ready`, is a timer set inside a timer: fake clocks run it 1 ms
 * later). Importing this entry has no side effects and touches no DOM global.
 *
 * @example
 * ```ts
 * import { createTestEmbed } from 'platform-embed/testing';
 *
 * const { controller, embed } = createTestEmbed();
 * controller.setColorScheme('dark');
 * embed.ready({ embedTenant: 'acme' });
 * await controller.whenReady();
 * const action = await embed.waitForAction('set-color-scheme');
 * action.payload.scheme; // 'dark'
 * ```
 *
 * @module
 */

export type { FakeIframeOptions, MessageTarget } from './fake-iframe.js';
export { FakeIframe, FakeStyle, setContentWindow } from './fake-iframe.js';
export type { FakeWindowOptions, MessageListener, MessageSender, PostedMessage } from './fake-window.js';
export { FakeWindow } from './fake-window.js';
export type { FakeEmbed, TestEmbed, TestEmbedOptions, TestEmbedSender } from './test-embed.js';
export { createTestEmbed, TEST_EMBED_ORIGIN } from './test-embed.js';
