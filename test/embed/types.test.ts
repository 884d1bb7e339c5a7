/**
 * Type tests of the embed bridge: checked by `tsc` in `npm run typecheck` (a wrong type or a
 * stale `@ts-expect-error` fails it); the `it` blocks only make vitest list them.
 */
import { describe, expectTypeOf, it } from 'vitest';
import {
  type ActionMessage,
  type ActionPayloads,
  createEmbedBridge,
  type EmbedBridge,
  type EmbedBridgeOptions,
  type EmbedError,
  type EventName,
  type EventPayloads,
  type Surface,
} from '../../src/embed/index.js';

const fakeWindow = {
  parent: { postMessage() {} },
  addEventListener() {},
  removeEventListener() {},
} as unknown as Window;
const bridge: EmbedBridge = createEmbedBridge({
  surface: 'dashboard',
  hostOrigin: 'https://host.example',
  window: fakeWindow,
});
/** Type-checks a body without running it. */
const never = (fn: () => unknown) => fn;

describe('createEmbedBridge', () => {
  it('takes the documented options and returns an EmbedBridge', () => {
    expectTypeOf(createEmbedBridge)
      .parameter(0)
      .toMatchTypeOf<{ surface: Surface; hostOrigin: string; target?: Window }>();
    expectTypeOf(createEmbedBridge).returns.toEqualTypeOf<EmbedBridge>();
    expectTypeOf<EmbedBridgeOptions['surface']>().toEqualTypeOf<'dashboard' | 'app' | 'chat'>();
    expectTypeOf<EmbedError['code']>().toMatchTypeOf<string>();
    never(() => {
      // @ts-expect-error hostOrigin is required
      createEmbedBridge({ surface: 'dashboard' });
      // @ts-expect-error surface outside the catalog
      createEmbedBridge({ surface: 'widget', hostOrigin: 'https://host.example' });
    });
  });
});

describe('emit', () => {
  it('is typed by event name', () => {
    expectTypeOf(bridge.emit).parameter(0).toEqualTypeOf<EventName>();
    expectTypeOf(bridge.emit<'download'>)
      .parameter(1)
      .toEqualTypeOf<EventPayloads['download']>();
    expectTypeOf(bridge.emit).toBeCallableWith('download', { format: 'csv', target: 'widget', rowCount: 3 });
    expectTypeOf(bridge.emit).toBeCallableWith('ready', {
      embedTenant: null,
      deploymentId: 7,
      mode: 'private',
      surface: 'chat',
    });
    expectTypeOf(bridge.emit('navigate', { path: '/' })).toEqualTypeOf<void>();
  });

  it('misuse does not compile', () => {
    never(() => {
      // @ts-expect-error format outside the enum
      bridge.emit('download', { format: 'gif', target: 'widget' });
      // @ts-expect-error target is required
      bridge.emit('download', { format: 'csv' });
      // @ts-expect-error ready needs embedTenant and deploymentId
      bridge.emit('ready', { mode: 'signed', surface: 'app' });
      // @ts-expect-error unknown event
      bridge.emit('loaded', {});
      // @ts-expect-error an action name is not an event
      bridge.emit('refresh', {});
      // @ts-expect-error the full type is for onAction, emit takes the short name
      bridge.emit('platform:event:navigate', { path: '/' });
    });
  });
});

describe('onAction', () => {
  it('types the payload and message by the short name', () => {
    const off = bridge.onAction('set-theme', (payload, message) => {
      expectTypeOf(payload.primaryColor).toEqualTypeOf<string | null | undefined>();
      expectTypeOf(payload.borderRadius).toEqualTypeOf<number | string | null | undefined>();
      expectTypeOf(payload.analyticsChat?.chatInput?.borderColor).toEqualTypeOf<string | null | undefined>();
      expectTypeOf(payload.chat?.inputColor).toEqualTypeOf<string | null | undefined>();
      expectTypeOf(payload).toEqualTypeOf<ActionPayloads['set-theme']>();
      expectTypeOf(message).toEqualTypeOf<ActionMessage<'set-theme'>>();
      expectTypeOf(message.type).toEqualTypeOf<'platform:action:set-theme'>();
    });
    expectTypeOf(off).toEqualTypeOf<() => void>();
  });

  it('infers the name from the full type', () => {
    bridge.onAction('platform:action:set-color-scheme', (payload, message) => {
      expectTypeOf(payload.scheme).toEqualTypeOf<'light' | 'dark' | 'auto'>();
      expectTypeOf(message.type).toEqualTypeOf<'platform:action:set-color-scheme'>();
    });
    bridge.onAction('set-locale', ({ locale }) => expectTypeOf(locale).toEqualTypeOf<string>());
    bridge.onAction('refresh', (payload) => expectTypeOf(payload).toEqualTypeOf<Record<string, never>>());
  });

  it('"*" receives the whole message, a union discriminated by type', () => {
    bridge.onAction('*', (message) => {
      expectTypeOf(message).toEqualTypeOf<ActionMessage>();
      if (message.type === 'platform:action:set-filter') {
        expectTypeOf(message.payload.filterUrlParameter).toEqualTypeOf<string>();
      }
    });
  });

  it('misuse does not compile', () => {
    never(() => {
      // @ts-expect-error unknown action
      bridge.onAction('reload', () => {});
      // @ts-expect-error an event is not an action
      bridge.onAction('ready', () => {});
      // @ts-expect-error event prefix
      bridge.onAction('platform:event:navigate', () => {});
      // @ts-expect-error the payload of set-theme has no scheme
      bridge.onAction('set-theme', (payload) => payload.scheme.toUpperCase());
      // @ts-expect-error "*" handlers get one message, not (payload, message)
      bridge.onAction('*', (_payload: ActionPayloads['refresh'], message: ActionMessage) => message);
    });
  });
});
