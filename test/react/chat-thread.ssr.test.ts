// @vitest-environment node
/**
 * `<ChatThread>` and `<ChatTurn>` rendered on the server with `react-dom/server`, every DOM
 * global a tripwire (test/support/dom-tripwires.ts): the structure with its classes, the answer
 * as plain text, hostile text escaped, no renderer loaded and no global read; and the modules
 * keep `'use client'`. Runs on React 19 and, in the `react-18` project, on React 18.
 */
import { readFileSync } from 'node:fs';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importWithTripwires } from '../support/dom-tripwires.js';
import { answer, doneTurn, sqlCall } from './chat-ui-fixtures.js';

// Mocked to observe one thing: that server rendering never imports the renderers.
const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/chat/render/index.js', () => {
  loaded.count += 1;
  return {};
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('<ChatThread> on the server', () => {
  it('renders the turns and the form, the answer as plain text, touching no DOM global and loading no renderer', async () => {
    const { module, touched } = await importWithTripwires(() => import('../../src/react/index.js'));
    const hostile = '<script>globalThis.pwned = 1</script>';
    const chat = {
      turns: [
        doneTurn(),
        doneTurn({
          id: 'turn-2',
          question: hostile,
          toolCalls: [sqlCall({ id: 'call-2', input: hostile })],
          answer: answer(`# Title\n${hostile}`),
          status: 'streaming',
        }),
      ],
      status: 'streaming' as const,
      error: undefined,
      send: vi.fn(async () => undefined),
      stop: vi.fn(async () => undefined),
    };
    const html = renderToString(
      h(module.ChatThread, { chat, vegaEmbed: vi.fn(async () => ({ view: { finalize: () => undefined } })) }),
    );
    for (const name of [
      'pe-chat-thread',
      'pe-chat-turn',
      'pe-chat-question',
      'pe-chat-thinking',
      'pe-chat-tool',
      'pe-chat-table',
      'pe-chat-chart',
      'pe-chat-answer-plain',
      'pe-chat-usage',
      'pe-chat-input',
      'pe-chat-send',
      'pe-chat-stop',
    ]) {
      expect(html, name).toContain(`class="${name}`);
    }
    expect(html).toContain('<div class="pe-chat-answer-plain">**12** paid, 3 open.</div>');
    expect(html).toContain('# Title\n&lt;script&gt;globalThis.pwned = 1&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(renderToString(h(module.ChatThread, { chat: { ...chat, turns: [], status: 'loading' } }))).toContain(
      'Loading the conversation…',
    );
    expect(touched).toEqual([]);
    expect(loaded.count).toBe(0);
    expect(chat.send).not.toHaveBeenCalled();
  });

  it("every module of the components starts with 'use client'", () => {
    for (const file of ['chat-thread.ts', 'chat-turn.ts', 'chat-renderers.ts']) {
      const source = readFileSync(new URL(`../../src/react/${file}`, import.meta.url), 'utf8');
      expect(source.startsWith("'use client';\n"), file).toBe(true);
    }
  });
});
