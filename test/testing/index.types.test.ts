/**
 * Type tests for the testing entry (checked by `tsc` in `npm run typecheck`).
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { ActionMessage, EmbedController, EmbedHostWindow, EventPayloads } from '../../src/index.js';
import {
  createTestEmbed,
  type FakeEmbed,
  type FakeWindow,
  type TestEmbed,
  type TestEmbedOptions,
} from '../../src/testing/index.js';

/** The bodies only need to compile: vitest lists them without running them. */
const typeOnly = (body: () => void): void => void body;

describe('createTestEmbed', () => {
  it('returns the real controller, the fake embed and the host window', () =>
    typeOnly(() => {
      const made = createTestEmbed();
      expectTypeOf(made).toEqualTypeOf<TestEmbed>();
      expectTypeOf(made.controller).toEqualTypeOf<EmbedController>();
      expectTypeOf(made.embed).toEqualTypeOf<FakeEmbed>();
      expectTypeOf(made.host).toEqualTypeOf<FakeWindow>();
      expectTypeOf(made.host).toMatchTypeOf<EmbedHostWindow>();
      expectTypeOf(made.host.listenerCount).toEqualTypeOf<number>();
      expectTypeOf(made.host.timerCount).toEqualTypeOf<number>();
    }));

  it('takes every option of createEmbed, all optional, and a surface', () => {
    expectTypeOf<{}>().toMatchTypeOf<TestEmbedOptions>();
    expectTypeOf<{ surface: 'chat'; origin: string; readyTimeoutMs: number }>().toMatchTypeOf<TestEmbedOptions>();
    expectTypeOf<{ url: string; container: string }>().toMatchTypeOf<TestEmbedOptions>();
    expectTypeOf<{ iframe: HTMLIFrameElement }>().toMatchTypeOf<TestEmbedOptions>();
    expectTypeOf<{ surface: 'widget' }>().not.toMatchTypeOf<TestEmbedOptions>();
    expectTypeOf<{ iframe: HTMLIFrameElement; container: string }>().not.toMatchTypeOf<TestEmbedOptions>();
    expectTypeOf(createTestEmbed).parameter(0).toEqualTypeOf<TestEmbedOptions | undefined>();
  });

  it('types the embed from the catalog', () =>
    typeOnly(() => {
      const { embed } = createTestEmbed();
      expectTypeOf(embed.actions).toEqualTypeOf<readonly ActionMessage[]>();
      expectTypeOf(embed.waitForAction('set-theme')).toEqualTypeOf<Promise<ActionMessage<'set-theme'>>>();
      void embed
        .waitForAction('set-locale')
        .then((action) => expectTypeOf(action.payload.locale).toEqualTypeOf<string>());
      expectTypeOf(embed.ready).parameter(0).toEqualTypeOf<Partial<EventPayloads['ready']> | undefined>();
      embed.ready();
      embed.ready({ deploymentId: null });
      embed.emit('download', { format: 'csv', target: 'dashboard' });
      embed.post({ anything: true }, { origin: 'https://evil.example', source: 'other' });
    }));

  it('misuse does not compile', () =>
    typeOnly(() => {
      {
        const { embed } = createTestEmbed();
        // @ts-expect-error not an action of the catalog
        void embed.waitForAction('reload');
        // @ts-expect-error an event is not an action
        void embed.waitForAction('ready');
        // @ts-expect-error not an event of the catalog
        embed.emit('downloaded', {});
        // @ts-expect-error gif is not a download format
        embed.emit('download', { format: 'gif', target: 'dashboard' });
        // @ts-expect-error mode is 'signed' or 'private'
        embed.ready({ mode: 'public' });
        // @ts-expect-error the sender is the embed or another window
        embed.post(1, { source: 'parent' });
        // @ts-expect-error actions are read-only
        embed.actions.push(undefined as never as ActionMessage);
        // @ts-expect-error listenerCount is read-only
        createTestEmbed().host.listenerCount = 0;
        // @ts-expect-error no surface outside the catalog
        createTestEmbed({ surface: 'widget' });
      }
    }));
});
