/**
 * The URL switches of `embed-url` from its flags, as `embedUrl`'s params, each checked against
 * the surface: `--locale`, `--timezone`, `--allow-export` (not for the chat), `--hide` by the
 * surface's own names, `--filter` for a dashboard only; every misuse a usage error naming the flag.
 */
import { describe, expect, it } from 'vitest';
import { HIDE_SWITCHES, urlParamsOf } from '../../src/cli/embed-switches.js';
import { usageErrorOf } from '../support/usage-error-of.js';

describe('urlParamsOf', () => {
  it('no flags, no switches', () => {
    expect(urlParamsOf('dashboard', {})).toEqual({});
  });

  it('a dashboard: locale, time zone, exports, hidden parts and filters', () => {
    const params = urlParamsOf('dashboard', {
      locale: 'es-MX',
      timezone: 'America/New_York',
      'allow-export': true,
      hide: ['header', 'export-menu'],
      filter: ['orders.country={"value":"USA"}', 'orders.status=["paid","shipped"]'],
    });
    expect(params).toEqual({
      locale: 'es-MX',
      timezone: 'America/New_York',
      allowExport: true,
      showDashboardHeader: false,
      showDashboardExportMenu: false,
      filters: [
        { view: 'orders', dimension: 'country', value: { value: 'USA' } },
        { view: 'orders', dimension: 'status', value: ['paid', 'shipped'] },
      ],
    });
  });

  it('the app and the chat hide their own parts', () => {
    expect(urlParamsOf('app', { hide: ['workbook-back-button', 'title'] })).toEqual({
      showWorkbookBackButton: false,
      showDashboardTitle: false,
    });
    expect(urlParamsOf('chat', { hide: ['new-chat', 'chat-input', 'chat-history'] })).toEqual({
      showNewChat: false,
      showChatInput: false,
      showChatHistory: false,
    });
    expect(Object.keys(HIDE_SWITCHES.chat)).toEqual(['new-chat', 'chat-input', 'chat-history']);
  });

  it('a switch the surface does not read is a usage error naming it', () => {
    expect(usageErrorOf(() => urlParamsOf('chat', { 'allow-export': true }))).toBe(
      '--allow-export: the chat has no downloads; it is a switch of --dashboard and --app',
    );
    expect(usageErrorOf(() => urlParamsOf('chat', { hide: ['header'] }))).toBe(
      '--hide: expected one of new-chat, chat-input, chat-history for the chat, got "header"',
    );
    expect(usageErrorOf(() => urlParamsOf('dashboard', { hide: ['workbook-back-button'] }))).toMatch(
      /^--hide: expected one of header, back-button, .* for the dashboard, got "workbook-back-button"$/,
    );
    expect(usageErrorOf(() => urlParamsOf('app', { filter: ['orders.country=1'] }))).toBe(
      '--filter: filters are for a dashboard (--dashboard <publicId>), not the app',
    );
  });

  it('an empty value or a filter not in the form is a usage error quoting it', () => {
    expect(usageErrorOf(() => urlParamsOf('dashboard', { locale: ' ' }))).toBe(
      '--locale: expected a language tag such as es-MX, got " "',
    );
    expect(usageErrorOf(() => urlParamsOf('dashboard', { timezone: '' }))).toBe(
      '--timezone: expected an IANA time zone such as America/New_York, got ""',
    );
    for (const filter of ['orders.country', 'country=1', 'orders.country=not json']) {
      expect(
        usageErrorOf(() => urlParamsOf('dashboard', { filter: [filter] })),
        filter,
      ).toBe(
        `--filter: expected <view>.<dimension>=<JSON>, such as orders.country={"value":"USA"}, got ${JSON.stringify(filter)}`,
      );
    }
  });
});
