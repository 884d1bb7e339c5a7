/**
 * `platform-embed dev [--port <n>] [--json]`: the package's own fakes on 127.0.0.1 — the fake
 * platform (management API and signed sessions), the fake embed (the surfaces, redeeming those
 * sessions at that platform) and the fake chat server — wired to each other, for running a
 * quick start or an example with no account. It prints each URL, the credentials they accept
 * and the settings to paste (dev-settings.ts), then runs until Ctrl-C or SIGTERM, when it closes
 * every server and exits 0. A port in use is an error naming it (exit 1), nothing left running.
 *
 * The fakes are imported when the command runs: the other commands never load them.
 *
 * @module
 * @internal
 */

import type { FakeChatServer, FakeEmbedServer, FakePlatformServer } from '../../testing/servers/index.js';
import type { CommandContext, CommandSpec, OptionValues } from '../command.js';
import { type DevSettings, devJson, devText } from '../dev-settings.js';
import { CliError, EXIT, type ExitCode, usageError } from '../exit.js';
import { HELP_OPTION, jsonOption } from '../options.js';

/** The fakes, by the port each takes after `--port`'s: the platform on it, then the embed, then the chat. */
const FAKES = ['the fake platform', 'the fake embed', 'the fake chat server'] as const;

/** The highest `--port`: the fakes take it and the next two. */
const MAX_PORT = 65535 - (FAKES.length - 1);

/** `--port`: a port from 1 to {@link MAX_PORT}, or 0 (the default) for free ports. */
function portOf(values: OptionValues): number {
  const text = values.port;
  if (text === undefined) return 0;
  const port = typeof text === 'string' && /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  if (!(port >= 0 && port <= MAX_PORT))
    throw usageError(
      `--port: expected a port from 1 to ${MAX_PORT} (the fakes take it and the next two), or 0 for free ports, got ${JSON.stringify(text)}`,
    );
  return port;
}

/** A fake that could not listen: its port named when it is taken, as a failure (exit 1). */
function listenFailure(error: unknown, what: string, port: number): unknown {
  const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  if (code !== 'EADDRINUSE') return error;
  return new CliError(
    EXIT.FAILED,
    `port ${port} on 127.0.0.1 (for ${what}) is in use: pass another --port, or none for free ports`,
    { cause: error },
  );
}

/** The fakes running, and what they accept. */
interface RunningFakes {
  readonly settings: DevSettings;
  close(): Promise<void>;
}

/**
 * Starts the three fakes, wired as the demo wires them: the embed redeems sessions at the
 * platform, and the platform takes the chat's API key too, so that one `PLATFORM_API_KEY`
 * serves both. If one cannot start, those already started are closed before the error goes on.
 */
async function startFakes(port: number): Promise<RunningFakes> {
  const servers = await import('../../testing/servers/index.js');
  const portFor = (index: number) => (port === 0 ? 0 : port + index);
  const started: Array<{ close(): Promise<void> }> = [];
  const close = () => Promise.all(started.map((server) => server.close())).then(() => undefined);
  const listening = async <T extends { close(): Promise<void> }>(
    index: number,
    start: (port: number) => Promise<T>,
  ): Promise<T> => {
    const server = await start(portFor(index)).catch((error: unknown) => {
      throw listenFailure(error, FAKES[index]!, portFor(index));
    });
    started.push(server);
    return server;
  };
  try {
    const apiKey = servers.FAKE_CHAT_API_KEY;
    const platform: FakePlatformServer = await listening(0, (at) =>
      servers.startFakePlatformServer({ apiKey, port: at }),
    );
    const embed: FakeEmbedServer = await listening(1, (at) => servers.startFakeEmbedServer({ platform, port: at }));
    const chat: FakeChatServer = await listening(2, (at) => servers.startFakeChatServer({ apiKey, port: at }));
    const settings: DevSettings = {
      platform: { url: platform.baseUrl, token: servers.FAKE_PLATFORM_TOKEN, apiKey },
      embed: { url: embed.baseUrl },
      chat: { url: chat.url, token: servers.FAKE_CHAT_TOKEN, apiKey, externalId: FAKE_CHAT_USER },
    };
    return { settings, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The user of `FAKE_CHAT_TOKEN` (its `externalId` claim): the one the printed settings ask as. */
const FAKE_CHAT_USER = 'test-user';

/** Resolves once `signal` aborts (at once if it has). */
const untilAborted = (signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    signal.addEventListener('abort', () => resolve(), { once: true });
  });

async function runDev(context: CommandContext): Promise<ExitCode> {
  const { values, out, interrupted } = context;
  const port = portOf(values);
  const fakes = await startFakes(port);
  try {
    out(values.json === true ? devJson(fakes.settings) : devText(fakes.settings));
    await untilAborted(interrupted);
  } finally {
    await fakes.close();
  }
  if (values.json !== true) out('Stopped: every fake closed.\n');
  return EXIT.OK;
}

/** `platform-embed dev`. */
export const DEV_COMMAND: CommandSpec = {
  name: 'dev',
  args: '',
  positionals: { min: 0, max: 0 },
  summary: 'run the fake platform, embed and chat servers on 127.0.0.1, to try everything with no account',
  description: [
    "Starts the package's fakes on 127.0.0.1: the fake platform (the management API, signed sessions, dbt sync), the fake embed (the dashboard, app and chat surfaces, redeeming the platform's sessions once) and the fake chat server. It prints each URL, the token and API key they accept, and the settings to paste: environment variables for the README's quick starts, the examples and this command line, and the options of createPlatformClient, createChatProxy and embedUrl.",
    'It runs until Ctrl-C (or SIGTERM), then closes every server and exits 0. With --port, the fake platform listens on that port, the fake embed on the next and the fake chat server on the one after; without it, on free ports. A port in use is an error naming it (exit 1).',
  ],
  options: {
    port: {
      type: 'string',
      value: '<port>',
      description: 'the fake platform on this port, the fake embed and the chat on the next two; default: free ports',
    },
    ...jsonOption('print the settings as one JSON line (URLs, credentials, env) instead of text'),
    ...HELP_OPTION,
  },
  examples: ['platform-embed dev', 'platform-embed dev --port 4100', 'platform-embed dev --json'],
  // It prints the fakes' credentials, published constants, in full: whatever PLATFORM_API_KEY
  // the shell holds (dev's own, pasted), it is never read here.
  readsNoCredentials: true,
  run: runDev,
};
