/**
 * Type tests: checked by `tsc` in `npm run typecheck` (a wrong type or a stale
 * `@ts-expect-error` fails it); the `it` blocks only make vitest list them.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { components } from '../../src/api/platform-paths.js';
import {
  type ActionMessage,
  type ActionName,
  type ActionPayloads,
  createActionMessage,
  createEventMessage,
  type EmbedErrorCode,
  type EmbedTheme,
  type EventMessage,
  type EventName,
  type EventPayloads,
  type InvalidReason,
  type ParseResult,
  parseEventMessage,
  type Surface,
} from '../../src/protocol/index.js';

describe('payload types come from the catalogs', () => {
  it('event payloads', () => {
    expectTypeOf<EventPayloads['ready']>().toEqualTypeOf<{
      embedTenant: string | null;
      deploymentId: number | null;
      mode: 'signed' | 'private';
      surface: 'dashboard' | 'app' | 'chat';
      publicId?: string | undefined;
    }>();
    expectTypeOf<EventPayloads['view']>().toEqualTypeOf<{
      surface: Surface;
      path: string;
      publicId?: string | undefined;
      title?: string | undefined;
    }>();
    expectTypeOf<EventPayloads['navigate']>().toEqualTypeOf<{ path: string; previousPath?: string | undefined }>();
    expectTypeOf<EventPayloads['dashboard-loaded']>().toEqualTypeOf<{
      publicId?: string | undefined;
      widgetCount?: number | undefined;
      loadDurationMs?: number | undefined;
    }>();
    expectTypeOf<EventPayloads['download']>().toEqualTypeOf<{
      format: 'csv' | 'xlsx' | 'png' | 'pdf';
      target: 'widget' | 'dashboard';
      widgetId?: string | undefined;
      title?: string | undefined;
      rowCount?: number | undefined;
    }>();
    expectTypeOf<EventPayloads['drilldown']>().toEqualTypeOf<{
      member: string;
      value?: unknown;
      widgetId?: string | undefined;
    }>();
    expectTypeOf<EventPayloads['ai-query']>().toEqualTypeOf<{
      query: string;
      status: 'submitted' | 'completed' | 'error';
      chatId?: string | undefined;
      agentId?: string | undefined;
    }>();
    expectTypeOf<EventPayloads['error']>().toEqualTypeOf<{
      message: string;
      name?: string | undefined;
      context?: string | undefined;
      fatal?: boolean | undefined;
    }>();
    expectTypeOf<keyof EventPayloads>().toEqualTypeOf<EventName>();
  });

  it('action payloads', () => {
    expectTypeOf<ActionPayloads['set-color-scheme']>().toEqualTypeOf<{ scheme: 'light' | 'dark' | 'auto' }>();
    expectTypeOf<ActionPayloads['set-locale']>().toEqualTypeOf<{ locale: string }>();
    expectTypeOf<ActionPayloads['set-filter']>().toEqualTypeOf<{ filterUrlParameter: string }>();
    expectTypeOf<ActionPayloads['navigate']>().toEqualTypeOf<{ path: string }>();
    expectTypeOf<ActionPayloads['refresh']>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf<EmbedTheme>().toMatchTypeOf<Record<string, unknown>>();
    expectTypeOf<keyof ActionPayloads>().toEqualTypeOf<ActionName>();
  });

  it("the theme is the reference's EmbedTheme plus borderRadius, every field nullable, every object open", () => {
    type Color = string | null | undefined;
    expectTypeOf<EmbedTheme['primaryColor']>().toEqualTypeOf<Color>();
    expectTypeOf<EmbedTheme['font']>().toEqualTypeOf<Color>();
    expectTypeOf<EmbedTheme['borderRadius']>().toEqualTypeOf<number | string | null | undefined>();
    type AnalyticsChat = NonNullable<EmbedTheme['analyticsChat']>;
    type ChatInput = NonNullable<AnalyticsChat['chatInput']>;
    expectTypeOf<EmbedTheme['analyticsChat']>().toEqualTypeOf<AnalyticsChat | null | undefined>();
    expectTypeOf<AnalyticsChat['backgroundColor']>().toEqualTypeOf<Color>();
    expectTypeOf<AnalyticsChat['chatInput']>().toEqualTypeOf<ChatInput | null | undefined>();
    expectTypeOf<ChatInput>().toEqualTypeOf<{ backgroundColor?: Color; borderColor?: Color; [key: string]: unknown }>();
    expectTypeOf<NonNullable<EmbedTheme['chat']>>().toEqualTypeOf<{ inputColor?: Color; [key: string]: unknown }>();
    // A session's embedTheme (the management API's type, from the reference) is a theme as it is.
    expectTypeOf<components['schemas']['EmbedTheme']>().toMatchTypeOf<EmbedTheme>();
    expectTypeOf<EmbedTheme>().toMatchTypeOf<components['schemas']['EmbedTheme']>();
    // The reference's example, and every field at null.
    expectTypeOf({ primaryColor: '#7c5cff', borderRadius: 8 }).toMatchTypeOf<EmbedTheme>();
    expectTypeOf({
      primaryColor: null,
      borderRadius: null,
      font: null,
      analyticsChat: { backgroundColor: null, chatInput: { backgroundColor: null, borderColor: null } },
      chat: { inputColor: null },
    }).toMatchTypeOf<EmbedTheme>();
    expectTypeOf({ analyticsChat: null, chat: null }).toMatchTypeOf<EmbedTheme>();
  });
});

describe('messages', () => {
  it('events always carry a surface; actions have no surface key', () => {
    expectTypeOf<EventMessage<'ready'>['surface']>().toEqualTypeOf<Surface>();
    expectTypeOf<EventMessage<'download'>['surface']>().toEqualTypeOf<Surface>();
    expectTypeOf<EventMessage<'view'>['type']>().toEqualTypeOf<'platform:event:view'>();
    expectTypeOf<ActionMessage<'refresh'>['direction']>().toEqualTypeOf<'action'>();
    expectTypeOf<'surface' extends keyof ActionMessage ? true : false>().toEqualTypeOf<false>();
  });

  it('the union narrows by type', () => {
    const result = parseEventMessage({});
    expectTypeOf(result).toEqualTypeOf<ParseResult<EventMessage>>();
    if (result.ok && result.message.type === 'platform:event:download') {
      expectTypeOf(result.message.payload.format).toEqualTypeOf<'csv' | 'xlsx' | 'png' | 'pdf'>();
    }
    if (!result.ok) expectTypeOf(result.reason).toEqualTypeOf<InvalidReason>();
  });

  it('create* is typed by name', () => {
    expectTypeOf(createActionMessage('navigate', { path: '/x' })).toEqualTypeOf<ActionMessage<'navigate'>>();
    expectTypeOf(createEventMessage('error', { message: 'x' }, 'chat')).toEqualTypeOf<EventMessage<'error'>>();
  });

  it('misuse does not compile', () => {
    const never = (fn: () => unknown) => fn;
    never(() => {
      // @ts-expect-error unknown action name
      createActionMessage('reload', {});
      // @ts-expect-error value outside the enum
      createActionMessage('set-color-scheme', { scheme: 'blue' });
      // @ts-expect-error missing required field
      createActionMessage('set-locale', {});
      // @ts-expect-error refresh takes an empty payload
      createActionMessage('refresh', { force: true });
      // @ts-expect-error an event name is not an action
      createActionMessage('ready', {});
      // @ts-expect-error ready needs embedTenant and deploymentId
      createEventMessage('ready', { mode: 'signed', surface: 'app' }, 'app');
      // @ts-expect-error surface outside the enum
      createEventMessage('navigate', { path: '/' }, 'web');
      // @ts-expect-error wrong field type
      createEventMessage('download', { format: 'csv', target: 'dashboard', rowCount: '3' }, 'dashboard');
      // @ts-expect-error a theme color is a string or null
      createActionMessage('set-theme', { primaryColor: 5 });
      // @ts-expect-error borderRadius is a number or a string
      createActionMessage('set-theme', { borderRadius: true });
      // @ts-expect-error analyticsChat is an object
      createActionMessage('set-theme', { analyticsChat: 'x' });
      // @ts-expect-error chatInput is an object, not an array
      createActionMessage('set-theme', { analyticsChat: { chatInput: [] } });
      // @ts-expect-error a nested color is a string or null
      createActionMessage('set-theme', { chat: { inputColor: 1 } });
      const code: EmbedErrorCode = 'TIMEOUT';
      // @ts-expect-error not a code
      const bad: EmbedErrorCode = 'NOPE';
      return [code, bad];
    });
  });
});
