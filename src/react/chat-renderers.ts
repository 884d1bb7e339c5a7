'use client';
/**
 * The renderers of `platform-embed/chat/render` in React components. Their code (Markdown, the
 * table, the chart's glue) is loaded with `import()` when a component first mounts one, so
 * `platform-embed/react` carries none of it. Each renderer owns an element that React renders
 * empty and never touches again; it is mounted in an effect, once per input (a StrictMode
 * remount mounts it once, the first load being abandoned), and destroyed when its input goes,
 * changes or the component unmounts. A load that ends after that is destroyed as it arrives.
 *
 * @module
 * @internal
 */

import { type RefObject, useEffect, useRef, useState } from 'react';
import type { isToolCall } from '../chat/answer.js';
import type { AnswerTextView, renderAnswerText, renderSqlChart, renderSqlTable } from '../chat/render/index.js';

/** What a renderer returns: the call that removes what it drew. */
export interface RenderedHandle {
  destroy(): void;
}

/** The answer text's renderer: `update` re-renders the text as it streams. */
export type AnswerTextHandle = AnswerTextView;

/** The renderers as the components call them (`platform-embed/chat/render`), and the narrowing of a SQL call. */
export interface ChatRenderers {
  renderAnswerText: typeof renderAnswerText;
  renderSqlTable: typeof renderSqlTable;
  renderSqlChart: typeof renderSqlChart;
  isToolCall: typeof isToolCall;
}

/** The renderers' code while it loads and once it has: one load for every component of the page. */
let renderersLoad: Promise<ChatRenderers> | undefined;

/**
 * The renderers' code, loaded on first use: a chunk of its own in the build, asked for once (a
 * load that failed is asked for again by the next component). `isToolCall` comes with them:
 * narrowing a call is only needed to render it, and its shape checks stay out of the React entry too.
 */
export function loadChatRenderers(): Promise<ChatRenderers> {
  renderersLoad ??= importRenderers().catch((error: unknown) => {
    renderersLoad = undefined;
    throw error;
  });
  return renderersLoad;
}

/** The two modules, imported. */
async function importRenderers(): Promise<ChatRenderers> {
  const [render, answer] = await Promise.all([import('../chat/render/index.js'), import('../chat/answer.js')]);
  return {
    renderAnswerText: render.renderAnswerText,
    renderSqlTable: render.renderSqlTable,
    renderSqlChart: render.renderSqlChart,
    isToolCall: answer.isToolCall,
  };
}

/** Draws `input` into `container`: a handle, a promise of one (the chart), or undefined when there is nothing to draw. */
export type MountRenderer<I, H extends RenderedHandle> = (
  renderers: ChatRenderers,
  container: HTMLElement,
  input: I,
  signal: AbortSignal,
) => H | undefined | Promise<H | undefined>;

/** A renderer in a component: the element it draws in, its handle once mounted, and why it could not be. */
export interface Rendered<H extends RenderedHandle> {
  /** For the element the renderer owns (render it with no children). */
  ref: RefObject<HTMLDivElement | null>;
  /** The mounted renderer, or undefined before it is (and after it is destroyed). */
  handle: RefObject<H | undefined>;
  /** Whether the renderer is mounted (state: a change renders the component). */
  mounted: boolean;
  /** Why it could not be mounted (its code did not load, or it failed), as text. */
  failure: string | undefined;
}

/**
 * A renderer mounted in an element of the component: one mount per `key` (undefined: nothing
 * to draw), reading the latest `input` when its code has loaded. The key, not the input's
 * identity, decides when to draw again: a store may hand out equal tool calls as new objects.
 */
export function useRenderer<I, H extends RenderedHandle>(
  key: string | undefined,
  input: I,
  mount: MountRenderer<I, H>,
): Rendered<H> {
  const ref = useRef<HTMLDivElement | null>(null);
  const handle = useRef<H | undefined>(undefined);
  const latest = useRef(input);
  const [mounted, setMounted] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  // Before the mount's effect, on every commit: the mount reads the input of the latest one.
  useEffect(() => {
    latest.current = input;
  });
  useEffect(() => {
    const container = ref.current;
    if (key === undefined || container === null) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    void mountWhenLoaded(container, () => latest.current, mount, signal).then(
      (made) => {
        if (made === undefined || signal.aborted) return made?.destroy();
        handle.current = made;
        setMounted(true);
      },
      (error: unknown) => {
        if (!signal.aborted) setFailure(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      controller.abort();
      handle.current?.destroy();
      handle.current = undefined;
      setMounted(false);
      setFailure(undefined);
    };
  }, [key, mount]);
  return { ref, handle, mounted, failure };
}

/** Loads the renderers, then mounts one, unless `signal` was aborted meanwhile. */
async function mountWhenLoaded<I, H extends RenderedHandle>(
  container: HTMLElement,
  input: () => I,
  mount: MountRenderer<I, H>,
  signal: AbortSignal,
): Promise<H | undefined> {
  const renderers = await loadChatRenderers();
  return signal.aborted ? undefined : mount(renderers, container, input(), signal);
}
