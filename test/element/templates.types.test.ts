/**
 * Type tests of the template types of `<platform-embed>` (checked by `tsc` in `npm run
 * typecheck`): they are made from the element's definitions, so an attribute, property or event
 * of the element is one of the templates'. The frameworks' checkers run on them in `npm run
 * check:templates` (test/templates/).
 */
import type { JSX } from 'react';
import type { SvelteHTMLElements } from 'svelte/elements';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { GlobalComponents } from 'vue';
import type { ObservedAttribute } from '../../src/element/attributes.js';
import { OBSERVED_ATTRIBUTES } from '../../src/element/attributes.js';
import type {
  PlatformEmbedAttributes,
  PlatformEmbedElement,
  PlatformEmbedEventHandlers,
  PlatformEmbedEventMap,
  PlatformEmbedProperties,
  PlatformEmbedPropertyName,
  PlatformEmbedTemplateProps,
} from '../../src/element/index.js';
import type { ColorScheme, EmbedSessionProvider, EmbedTheme, Filter } from '../../src/index.js';

/** The bodies only need to compile: vitest lists them without running them. */
const typeOnly = (body: () => void): void => void body;

/** Every attribute of the templates' types, once: a key left out or one too many does not compile. */
const TEMPLATE_ATTRIBUTES: Record<keyof PlatformEmbedAttributes, true> = {
  src: true,
  'session-endpoint': true,
  'color-scheme': true,
  locale: true,
  timezone: true,
  origin: true,
  title: true,
  'ready-timeout': true,
  'max-queued-actions': true,
  loading: true,
};

describe('the attributes', () => {
  it('are the attributes the element follows, no more, no fewer', () => {
    expectTypeOf<keyof PlatformEmbedAttributes>().toEqualTypeOf<ObservedAttribute>();
    expect([...OBSERVED_ATTRIBUTES].sort()).toEqual(Object.keys(TEMPLATE_ATTRIBUTES).sort());
  });

  it('take the values the element takes; a number attribute its text too', () =>
    typeOnly(() => {
      expectTypeOf<PlatformEmbedAttributes['color-scheme']>().toEqualTypeOf<ColorScheme | undefined>();
      expectTypeOf<PlatformEmbedAttributes['session-endpoint']>().toEqualTypeOf<string | undefined>();
      expectTypeOf<PlatformEmbedAttributes['ready-timeout']>().toEqualTypeOf<number | `${number}` | undefined>();
      expectTypeOf<PlatformEmbedAttributes['loading']>().toEqualTypeOf<'eager' | 'lazy' | undefined>();
      // @ts-expect-error: not a color scheme
      const scheme: PlatformEmbedAttributes = { 'color-scheme': 'purple' };
      void scheme;
    }));
});

describe('the properties and events', () => {
  it('the properties with no attribute, typed as the element types them; no readonly one, no method', () =>
    typeOnly(() => {
      expectTypeOf<PlatformEmbedPropertyName>().toEqualTypeOf<'sessionProvider' | 'theme' | 'filters'>();
      expectTypeOf<PlatformEmbedProperties['filters']>().toEqualTypeOf<ReadonlyArray<string | Filter> | undefined>();
      expectTypeOf<PlatformEmbedProperties['theme']>().toEqualTypeOf<EmbedTheme | undefined>();
      expectTypeOf<PlatformEmbedProperties['sessionProvider']>().toEqualTypeOf<EmbedSessionProvider | undefined>();
    }));

  it('one handler per event of the element, the event typed by its name', () =>
    typeOnly(() => {
      expectTypeOf<keyof PlatformEmbedEventHandlers>().toEqualTypeOf<`on${keyof PlatformEmbedEventMap}`>();
      expectTypeOf<Parameters<NonNullable<PlatformEmbedEventHandlers['onplatform-download']>>[0]>().toEqualTypeOf<
        PlatformEmbedEventMap['platform-download']
      >();
    }));
});

describe('the framework declarations', () => {
  it('Vue, Svelte and React JSX know the element, with its template props', () =>
    typeOnly(() => {
      expectTypeOf<InstanceType<GlobalComponents['platform-embed']>>().toMatchTypeOf<PlatformEmbedElement>();
      expectTypeOf<InstanceType<GlobalComponents['platform-embed']>['$props']['colorScheme']>().toEqualTypeOf<
        ColorScheme | undefined
      >();
      expectTypeOf<SvelteHTMLElements['platform-embed']>().toMatchTypeOf<PlatformEmbedTemplateProps>();
      expectTypeOf<JSX.IntrinsicElements['platform-embed']>().toMatchTypeOf<PlatformEmbedTemplateProps>();
    }));
});
