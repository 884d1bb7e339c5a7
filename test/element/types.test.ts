/**
 * Type tests for `<platform-embed>` (checked by `tsc` in `npm run typecheck`): its events typed
 * from the catalog, its properties and methods, and the tag name map.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type {
  InvalidMessageDetail,
  PlatformEmbedElement,
  PlatformEmbedEventMap,
  PlatformEmbedState,
} from '../../src/element/index.js';
import { defineEmbedElement } from '../../src/element/index.js';
import type {
  ColorScheme,
  EmbedController,
  EmbedError,
  EmbedSessionProvider,
  EmbedTheme,
  EventName,
  EventPayloads,
  Filter,
} from '../../src/index.js';

declare const el: PlatformEmbedElement;
/** The bodies only need to compile: vitest lists them without running them. */
const typeOnly = (body: () => void): void => void body;

describe('events', () => {
  it('one platform-<event> per catalog event, the payload as detail, and the three of the element', () =>
    typeOnly(() => {
      expectTypeOf<keyof PlatformEmbedEventMap>().toEqualTypeOf<
        `platform-${EventName}` | 'platform-invalid-message' | 'platform-options-error' | 'platform-failure'
      >();
      expectTypeOf<PlatformEmbedEventMap['platform-failure']['detail']>().toEqualTypeOf<EmbedError>();
      expectTypeOf(el.sessionEndpoint).toEqualTypeOf<string | null>();
      expectTypeOf(el.sessionProvider).toEqualTypeOf<EmbedSessionProvider | undefined>();
      expectTypeOf<PlatformEmbedEventMap['platform-download']>().toEqualTypeOf<
        CustomEvent<EventPayloads['download']>
      >();
      expectTypeOf<PlatformEmbedEventMap['platform-invalid-message']['detail']>().toEqualTypeOf<InvalidMessageDetail>();
      expectTypeOf<PlatformEmbedEventMap['platform-options-error']['detail']>().toEqualTypeOf<EmbedError>();
    }));

  it('addEventListener is typed by event name', () =>
    typeOnly(() => {
      el.addEventListener('platform-download', (event) => {
        expectTypeOf(event.detail.format).toEqualTypeOf<'csv' | 'xlsx' | 'png' | 'pdf'>();
      });
      el.addEventListener('platform-ready', (event) =>
        expectTypeOf(event.detail).toEqualTypeOf<EventPayloads['ready']>(),
      );
      el.addEventListener('platform-ai-query', function (event) {
        expectTypeOf(this).toEqualTypeOf<PlatformEmbedElement>();
        expectTypeOf(event.detail.status).toEqualTypeOf<'submitted' | 'completed' | 'error'>();
      });
      el.addEventListener('platform-invalid-message', (event) => expectTypeOf(event.detail.reason).toBeString());
      el.addEventListener('click', (event) => expectTypeOf(event).toEqualTypeOf<HTMLElementEventMap['click']>());
      el.removeEventListener('platform-error', (event) => expectTypeOf(event.detail.message).toBeString());
      // @ts-expect-error: downloads have no `rows`
      el.addEventListener('platform-download', (event) => event.detail.rows);
    }));
});

describe('the element', () => {
  it('properties, state and methods', () =>
    typeOnly(() => {
      expectTypeOf(el.src).toEqualTypeOf<string>();
      expectTypeOf(el.origin).toEqualTypeOf<string | null>();
      expectTypeOf(el.colorScheme).toEqualTypeOf<ColorScheme | null>();
      expectTypeOf(el.locale).toEqualTypeOf<string | null>();
      expectTypeOf(el.theme).toEqualTypeOf<EmbedTheme | undefined>();
      expectTypeOf(el.filters).toEqualTypeOf<ReadonlyArray<string | Filter>>();
      expectTypeOf(el.controller).toEqualTypeOf<EmbedController | undefined>();
      expectTypeOf(el.state).toEqualTypeOf<PlatformEmbedState>();
      expectTypeOf<PlatformEmbedState>().toEqualTypeOf<'idle' | 'connecting' | 'ready' | 'failed'>();
      expectTypeOf(el.failure).toEqualTypeOf<EmbedError | undefined>();
      expectTypeOf(el.whenReady()).toEqualTypeOf<Promise<EventPayloads['ready']>>();
      el.send('set-locale', { locale: 'de' });
      // @ts-expect-error: the payload of set-locale is { locale }
      el.send('set-locale', { scheme: 'dark' });
      // @ts-expect-error: not a color scheme
      el.colorScheme = 'blue';
      // @ts-expect-error: read-only
      el.state = 'ready';
      // @ts-expect-error: read-only
      el.failure = undefined;
    }));

  it('the tag name map and defineEmbedElement', () =>
    typeOnly(() => {
      expectTypeOf(document.createElement('platform-embed')).toEqualTypeOf<PlatformEmbedElement>();
      expectTypeOf(document.querySelector('platform-embed')).toEqualTypeOf<PlatformEmbedElement | null>();
      expectTypeOf(defineEmbedElement).returns.toEqualTypeOf<CustomElementConstructor>();
      expectTypeOf(defineEmbedElement).parameters.toEqualTypeOf<[name?: string]>();
    }));
});
