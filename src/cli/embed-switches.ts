/**
 * The URL switches of `embed-url`, from its flags: `--allow-export`, `--locale`, `--timezone`,
 * `--hide <switch>` (repeatable) and `--filter <view>.<dimension>=<JSON>` (repeatable, for a
 * dashboard) — as `embedUrl`'s typed `params`, each checked against the surface it is for, so
 * that a switch the surface does not read is a usage error naming it rather than a URL that
 * silently ignores it.
 *
 * @module
 * @internal
 */

import type { AppUrlParams, ChatUrlParams, DashboardUrlParams, Filter } from '../api/index.js';
import { readFilterParameter } from '../protocol/filter.js';
import type { OptionValues } from './command.js';
import { usageError } from './exit.js';

/** A surface `embed-url` opens. */
export type EmbedSurface = 'dashboard' | 'app' | 'chat';

/** `--hide` names of the dashboard header's switches (a dashboard and the app). */
const HEADER_HIDES = {
  header: 'showDashboardHeader',
  'back-button': 'showDashboardBackButton',
  title: 'showDashboardTitle',
  'edit-button': 'showDashboardEditButton',
  'duplicate-button': 'showDashboardDuplicateButton',
  'export-menu': 'showDashboardExportMenu',
} as const;

/** What `--hide <name>` hides on each surface: the name, and the URL switch it sets to `false`. */
export const HIDE_SWITCHES: Readonly<Record<EmbedSurface, Readonly<Record<string, string>>>> = {
  dashboard: HEADER_HIDES,
  app: { ...HEADER_HIDES, 'workbook-back-button': 'showWorkbookBackButton' },
  chat: { 'new-chat': 'showNewChat', 'chat-input': 'showChatInput', 'chat-history': 'showChatHistory' },
};

/** What `--filter` looks like, for messages. */
const FILTER_EXAMPLE = 'orders.country={"value":"USA"}';

/** A list flag's values (`multiple`), or none. */
const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A value flag, if given: a non-empty string. */
function textFlag(values: OptionValues, name: string, what: string): string | undefined {
  const value = values[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.trim() === '')
    throw usageError(`--${name}: expected ${what}, got ${JSON.stringify(value)}`);
  return value;
}

/** `--filter <view>.<dimension>=<JSON>`, read with the spec's filter form (`f_` left out). */
function filterOf(text: string): Filter {
  const read = readFilterParameter(`f_${text}`);
  if (!read.ok)
    throw usageError(
      `--filter: expected <view>.<dimension>=<JSON>, such as ${FILTER_EXAMPLE}, got ${JSON.stringify(text)}`,
    );
  return read.filter;
}

/**
 * The URL switches the flags ask for on `surface`.
 *
 * @throws {@link CliError} a usage error naming the flag: a switch the surface does not read,
 * an unknown `--hide` name (the surface's are listed), an empty value, a filter not in the form.
 */
export function urlParamsOf(
  surface: EmbedSurface,
  values: OptionValues,
): DashboardUrlParams | AppUrlParams | ChatUrlParams {
  const params: Record<string, unknown> = {};
  const locale = textFlag(values, 'locale', 'a language tag such as es-MX');
  const timezone = textFlag(values, 'timezone', 'an IANA time zone such as America/New_York');
  if (locale !== undefined) params.locale = locale;
  if (timezone !== undefined) params.timezone = timezone;
  if (values['allow-export'] === true) {
    if (surface === 'chat')
      throw usageError('--allow-export: the chat has no downloads; it is a switch of --dashboard and --app');
    params.allowExport = true;
  }
  const switches = HIDE_SWITCHES[surface];
  for (const name of listOf(values.hide)) {
    const key = switches[name];
    if (key === undefined)
      throw usageError(
        `--hide: expected one of ${Object.keys(switches).join(', ')} for the ${surface}, got ${JSON.stringify(name)}`,
      );
    params[key] = false;
  }
  const filters = listOf(values.filter);
  if (filters.length > 0) {
    if (surface !== 'dashboard')
      throw usageError(`--filter: filters are for a dashboard (--dashboard <publicId>), not the ${surface}`);
    params.filters = filters.map(filterOf);
  }
  return params;
}
