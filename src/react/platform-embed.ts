'use client';
/**
 * `<PlatformEmbed>`: `useEmbed` in a container `div`, with the controller through `ref`.
 *
 * @module
 */

import { createElement, type ForwardedRef, Fragment, forwardRef, type ReactElement, useEffect } from 'react';
import type { EmbedController } from '../host/types.js';
import type { PlatformEmbedProps } from './types.js';
import { useEmbed } from './use-embed.js';

/**
 * One embedded surface: a `div` (with `className` and `style`) holding the iframe, which fills
 * it (give the `div` a height), kept in line with the props as they change — see
 * {@link useEmbed} for what each change does. The `ref` receives the {@link EmbedController}
 * once the iframe exists (null before, and after unmount). `url` may be a session provider
 * (signed embedding: a fresh URL for every load); `onFailure` hears of a load that failed
 * (`READY_TIMEOUT`, `SESSION_FAILED`, `EMBED_FAILED`). `placeholder` shows while it loads, and
 * `fallback(error, retry)` in place of the container while the load has failed.
 *
 * Works with React 18 and 19, under `<StrictMode>`, and in server rendering (which outputs the
 * empty container).
 *
 * @example
 * ```tsx
 * 'use client';
 * import { PlatformEmbed } from 'platform-embed/react';
 *
 * <PlatformEmbed url={url} title="Sales" colorScheme="dark" locale="de-DE"
 *   filters={[{ view: 'orders', dimension: 'status', value: ['paid'] }]}
 *   onDownload={({ format }) => track('export', { format })} className="report" ref={controllerRef} />
 *
 * // Signed embedding: a fresh session for every load, asked of the page's own backend.
 * <PlatformEmbed url={({ signal }) => fetch('/embed-session', { signal }).then((r) => r.json()).then((body) => body.url)}
 *   onFailure={(error) => report(error.code)} className="report"
 *   placeholder={<p>Loading the report…</p>}
 *   fallback={(error, retry) => <p role="alert">{error.message} <button onClick={retry}>Retry</button></p>} />
 * ```
 */
export const PlatformEmbed = /* @__PURE__ */ forwardRef<EmbedController, PlatformEmbedProps>(
  function PlatformEmbed(props, ref): ReactElement {
    const { className, style, placeholder, fallback, ...options } = props;
    const { ref: container, controller, state, error } = useEmbed(options);
    useEffect(() => (controller === undefined ? undefined : attach(ref, controller)), [ref, controller]);
    const failed = error !== undefined && fallback !== undefined;
    // Before the container, as siblings: React's children inside it would share it with the iframe.
    const shown = failed
      ? fallback(error, () => controller?.reload())
      : state !== 'ready' && error === undefined
        ? placeholder
        : undefined;
    return createElement(
      Fragment,
      null,
      shown,
      createElement('div', { ref: container, className, style, hidden: failed || undefined }),
    );
  },
);

/**
 * Gives `controller` to a forwarded ref (a callback, or an object), and returns what takes it
 * back: the callback's own clean-up (React 19), else a call with null.
 */
function attach(ref: ForwardedRef<EmbedController>, controller: EmbedController): (() => void) | undefined {
  if (typeof ref === 'function') {
    const cleanup: unknown = ref(controller);
    return typeof cleanup === 'function' ? (cleanup as () => void) : () => ref(null);
  }
  if (ref === null) return undefined;
  ref.current = controller;
  return () => {
    if (ref.current === controller) ref.current = null;
  };
}
