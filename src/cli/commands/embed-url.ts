/**
 * `platform-embed embed-url --deployment <id> (--external-id <id> | --internal-id <email>)
 * (--dashboard <publicId> | --app | --chat)`: generates a signed embed session for a viewer and
 * prints the URL that opens the surface with it (`client.embed.sessionUrl`) — one line, nothing
 * else on stdout, for a script or a page's backend to hand to a frame. The session is valid 5
 * minutes and redeemable once: a fresh URL per page load.
 *
 * Every flag is checked before anything is sent: a missing deployment, neither or both ids,
 * no surface or two, a URL switch the surface does not read, are usage errors (exit 2).
 *
 * @module
 * @internal
 */

import type { GenerateSessionInput, SessionUrlTarget } from '../../api/index.js';
import { ApiError } from '../../http/api-error.js';
import { platformClientOf } from '../clients.js';
import type { CommandContext, CommandSpec, OptionValues } from '../command.js';
import { type EmbedSurface, HIDE_SWITCHES, urlParamsOf } from '../embed-switches.js';
import { EXIT, type ExitCode, usageError } from '../exit.js';
import { DEBUG_OPTION, HELP_OPTION, type OptionSpec, optionOrEnv, PLATFORM_OPTIONS } from '../options.js';
import { printableLine } from '../printable.js';
import { deploymentIdOf } from '../sync-job.js';

/** `--embed-base-url`: where the embed is served, when not under the API's base URL (a custom embed domain, `platform-embed dev`). */
const EMBED_BASE_URL_OPTION: OptionSpec = {
  type: 'string',
  value: '<url>',
  env: 'PLATFORM_EMBED_URL',
  description: "where the embed is served, the printed URL's base; default: the --base-url",
};

/** The viewer flags, and what each names. */
const VIEWERS = { 'external-id': 'externalId', 'internal-id': 'internalId' } as const;

/** Who the session is for: exactly one of `--external-id` and `--internal-id`. */
function viewerOf(values: OptionValues): { externalId: string } | { internalId: string } {
  const given = (Object.keys(VIEWERS) as Array<keyof typeof VIEWERS>).filter((name) => values[name] !== undefined);
  if (given.length === 0)
    throw usageError(
      'missing the viewer: pass --external-id <id> (your id of an external user) or --internal-id <email> (an existing internal user)',
    );
  if (given.length > 1) throw usageError('--external-id and --internal-id both name the viewer: pass one');
  const flag = given[0]!;
  const value = values[flag];
  if (typeof value !== 'string' || value.trim() === '')
    throw usageError(
      `--${flag}: expected ${flag === 'external-id' ? 'an id' : 'an email'}, got ${JSON.stringify(value)}`,
    );
  return flag === 'external-id' ? { externalId: value } : { internalId: value };
}

/** The surface flags. */
const SURFACE_FLAGS: readonly EmbedSurface[] = ['dashboard', 'app', 'chat'];

/** What to open: exactly one of `--dashboard <publicId>`, `--app` and `--chat`, with the URL switches the flags ask for. */
function targetOf(values: OptionValues): SessionUrlTarget {
  const given = SURFACE_FLAGS.filter((name) => values[name] !== undefined);
  if (given.length === 0) throw usageError('missing the surface to open: pass --dashboard <publicId>, --app or --chat');
  if (given.length > 1)
    throw usageError(`${given.map((name) => `--${name}`).join(' and ')} name ${given.length} surfaces: pass one`);
  const surface = given[0]!;
  const params = urlParamsOf(surface, values);
  if (surface !== 'dashboard') return { surface, params };
  const publicId = values.dashboard;
  if (typeof publicId !== 'string' || publicId.trim() === '')
    throw usageError(`--dashboard: expected the dashboard's public id, got ${JSON.stringify(publicId)}`);
  return { surface, publicId, params };
}

async function runEmbedUrl(context: CommandContext): Promise<ExitCode> {
  const { values, out, interrupted } = context;
  if (values.deployment === undefined)
    throw usageError('missing the deployment: pass --deployment <id>, the deployment the session opens');
  const deploymentId = deploymentIdOf(String(values.deployment), '--deployment');
  const input = { deploymentId, ...viewerOf(values), ...targetOf(values) } as GenerateSessionInput & SessionUrlTarget;
  const client = platformClientOf(
    context,
    optionOrEnv(values, context.io.env, 'embed-base-url', EMBED_BASE_URL_OPTION),
  );
  let url: string;
  try {
    url = await client.embed.sessionUrl(input, { signal: interrupted });
  } catch (error) {
    // The client refuses input the reference does not allow before sending anything: the
    // user's input, so a usage error like the command's own checks.
    if (error instanceof ApiError && error.code === 'INVALID_REQUEST') throw usageError(error.message);
    throw error;
  }
  out(`${printableLine(url)}\n`);
  return EXIT.OK;
}

/** Every `--hide` name, with the surfaces that take it, for help. */
const hideNames = (): string =>
  SURFACE_FLAGS.map((surface) => {
    const names = Object.keys(HIDE_SWITCHES[surface]).filter(
      (name) => surface === 'dashboard' || !(name in HIDE_SWITCHES.dashboard),
    );
    return `${surface === 'dashboard' ? 'dashboard and app' : surface}: ${names.join(', ')}`;
  }).join('; ');

/** `platform-embed embed-url`. */
export const EMBED_URL_COMMAND: CommandSpec = {
  name: 'embed-url',
  args: '',
  synopsis: '--deployment <id> (--external-id <id> | --internal-id <email>) (--dashboard <publicId> | --app | --chat)',
  positionals: { min: 0, max: 0 },
  summary: 'print a fresh signed embed URL (dashboard, app or chat) for a viewer',
  description: [
    'Generates a signed embed session for a viewer and prints the URL that opens a dashboard, the app or the chat with it: one line, nothing else on stdout. The session is valid 5 minutes and can be redeemed once, so generate a URL for each page load.',
    'The viewer is an external user (--external-id: your id of the user, created or updated by the service) or an existing internal user (--internal-id: the email, whose own permissions apply). Generating a session needs an administrator credential: PLATFORM_TOKEN or PLATFORM_API_KEY.',
    'The URL is built under --embed-base-url when the embed has its own address (a custom embed domain, or the fake embed of platform-embed dev), else under --base-url.',
    'URL switches: --allow-export (dashboard and app), --locale, --timezone, --hide for what to hide (repeatable), and --filter for a dashboard filter to start with (repeatable).',
  ],
  options: {
    deployment: { type: 'string', value: '<id>', description: 'the deployment the session opens (required)' },
    'external-id': { type: 'string', value: '<id>', description: 'the viewer, an external user: your id of them' },
    'internal-id': {
      type: 'string',
      value: '<email>',
      description: 'the viewer, an existing internal user: their email',
    },
    dashboard: { type: 'string', value: '<publicId>', description: 'open this dashboard (its public id)' },
    app: { type: 'boolean', description: 'open the app (creator mode) of the deployment' },
    chat: { type: 'boolean', description: 'open the chat' },
    'allow-export': {
      type: 'boolean',
      description: 'offer chart and dashboard downloads (CSV, PNG, PDF); dashboard and app',
    },
    locale: { type: 'string', value: '<tag>', description: 'the language of the UI, a BCP 47 tag such as es-MX' },
    timezone: {
      type: 'string',
      value: '<zone>',
      description: 'the IANA time zone queries run in, such as America/New_York',
    },
    hide: {
      type: 'string',
      multiple: true,
      value: '<switch>',
      description: `hide a part of the surface; repeatable — ${hideNames()}`,
    },
    filter: {
      type: 'string',
      multiple: true,
      value: '<view>.<dimension>=<JSON>',
      description:
        'a dashboard filter to start with, its value JSON, such as orders.country={"value":"USA"}; repeatable',
    },
    ...PLATFORM_OPTIONS,
    'embed-base-url': EMBED_BASE_URL_OPTION,
    ...DEBUG_OPTION,
    ...HELP_OPTION,
  },
  examples: [
    'platform-embed embed-url --deployment 42 --external-id alice --dashboard q3Sales0AbCd',
    'platform-embed embed-url --deployment 42 --internal-id ana@example.com --app --locale es-MX',
    'platform-embed embed-url --deployment 42 --external-id alice --chat --hide new-chat',
    'platform-embed embed-url … --dashboard d1 --embed-base-url https://embed.acme.example.com',
    'platform-embed embed-url … --dashboard d1 --allow-export --filter \'orders.country={"value":"USA"}\'',
  ],
  run: runEmbedUrl,
};
