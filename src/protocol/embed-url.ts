/**
 * `embedUrl`: the address of a signed embed, per surface, as the service documents it —
 * `/embed/dashboard/<publicId>?session=…`, `/embed/d/<deploymentId>/app?session=…` and
 * `/embed/chat?sessionId=…` — with the documented URL switches typed and dashboard filters in
 * the spec's `f_<semantic_view>.<dimension>=<JSON>` form, every part percent-encoded.
 *
 * @module
 */

import { isVisibleAscii } from '../http/credential.js';
import { ownOptions, type Refuse, refuseOption } from '../internal/checks.js';
import { isRecord } from '../internal/is-record.js';
import { deploymentId, pathSegment, serviceUrl } from '../internal/service-url.js';
import { buildFilterParameter, checkNames, type Filter } from './filter.js';

/** A dashboard time-granularity switch (`tg_<view>.<dimension>=<granularity>`). */
export interface GranularitySwitch {
  /** The semantic view, e.g. `orders`. */
  view: string;
  /** Its time dimension, e.g. `created_at`. */
  dimension: string;
  /** One of the switcher's allowed granularities; the embed ignores any other. */
  granularity: 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year';
}

/** URL switches every surface reads. A value the embed cannot use falls through to the session's. */
export interface CommonUrlParams {
  /** The UI language, a BCP 47 tag (`es-MX`); overrides the session's `settings.locale`. */
  locale?: string;
  /** The IANA time zone queries run in (`America/New_York`); overrides the session's `settings.timezone`. */
  timezone?: string;
}

/**
 * The dashboard header switches (dashboards and the app). Each is shown unless set to `false`;
 * `true` is the embed's default and adds nothing to the URL.
 */
export interface DashboardHeaderParams {
  /** `false` hides the whole header bar. */
  showDashboardHeader?: boolean;
  /** `false` hides the header's back button. */
  showDashboardBackButton?: boolean;
  /** `false` hides the dashboard title. */
  showDashboardTitle?: boolean;
  /** `false` hides the Edit action (it never shows one to a viewer without the right). */
  showDashboardEditButton?: boolean;
  /** `false` hides the Duplicate action. */
  showDashboardDuplicateButton?: boolean;
  /** `true` offers chart and dashboard downloads (CSV, PNG, PDF); the default hides them. */
  allowExport?: boolean;
  /** `false` hides the whole-dashboard download menu (per-chart downloads stay, with `allowExport`). */
  showDashboardExportMenu?: boolean;
}

/** URL switches of a dashboard. */
export interface DashboardUrlParams extends CommonUrlParams, DashboardHeaderParams {
  /** Filter values to start with (the dashboard must have a filter control for each). */
  filters?: readonly Filter[];
  /** Time granularities to start with. */
  granularities?: readonly GranularitySwitch[];
}

/** URL switches of the app (creator mode). */
export interface AppUrlParams extends CommonUrlParams, DashboardHeaderParams {
  /** `false` hides the back button of the workbook header. */
  showWorkbookBackButton?: boolean;
}

/** URL switches of the chat. Each is shown unless set to `false`. */
export interface ChatUrlParams extends CommonUrlParams {
  /** `false` hides the New chat button. */
  showNewChat?: boolean;
  /** `false` hides the message input (a read-only transcript). */
  showChatInput?: boolean;
  /** `false` hides the chat history button. */
  showChatHistory?: boolean;
}

/** Any surface's URL switches. */
export type EmbedUrlParams = DashboardUrlParams | AppUrlParams | ChatUrlParams;

/** What every embed URL is made of. */
interface EmbedUrlBase {
  /**
   * The tenant's address, e.g. `https://acme.example.com` (absolute http(s), no user or
   * password, no query or fragment; a path is kept as a prefix).
   */
  baseUrl: string | URL;
  /** The session from `generateSession` (valid 5 minutes, redeemable once). */
  sessionId: string;
}

/** The options of {@link embedUrl}: the surface, what it needs, and its URL switches. */
export type EmbedUrlOptions =
  | (EmbedUrlBase & {
      /** A dashboard: `/embed/dashboard/<publicId>`. */
      surface: 'dashboard';
      /** The dashboard's public id. */
      publicId: string;
      /** The dashboard's URL switches and filters. */
      params?: DashboardUrlParams;
    })
  | (EmbedUrlBase & {
      /** The app of a deployment: `/embed/d/<deploymentId>/app`. */
      surface: 'app';
      /** The deployment the app opens. */
      deploymentId: number;
      /** The app's URL switches. */
      params?: AppUrlParams;
    })
  | (EmbedUrlBase & {
      /** The chat: `/embed/chat`. */
      surface: 'chat';
      /** The chat's URL switches. */
      params?: ChatUrlParams;
    });

/** Switches that grant: written only as `=true`. */
const GRANTS = ['allowExport'] as const;
/** Switches that hide: written only as `=false`. The app shows dashboards too: it reads theirs. */
const DASHBOARD_HIDES = [
  'showDashboardHeader',
  'showDashboardBackButton',
  'showDashboardTitle',
  'showDashboardEditButton',
  'showDashboardDuplicateButton',
  'showDashboardExportMenu',
];
const HIDES: Record<'dashboard' | 'app' | 'chat', readonly string[]> = {
  dashboard: DASHBOARD_HIDES,
  app: [...DASHBOARD_HIDES, 'showWorkbookBackButton'],
  chat: ['showNewChat', 'showChatInput', 'showChatHistory'],
};
const VALUES = ['locale', 'timezone'] as const;
const GRANULARITIES = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'];

/** An `INVALID_OPTIONS` refusal naming `embedUrl` and the field. */
const refuse: Refuse = (what, ...rest) => refuseOption(`embedUrl: ${what}`, ...rest);

/**
 * Builds the URL of a signed embed: the surface's path under `baseUrl`, the session, then the
 * switches in `params` (only those that change the embed's default: `allowExport: true`, a
 * `show…: false`), filters and granularities, every name and value percent-encoded.
 *
 * @example
 * ```ts
 * embedUrl({ baseUrl: 'https://acme.example.com', surface: 'dashboard', publicId: 'q3Sales0AbCd', sessionId,
 *   params: { allowExport: true, filters: [{ view: 'orders', dimension: 'country', value: { value: 'USA' } }] } });
 * // https://acme.example.com/embed/dashboard/q3Sales0AbCd?session=…&allowExport=true&f_orders.country=%7B%22value%22%3A%22USA%22%7D
 * ```
 * @throws {@link EmbedError} `INVALID_OPTIONS` for a bad base URL, surface, id, session or
 * switch (named in the message); `INVALID_FILTER` for a filter that is not JSON data.
 */
export function embedUrl(options: EmbedUrlOptions): string {
  const given = ownOptions(options as unknown, 'options', refuse);
  const base = baseOf(given.baseUrl);
  const sessionId = given.sessionId;
  if (!isVisibleAscii(sessionId)) refuse('sessionId', 'a non-empty string of printable ASCII', sessionId);
  const { surface } = given;
  let path: string;
  let sessionKey = 'session';
  if (surface === 'dashboard') path = `embed/dashboard/${pathSegment(given.publicId, 'publicId', refuse)}`;
  else if (surface === 'app') path = `embed/d/${deploymentId(given.deploymentId, 'deploymentId', refuse)}/app`;
  else if (surface === 'chat') {
    path = 'embed/chat';
    sessionKey = 'sessionId';
  } else return refuse('surface', '"dashboard", "app" or "chat"', surface);
  const query = [pair(sessionKey, sessionId as string), ...paramPairs(surface, given.params)];
  return `${new URL(path, base).href}?${query.join('&')}`;
}

/** `baseUrl` as a URL whose path ends with `/`, so that the surface's path goes under it. */
function baseOf(value: unknown): URL {
  const url = serviceUrl(value, 'baseUrl', refuse, true);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

const pair = (name: string, value: string) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;

/** The query pairs of `params` for `surface`; a key the surface does not read is refused. */
function paramPairs(surface: 'dashboard' | 'app' | 'chat', params: unknown): string[] {
  if (params === undefined) return [];
  if (!isRecord(params)) return refuse('params', 'an object', params);
  const hides = HIDES[surface];
  const grants: readonly string[] = surface === 'chat' ? [] : GRANTS;
  const lists = surface === 'dashboard' ? ['filters', 'granularities'] : [];
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const what = `params.${key}`;
    if (hides.includes(key) || grants.includes(key)) {
      if (typeof value !== 'boolean') refuse(what, 'a boolean', value);
      // Only a change from the embed's default is written: "false" hides, "true" grants.
      if (hides.includes(key) ? value === false : value === true) pairs.push(pair(key, String(value)));
    } else if ((VALUES as readonly string[]).includes(key)) {
      if (typeof value !== 'string' || value === '') refuse(what, 'a non-empty string', value);
      pairs.push(pair(key, value as string));
    } else if (key === 'filters' && lists.includes(key)) {
      pairs.push(...listOf(what, value).map((filter) => splitPair(buildFilterParameter(filter as Filter))));
    } else if (key === 'granularities' && lists.includes(key)) {
      pairs.push(...listOf(what, value).map((item, index) => granularityPair(`${what}[${index}]`, item)));
    } else {
      refuse(
        `params.${key}`,
        `a URL switch of the ${surface} (${[...hides, ...grants, ...VALUES, ...lists].join(', ')})`,
        value,
      );
    }
  }
  return pairs;
}

function listOf(what: string, value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : refuse(what, 'an array', value);
}

/** `f_view.dimension=JSON` as an encoded pair: the name is up to the first `=` (names hold none). */
function splitPair(parameter: string): string {
  const at = parameter.indexOf('=');
  return pair(parameter.slice(0, at), parameter.slice(at + 1));
}

function granularityPair(what: string, item: unknown): string {
  const { view, dimension, granularity } = (isRecord(item) ? item : {}) as Partial<GranularitySwitch>;
  checkNames(view, dimension, (name, rule, value) => refuse(`${what}.${name}`, rule, value));
  if (!GRANULARITIES.includes(granularity as string))
    refuse(`${what}.granularity`, GRANULARITIES.join(', '), granularity);
  return pair(`tg_${view}.${dimension}`, granularity as string);
}
