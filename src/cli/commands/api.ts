/**
 * `platform-embed api <METHOD> <path>`: any endpoint of the management and build API through the
 * client's own methods (bearer token, timeouts, safe retries, `ApiError`), JSON out — every
 * string of it made printable, the JSON still valid. `--all` follows a list's cursors with
 * `paginate` and prints its items as one JSON array, each as it comes (one page in memory at a
 * time; a cursor cycle ends it with paginate's error); an order cursors cannot follow is a usage
 * error.
 *
 * @module
 * @internal
 */

import type { PlatformClient } from '../../api/index.js';
import { platformClientOf } from '../clients.js';
import type { CommandContext, CommandSpec } from '../command.js';
import { EXIT, type ExitCode, usageError } from '../exit.js';
import type { Write } from '../io.js';
import { DEBUG_OPTION, HELP_OPTION, jsonOption, PLATFORM_OPTIONS } from '../options.js';
import { printableJson } from '../printable.js';

/** The methods of the client. */
export const API_METHODS = ['GET', 'PUT', 'POST', 'PATCH', 'DELETE'] as const;

type ApiMethod = (typeof API_METHODS)[number];

/** What the command passes to a method: a path typed in, so no longer one of the generated paths' literal types. */
interface AnyInit {
  params: { query: Record<string, string | string[]> };
  body?: unknown;
  signal: AbortSignal;
}

/**
 * The client seen from a command line, where the path is whatever the user typed: the same
 * methods, typed by strings rather than by the generated paths (which type code, not input).
 */
type AnyPathClient = Record<ApiMethod, (path: string, init: AnyInit) => Promise<{ data: unknown }>> & {
  paginate(path: string, init: AnyInit): AsyncIterable<unknown>;
};

const asAnyPathClient = (client: PlatformClient): AnyPathClient => client as unknown as AnyPathClient;

/** The query of `--query k=v` flags (and of a `?…` typed in the path): a key given twice is a list. */
export function queryOf(search: string, flags: readonly string[]): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = Object.create(null);
  const add = (key: string, value: string) => {
    const known = query[key];
    query[key] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value];
  };
  for (const [key, value] of new URLSearchParams(search)) add(key, value);
  for (const flag of flags) {
    const equals = flag.indexOf('=');
    if (equals < 1) throw usageError(`--query: expected key=value, got ${JSON.stringify(flag)}`);
    add(flag.slice(0, equals), flag.slice(equals + 1));
  }
  return query;
}

/** The body of `--data`: JSON text, or `@file` for a file's. Never quoted back: it may hold anything. */
async function bodyOf(context: CommandContext, data: string): Promise<unknown> {
  let text = data;
  let source = '--data';
  if (data.startsWith('@')) {
    const file = data.slice(1);
    if (!file) throw usageError('--data: expected JSON or @<file>, got "@"');
    source = `--data @${file}`;
    try {
      text = await context.io.readFile(file);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      throw usageError(`${source}: the file cannot be read${typeof code === 'string' ? ` (${code})` : ''}`);
    }
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw usageError(`${source}: expected JSON (or @<file> holding JSON), and it does not parse`);
  }
}

/** The path typed in, checked: `/…`, every `{placeholder}` filled in; its `?query` apart. */
function pathOf(text: string): { path: string; search: string } {
  if (/^https?:\/\//i.test(text))
    throw usageError(
      `<path>: expected the path alone, such as /api/v1/deployments/42/reports (the address comes from --base-url or PLATFORM_BASE_URL)`,
    );
  if (!text.startsWith('/'))
    throw usageError(
      `<path>: expected a path starting with /, such as /api/v1/deployments/42/reports, got ${JSON.stringify(text)}`,
    );
  const [path = '', search = ''] = text.split(/\?(.*)/s, 2);
  if (path.includes('#')) throw usageError(`<path>: expected no #fragment, got ${JSON.stringify(text)}`);
  const placeholder = /\{([^{}]*)\}/.exec(path);
  if (placeholder)
    throw usageError(`<path>: replace ${placeholder[0]} with its value, as in /api/v1/deployments/42/reports`);
  return { path, search };
}

/**
 * The orders of a list that cursors cannot follow: `lastViewedAt` changes as people open
 * reports — reading the list changes it — so the order moves between two pages and cursor
 * paging over it skips or repeats items (the service gives it no cursors, spec 8).
 */
const UNSTABLE_ORDERS: readonly string[] = ['lastViewedAt'];

/** `--all` with such an order: a usage error saying why, before anything is sent. */
function refuseUnstableOrder(query: Readonly<Record<string, string | string[]>>): void {
  const sortBy = query.sortBy;
  const orders = sortBy === undefined ? [] : Array.isArray(sortBy) ? sortBy : [sortBy];
  const unstable = orders.find((order) =>
    UNSTABLE_ORDERS.some((name) => name.toLowerCase() === order.trim().toLowerCase()),
  );
  if (unstable === undefined) return;
  throw usageError(
    `--all cannot follow sortBy=${unstable}: that order changes while the pages are read (viewing a report moves it), so paging through it would skip or repeat items, and the service gives it no cursors; drop --all to read one page, or sort by name, createdAt or updatedAt`,
  );
}

/**
 * `--all`: the items of the list, printed as they come — one page in memory at a time, however
 * long the list (an endless one prints until Ctrl-C) — as the JSON array `printableJson(items, 2)`
 * would print, element by element. A failure on the way (a cursor the list gave before, which
 * `paginate` refuses: its pages would repeat for ever) leaves the array unclosed, its line ended:
 * what came is shown, and the exit code says that it is not all.
 */
async function printAllItems(client: AnyPathClient, path: string, init: AnyInit, out: Write): Promise<void> {
  let printed = 0;
  try {
    for await (const item of client.paginate(path, init)) {
      // Indented as an element of the array; JSON text has no line break inside a string.
      out(`${printed === 0 ? '[\n' : ',\n'}${printableJson(item, 2).replace(/^/gm, '  ')}`);
      printed += 1;
    }
  } catch (error) {
    if (printed > 0) out('\n');
    throw error;
  }
  out(printed === 0 ? '[]\n' : '\n]\n');
}

async function runApi(context: CommandContext): Promise<ExitCode> {
  const { values, out, interrupted } = context;
  const [methodText = '', pathText = ''] = context.positionals;
  const method = methodText.toUpperCase() as ApiMethod;
  if (!API_METHODS.includes(method))
    throw usageError(`<METHOD>: expected one of ${API_METHODS.join(', ')}, got ${JSON.stringify(methodText)}`);
  const { path, search } = pathOf(pathText);
  const query = queryOf(search, Array.isArray(values.query) ? values.query : []);
  const all = values.all === true;
  if (all && method !== 'GET')
    throw usageError(`--all follows the cursors of a list, which is read with GET, not ${method}`);
  if (all) refuseUnstableOrder(query);
  const data = values.data;
  if (typeof data === 'string' && method === 'GET') throw usageError('--data: a GET request has no body');
  const body = typeof data === 'string' ? await bodyOf(context, data) : undefined;
  const client = asAnyPathClient(platformClientOf(context));
  const init: AnyInit = { params: { query }, ...(body !== undefined && { body }), signal: interrupted };

  if (all) {
    await printAllItems(client, path, init, out);
    return EXIT.OK;
  }
  const response = await client[method](path, init);
  // A 204 has no body: nothing to print.
  if (response.data !== undefined) out(`${printableJson(response.data, 2)}\n`);
  return EXIT.OK;
}

/** `platform-embed api <METHOD> <path>`. */
export const API_COMMAND: CommandSpec = {
  name: 'api',
  args: '<METHOD> <path>',
  positionals: { min: 2, max: 2 },
  summary: 'call any endpoint of the management and build API; JSON out',
  description: [
    'Calls one endpoint (GET, PUT, POST, PATCH or DELETE) with the API token (or key) and prints the JSON it answers. GET, PUT and DELETE are retried after a network failure, 429, 502, 503 or 504 (and a 409 upsert_branch_changed); POST and PATCH never are.',
    'With --all, a cursor list (reports, folders) is read page after page, and its items are printed as one JSON array, each as its page comes (one page in memory at a time); a cursor the list gave before ends it with an error (exit 1), and an order cursors cannot follow (sortBy=lastViewedAt) is refused.',
  ],
  options: {
    data: {
      type: 'string',
      value: '<json|@file>',
      description: 'the request body: JSON text, or @file to read it from a file',
    },
    query: {
      type: 'string',
      multiple: true,
      value: '<key=value>',
      description: 'a query parameter; repeat it for more (a key twice is a list)',
    },
    all: {
      type: 'boolean',
      description: 'follow the cursors of a list (GET) and print all its items as one array, as they come',
    },
    ...PLATFORM_OPTIONS,
    ...jsonOption('the output is JSON already; accepted for symmetry with the other commands'),
    ...DEBUG_OPTION,
    ...HELP_OPTION,
  },
  examples: [
    'platform-embed api GET /api/v1/deployments/42/reports --all',
    'platform-embed api GET /api/v1/deployments/42/reports --query first=50 --query sortBy=name',
    'platform-embed api POST /api/v1/deployments/42/dbt-sync --data \'{"branchName":"dev"}\'',
  ],
  run: runApi,
};
