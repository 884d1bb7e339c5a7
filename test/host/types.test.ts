/**
 * Type tests for the controller (checked by `tsc` in `npm run typecheck`).
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { EmbedController, EmbedOptions, EventMessage, EventPayloads } from '../../src/index.js';

declare const embed: EmbedController;
declare const iframe: HTMLIFrameElement;
/** The bodies only need to compile: vitest lists them without running them. */
const typeOnly = (body: () => void): void => void body;

describe('on / once / waitFor are typed from the catalog', () => {
  it('handlers get the payload and message of their event', () =>
    typeOnly(() => {
      embed.on('download', (payload, message) => {
        expectTypeOf(payload).toEqualTypeOf<EventPayloads['download']>();
        expectTypeOf(payload.format).toEqualTypeOf<'csv' | 'xlsx' | 'png' | 'pdf'>();
        expectTypeOf(message).toEqualTypeOf<EventMessage<'download'>>();
        expectTypeOf(message.surface).toEqualTypeOf<'dashboard' | 'app' | 'chat'>();
      });
      embed.on('platform:event:ai-query', (payload) => {
        expectTypeOf(payload.status).toEqualTypeOf<'submitted' | 'completed' | 'error'>();
      });
      embed.once('ready', (payload) => expectTypeOf(payload.deploymentId).toEqualTypeOf<number | null>());
      embed.on('*', (message) => {
        expectTypeOf(message).toEqualTypeOf<EventMessage>();
        if (message.type === 'platform:event:error')
          expectTypeOf(message.payload.fatal).toEqualTypeOf<boolean | undefined>();
      });
      expectTypeOf(embed.on('view', () => undefined)).toEqualTypeOf<() => void>();
    }));

  it('waitFor resolves with the payload type and types its filter', () =>
    typeOnly(() => {
      expectTypeOf(embed.waitFor('dashboard-loaded')).toEqualTypeOf<Promise<EventPayloads['dashboard-loaded']>>();
      expectTypeOf(embed.waitFor('platform:event:navigate')).toEqualTypeOf<Promise<EventPayloads['navigate']>>();
      void embed.waitFor('drilldown', {
        filter: (p) => p.member === 'orders.count',
        timeoutMs: 10,
        signal: AbortSignal.timeout(5),
      });
      expectTypeOf(embed.whenReady()).toEqualTypeOf<Promise<EventPayloads['ready']>>();
      expectTypeOf(embed.readyPayload).toEqualTypeOf<EventPayloads['ready'] | undefined>();
      expectTypeOf(embed.state).toEqualTypeOf<'connecting' | 'ready' | 'destroyed'>();
    }));

  it('misuse does not compile', () =>
    typeOnly(() => {
      // @ts-expect-error not an event of the catalog
      embed.on('downloaded', () => undefined);
      // @ts-expect-error an action is not an event
      embed.on('platform:action:refresh', () => undefined);
      // @ts-expect-error the download payload has no path
      embed.on('download', (p) => p.path);
      // @ts-expect-error '*' handlers get the message only
      embed.on('*', (_p: EventPayloads['ready'], _m: EventMessage) => undefined);
      // @ts-expect-error the filter sees the navigate payload
      void embed.waitFor('navigate', { filter: (p) => p.format === 'csv' });
      // @ts-expect-error no timeout as a string
      void embed.waitFor('navigate', { timeoutMs: '10' });
      // @ts-expect-error state is read-only
      embed.state = 'ready';
    }));
});

describe('actions are typed', () => {
  it('accepts what the protocol accepts', () =>
    typeOnly(() => {
      embed.setColorScheme('auto');
      embed.setTheme({ primaryColor: '#fff', borderRadius: '4px', font: 'Inter', anything: 1 });
      // The reference's example, a number of pixels; and every field of its EmbedTheme, null included.
      embed.setTheme({ primaryColor: '#7c5cff', borderRadius: 8 });
      embed.setTheme({
        primaryColor: null,
        borderRadius: null,
        font: null,
        analyticsChat: { backgroundColor: '#fff', chatInput: { backgroundColor: null, borderColor: '#ddd' } },
        chat: { inputColor: '#eee' },
      });
      embed.setTheme({ analyticsChat: null, chat: null });
      embed.setLocale('en-GB');
      embed.setFilter('f_orders.status="paid"');
      embed.setFilter({ view: 'orders', dimension: 'status', value: ['paid'] });
      embed.navigate('/x');
      embed.refresh();
      embed.send('set-filter', { filterUrlParameter: 'f_a.b=1' });
    }));

  it('misuse does not compile', () =>
    typeOnly(() => {
      // @ts-expect-error outside the enum
      embed.setColorScheme('blue');
      // @ts-expect-error primaryColor is a string
      embed.setTheme({ primaryColor: 255 });
      // @ts-expect-error borderRadius is a number or a string
      embed.setTheme({ borderRadius: true });
      // @ts-expect-error analyticsChat is an object
      embed.setTheme({ analyticsChat: 'x' });
      // @ts-expect-error inputColor is a string
      embed.setTheme({ chat: { inputColor: 0 } });
      // @ts-expect-error a filter needs view, dimension and value
      embed.setFilter({ view: 'orders' });
      // @ts-expect-error refresh takes nothing
      embed.send('refresh', { hard: true });
      // @ts-expect-error not an action
      embed.send('ready', {});
    }));
});

describe('options', () => {
  it('takes url + container, or an iframe', () => {
    expectTypeOf<{ url: string; container: string }>().toMatchTypeOf<EmbedOptions>();
    expectTypeOf<{
      url: URL;
      container: HTMLElement;
      origin: string;
      readyTimeoutMs: number;
    }>().toMatchTypeOf<EmbedOptions>();
    expectTypeOf<{ iframe: HTMLIFrameElement }>().toMatchTypeOf<EmbedOptions>();
    expectTypeOf<{ url: string }>().not.toMatchTypeOf<EmbedOptions>();
    expectTypeOf<{ iframe: HTMLIFrameElement; container: string }>().not.toMatchTypeOf<EmbedOptions>();
    expectTypeOf<{ container: string }>().not.toMatchTypeOf<EmbedOptions>();
    void typeOnly(() => void iframe);
  });
});
