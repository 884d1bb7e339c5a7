/**
 * What the fake embed server tells its page about one load, and how: the server decides what
 * the page is (surface, the `ready` it sends, or the fatal `error` instead when the session was
 * refused) and writes it as JSON into a `<meta>` element of the HTML, which the page's script
 * reads. No inline script: the page runs under `script-src 'self'`.
 *
 * Shared by the server (Node) and the page (browser); types and one constant only.
 *
 * @module
 * @internal
 */

import type { Surface } from '../../protocol/constants.js';
import type { EventPayloads } from '../../protocol/types.js';

/** The `name` of the `<meta>` element whose `content` is the page's {@link FakeEmbedPageConfig}, as JSON. */
export const PAGE_CONFIG_META = 'platform-embed-fake-config';

/** One load of the fake embed's page, as the server decided it. */
export interface FakeEmbedPageConfig {
  /** The surface the page is. */
  readonly surface: Surface;
  /** The `ready` to send: absent when the load failed (`fatal`). */
  readonly ready?: EventPayloads['ready'];
  /** The fatal `error` to send instead of `ready` (a session used, unknown or expired). */
  readonly fatal?: EventPayloads['error'];
  /**
   * The host origin the bridge trusts, when the server knows it: the URL's `hostOrigin`, or the
   * one origin of `frameAncestors`. Otherwise the page takes its parent's origin as the browser
   * reports it (`location.ancestorOrigins`, else `document.referrer`).
   */
  readonly hostOrigin?: string;
  /** The origins allowed to frame the page (`frameAncestors`); absent: any. The host origin must be one. */
  readonly frameAncestors?: readonly string[];
  /** What the page shows of its session: a short label, and the viewer it was generated for. */
  readonly session?: { readonly label: string; readonly viewer?: string };
  /** The URL's `debug`: the bridge logs what it does. */
  readonly debug?: boolean;
}
