/**
 * Type tests for `platform-embed/react` (checked by `tsc` in `npm run typecheck`): the handler
 * props are the catalog's events, each typed with its payload and message; unknown props do not
 * compile; the ref is the controller.
 */
import type { ComponentProps, Ref } from 'react';
import { describe, expectTypeOf, it } from 'vitest';
import type { EmbedController, EmbedError, EmbedSessionContext, EmbedSessionProvider, EmbedState, EventMessage, EventName, EventPayloads, Filter } from '../../src/index.js';
import { type EventHandlerProps, type PlatformEmbed, type PlatformEmbedProps, type UseEmbedOptions, type UseEmbedResult, useEmbed } from '../../src/react/index.js';

/** The bodies only need to compile: vitest lists them without running them. */
const typeOnly = (body: () => void): void => void body;

const url = 'https://tenant.example.com/embed/dashboard/abc';

/** The parameters of the handler prop `P`. */
type HandlerParameters<P extends keyof EventHandlerProps> = Parameters<NonNullable<EventHandlerProps[P]>>;

describe('handler props come from the catalog', () => {
  it('one prop per event, named on<PascalCase>', () => {
    expectTypeOf<keyof EventHandlerProps>().toEqualTypeOf<'onReady' | 'onView' | 'onNavigate' | 'onDashboardLoaded' | 'onDownload' | 'onDrilldown' | 'onAiQuery' | 'onError'>();
    expectTypeOf<EventName>().toEqualTypeOf<'ready' | 'view' | 'navigate' | 'dashboard-loaded' | 'download' | 'drilldown' | 'ai-query' | 'error'>();
  });

  it("each handler gets its event's payload and message", () => {
    expectTypeOf<HandlerParameters<'onReady'>>().toEqualTypeOf<[EventPayloads['ready'], EventMessage<'ready'>]>();
    expectTypeOf<HandlerParameters<'onView'>>().toEqualTypeOf<[EventPayloads['view'], EventMessage<'view'>]>();
    expectTypeOf<HandlerParameters<'onNavigate'>>().toEqualTypeOf<[EventPayloads['navigate'], EventMessage<'navigate'>]>();
    expectTypeOf<HandlerParameters<'onDashboardLoaded'>>().toEqualTypeOf<[EventPayloads['dashboard-loaded'], EventMessage<'dashboard-loaded'>]>();
    expectTypeOf<HandlerParameters<'onDownload'>>().toEqualTypeOf<[EventPayloads['download'], EventMessage<'download'>]>();
    expectTypeOf<HandlerParameters<'onDrilldown'>>().toEqualTypeOf<[EventPayloads['drilldown'], EventMessage<'drilldown'>]>();
    expectTypeOf<HandlerParameters<'onAiQuery'>>().toEqualTypeOf<[EventPayloads['ai-query'], EventMessage<'ai-query'>]>();
    expectTypeOf<HandlerParameters<'onError'>>().toEqualTypeOf<[EventPayloads['error'], EventMessage<'error'>]>();
    expectTypeOf<Parameters<NonNullable<PlatformEmbedProps['onInvalidMessage']>>[0]['reason']>().toEqualTypeOf<
      'untrusted-origin' | 'untrusted-window' | 'not-an-object' | 'wrong-source' | 'wrong-direction' | 'unknown-type' | 'invalid-envelope' | 'invalid-payload'
    >();
  });

  it('inline handlers are checked against the payload', () =>
    typeOnly(() => {
      const props: PlatformEmbedProps = {
        url,
        onDownload: (payload, message) => {
          expectTypeOf(payload.format).toEqualTypeOf<'csv' | 'xlsx' | 'png' | 'pdf'>();
          expectTypeOf(message.surface).toEqualTypeOf<'dashboard' | 'app' | 'chat'>();
        },
        onAiQuery: ({ status }) => expectTypeOf(status).toEqualTypeOf<'submitted' | 'completed' | 'error'>(),
        onReady: ({ deploymentId }) => expectTypeOf(deploymentId).toEqualTypeOf<number | null>(),
      };
      void props;
    }));
});

describe('props', () => {
  it('settings, options and the container', () => {
    expectTypeOf<PlatformEmbedProps['colorScheme']>().toEqualTypeOf<'light' | 'dark' | 'auto' | undefined>();
    expectTypeOf<PlatformEmbedProps['filters']>().toEqualTypeOf<ReadonlyArray<string | Filter> | undefined>();
    expectTypeOf<PlatformEmbedProps['url']>().toEqualTypeOf<string | URL | EmbedSessionProvider>();
    expectTypeOf<UseEmbedOptions['url']>().toEqualTypeOf<string | URL | EmbedSessionProvider>();
    expectTypeOf<PlatformEmbedProps['onFailure']>().toEqualTypeOf<((error: EmbedError) => void) | undefined>();
    expectTypeOf<PlatformEmbedProps>().toHaveProperty('className');
    expectTypeOf<PlatformEmbedProps>().toHaveProperty('style');
    expectTypeOf<UseEmbedOptions>().not.toHaveProperty('className');
    expectTypeOf<UseEmbedOptions>().not.toHaveProperty('container');
    expectTypeOf<UseEmbedOptions>().not.toHaveProperty('iframe');
  });

  it('url as a session provider: given a signal, answering a URL now or later', () =>
    typeOnly(() => {
      const sync: PlatformEmbedProps = { url: ({ signal }) => (signal.aborted ? url : new URL(url)) };
      const later: PlatformEmbedProps = {
        url: async ({ signal }) => {
          expectTypeOf(signal).toEqualTypeOf<AbortSignal>();
          return url;
        },
        onFailure: (error) => expectTypeOf(error.code).toEqualTypeOf<EmbedError['code']>(),
      };
      const named = (context: EmbedSessionContext) => fetch('/embed-session', context).then((response) => response.text());
      const hook = useEmbed({ url: named, origin: 'https://tenant.example.com' });
      // @ts-expect-error a provider answers a URL, not a number
      const wrong: PlatformEmbedProps = { url: () => 42 };
      void [sync, later, hook, wrong];
    }));

  it('the ref is the controller', () => {
    expectTypeOf<ComponentProps<typeof PlatformEmbed>['ref']>().toEqualTypeOf<Ref<EmbedController> | undefined>();
  });

  it('misuse does not compile', () =>
    typeOnly(() => {
      // @ts-expect-error url is required
      const noUrl: PlatformEmbedProps = { title: 'Sales' };
      // @ts-expect-error not an event of the catalog
      const unknownEvent: PlatformEmbedProps = { url, onDownloaded: () => undefined };
      // @ts-expect-error the name is onDashboardLoaded
      const kebab: PlatformEmbedProps = { url, onDashboardloaded: () => undefined };
      // @ts-expect-error not a prop at all
      const unknownProp: ComponentProps<typeof PlatformEmbed> = { url, id: 'report' };
      // @ts-expect-error the download payload has no path
      const wrongField: PlatformEmbedProps = { url, onDownload: (payload) => payload.path };
      // @ts-expect-error not a color scheme
      const scheme: PlatformEmbedProps = { url, colorScheme: 'sepia' };
      // @ts-expect-error a filter needs a view and a dimension
      const filter: PlatformEmbedProps = { url, filters: [{ view: 'orders', value: 1 }] };
      // @ts-expect-error the binding creates the iframe itself
      const container: UseEmbedOptions = { url, container: '#report' };
      void [noUrl, unknownEvent, kebab, unknownProp, wrongField, scheme, filter, container];
    }));
});

describe('useEmbed', () => {
  it('returns a ref, the controller, the state, the ready payload and the failure', () =>
    typeOnly(() => {
      const result = useEmbed({ url, onView: ({ path }) => expectTypeOf(path).toEqualTypeOf<string>() });
      expectTypeOf(result).toEqualTypeOf<UseEmbedResult>();
      expectTypeOf(result.controller).toEqualTypeOf<EmbedController | undefined>();
      expectTypeOf(result.state).toEqualTypeOf<EmbedState | 'idle'>();
      expectTypeOf(result.readyPayload).toEqualTypeOf<EventPayloads['ready'] | undefined>();
      expectTypeOf(result.error).toEqualTypeOf<EmbedError | undefined>();
      expectTypeOf(result.ref).toBeCallableWith(null);
      expectTypeOf(result.ref).parameter(0).toEqualTypeOf<HTMLElement | null>();
    }));
});
