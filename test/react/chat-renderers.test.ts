// @vitest-environment happy-dom
/**
 * The renderers' code loaded on first use (src/react/chat-renderers.ts): one load for every
 * component, a failed load asked for again by the next, and `useRenderer` — one mount per key,
 * destroyed when its key changes or the component unmounts, and a failure told as text. When the
 * render module cannot load, a turn's answer stays plain text. Runs on React 19 and, in the
 * `react-18` project, on React 18.
 */
import { cleanup, render, waitFor } from '@testing-library/react';
import { createElement as h, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadChatRenderers,
  type MountRenderer,
  type RenderedHandle,
  useRenderer,
} from '../../src/react/chat-renderers.js';
import { ChatTurn } from '../../src/react/index.js';
import { doneTurn, sqlCall } from './chat-ui-fixtures.js';

// The real render module, unless `fail` is set: then its chunk fails to load, as a network error would.
const chunk = vi.hoisted(() => ({ fail: false, imports: 0 }));
vi.mock('../../src/chat/render/index.js', async (real) => {
  chunk.imports += 1;
  if (chunk.fail) throw new Error('Failed to fetch dynamically imported module');
  return real();
});

afterEach(() => {
  cleanup();
  chunk.fail = false;
});

/** A component that mounts `mount` for `name` with `useRenderer`, showing its state as text. */
function Probe({
  name,
  mount,
}: {
  name: string | undefined;
  mount: MountRenderer<string | undefined, RenderedHandle>;
}): ReactElement {
  const { ref, mounted, failure } = useRenderer(name, name, mount);
  return h(
    'section',
    null,
    h('div', { ref, className: 'target' }),
    h('p', { className: 'state' }, failure ?? (mounted ? 'mounted' : 'waiting')),
  );
}

const state = (container: HTMLElement) => container.querySelector('.state')?.textContent;

// First in this file: the module's one load is still to come.
describe('loadChatRenderers when the render module cannot load', () => {
  it('rejects, and the turn shows its answer as plain text with a notice; the next component loads it again', async () => {
    chunk.fail = true;
    const imports = chunk.imports;
    await expect(loadChatRenderers()).rejects.toThrow(Error);
    expect(chunk.imports).toBe(imports + 1);

    const { container, unmount } = render(h(ChatTurn, { turn: doneTurn({ toolCalls: [] }) }));
    // The notice tells the import's error (vitest words it; a browser says it could not fetch the chunk).
    await waitFor(() =>
      expect(container.querySelector('.pe-chat-notice[data-kind="render"]')?.textContent).toMatch(/error/),
    );
    expect(chunk.imports).toBe(imports + 2);
    expect(container.querySelector('.pe-chat-answer-plain')?.textContent).toBe('**12** paid, 3 open.');
    expect(container.querySelector('.pe-chat-answer-text')?.childNodes).toHaveLength(0);
    expect(container.querySelector('strong')).toBeNull();
    unmount();

    chunk.fail = false;
    const again = render(h(ChatTurn, { turn: doneTurn({ toolCalls: [] }) }));
    await waitFor(() => expect(again.container.querySelector('.pe-chat-answer-text strong')?.textContent).toBe('12'));
    expect(again.container.querySelector('.pe-chat-answer-plain')).toBeNull();
    expect(again.container.querySelector('.pe-chat-notice')).toBeNull();
  });
});

describe('loadChatRenderers', () => {
  it('loads the renderers and isToolCall once, for every caller', async () => {
    const imports = chunk.imports;
    const first = loadChatRenderers();
    expect(loadChatRenderers()).toBe(first);
    const renderers = await first;
    expect(Object.keys(renderers).sort()).toEqual([
      'isToolCall',
      'renderAnswerText',
      'renderSqlChart',
      'renderSqlTable',
    ]);
    for (const renderer of Object.values(renderers)) expect(renderer).toBeTypeOf('function');
    expect(renderers.isToolCall(sqlCall(), 'platformSqlApi')).toBe(true);
    expect(renderers.isToolCall(sqlCall({ name: 'platformMeta' }), 'platformSqlApi')).toBe(false);
    expect(await loadChatRenderers()).toBe(renderers);
    expect(chunk.imports).toBe(imports);
  });
});

describe('useRenderer', () => {
  it('mounts once per key in its element with the renderers, and destroys it when the key changes and at unmount', async () => {
    const destroy = vi.fn();
    const mount = vi.fn<MountRenderer<string | undefined, RenderedHandle>>(() => ({ destroy }));
    const { container, rerender, unmount } = render(h(Probe, { name: 'a', mount }));
    await waitFor(() => expect(state(container)).toBe('mounted'));
    const [renderers, element, input, signal] = mount.mock.calls[0]!;
    expect(renderers).toBe(await loadChatRenderers());
    expect(element).toBe(container.querySelector('.target'));
    expect(input).toBe('a');
    expect(signal.aborted).toBe(false);

    rerender(h(Probe, { name: 'a', mount }));
    expect(mount).toHaveBeenCalledTimes(1);
    rerender(h(Probe, { name: 'b', mount }));
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(signal.aborted).toBe(true);
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(2));
    expect(mount.mock.calls[1]![2]).toBe('b');
    unmount();
    expect(destroy).toHaveBeenCalledTimes(2);
  });

  it('mounts nothing for no key', async () => {
    const mount = vi.fn<MountRenderer<string | undefined, RenderedHandle>>(() => ({ destroy() {} }));
    const { container } = render(h(Probe, { name: undefined, mount }));
    await loadChatRenderers();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(mount).not.toHaveBeenCalled();
    expect(state(container)).toBe('waiting');
  });

  it('tells a renderer that threw, or rejected, as its message', async () => {
    const throwing = render(
      h(Probe, {
        name: 'a',
        mount: () => {
          throw new Error('The table could not be drawn.');
        },
      }),
    );
    await waitFor(() => expect(state(throwing.container)).toBe('The table could not be drawn.'));
    const rejecting = render(h(Probe, { name: 'a', mount: () => Promise.reject('not an error') }));
    await waitFor(() => expect(state(rejecting.container)).toBe('not an error'));
  });

  it('destroys a renderer that arrives after the component unmounted, as it arrives', async () => {
    const destroy = vi.fn();
    let arrive: (handle: RenderedHandle) => void = () => undefined;
    const mount = vi.fn<MountRenderer<string | undefined, RenderedHandle>>(
      () => new Promise((resolve) => (arrive = resolve)),
    );
    const { unmount } = render(h(Probe, { name: 'a', mount }));
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    unmount();
    expect(destroy).not.toHaveBeenCalled();
    arrive({ destroy });
    await waitFor(() => expect(destroy).toHaveBeenCalledTimes(1));
  });
});
