/**
 * What `platform-embed dev` prints once the fakes listen: each URL with the credentials it
 * accepts, then the settings to paste — environment variables (for the README's quick starts,
 * the examples and this command line) and the options of `createPlatformClient`,
 * `createChatProxy` and `embedUrl` — as text for a person or one JSON line for a script.
 * Nothing here is a secret: the fakes' credentials are the package's published constants.
 *
 * @module
 * @internal
 */

/** Where the fakes listen, and what they accept. */
export interface DevSettings {
  readonly platform: {
    /** The fake platform's base URL: `createPlatformClient`'s `baseUrl`. */
    readonly url: string;
    /** The bearer token it accepts. */
    readonly token: string;
    /** The API key it accepts (the chat's too: one `PLATFORM_API_KEY` serves both). */
    readonly apiKey: string;
  };
  readonly embed: {
    /** The fake embed's base URL: `embedBaseUrl`, and `embedUrl`'s `baseUrl`. */
    readonly url: string;
  };
  readonly chat: {
    /** The agent's chat URL (`…/chat/stream-chat-state`). */
    readonly url: string;
    /** A deployment token (JWT) it accepts, for its user `externalId`. */
    readonly token: string;
    /** The API key it accepts, with any `externalId`. */
    readonly apiKey: string;
    /** The user of `token`, and the one the printed settings ask as with the key. */
    readonly externalId: string;
  };
}

/** The dashboard the printed `embedUrl` line opens (the fake embed opens any public id). */
const SAMPLE_DASHBOARD = 'sales-overview';

/**
 * The environment variables of the settings, by the names the README and the examples read
 * (`PLATFORM_URL`, `PLATFORM_EMBED_URL`) and the command line's (`PLATFORM_BASE_URL`; its
 * `PLATFORM_EMBED_URL`, `PLATFORM_API_KEY`, `PLATFORM_CHAT_URL` and `PLATFORM_EXTERNAL_ID` are
 * the same). One credential only: the command line refuses a token and a key given together.
 */
export function devEnvironment(settings: DevSettings): Record<string, string> {
  return {
    PLATFORM_URL: settings.platform.url,
    PLATFORM_BASE_URL: settings.platform.url,
    PLATFORM_EMBED_URL: settings.embed.url,
    PLATFORM_API_KEY: settings.platform.apiKey,
    PLATFORM_CHAT_URL: settings.chat.url,
    PLATFORM_EXTERNAL_ID: settings.chat.externalId,
  };
}

/** A string as a JavaScript literal in single quotes, as the printed code writes it. */
const literal = (text: string): string => `'${text.replace(/[\\']/g, '\\$&')}'`;

/** The lines of code to paste: the three options objects, with the fakes' addresses and key. */
function codeLines({ platform, embed, chat }: DevSettings): string[] {
  return [
    `createPlatformClient({ baseUrl: ${literal(platform.url)}, embedBaseUrl: ${literal(embed.url)}, apiKey: ${literal(platform.apiKey)} })`,
    `createChatProxy({ url: ${literal(chat.url)}, apiKey: ${literal(chat.apiKey)}, sessionSettings: () => ({ externalId: ${literal(chat.externalId)} }) })`,
    `embedUrl({ baseUrl: ${literal(embed.url)}, surface: 'dashboard', publicId: ${literal(SAMPLE_DASHBOARD)}, sessionId })`,
  ];
}

/** The text `dev` prints once every fake listens. */
export function devText(settings: DevSettings): string {
  const { platform, embed, chat } = settings;
  const environment = Object.entries(devEnvironment(settings)).map(([name, value]) => `  export ${name}=${value}`);
  return [
    "platform-embed dev: the package's fakes on 127.0.0.1, until Ctrl-C. Nothing below is a secret.",
    '',
    `  platform  ${platform.url}`,
    '            the management API: sessions, dbt sync, every operation',
    `            token ${platform.token}, or API key ${platform.apiKey}`,
    `  embed     ${embed.url}`,
    "            the dashboard, app and chat surfaces, redeeming the platform's sessions once",
    `  chat      ${chat.url}`,
    `            API key ${chat.apiKey} with any externalId, or this token (externalId ${chat.externalId}):`,
    `            ${chat.token}`,
    '',
    'Environment (a shell, or a .env file):',
    '',
    ...environment,
    '',
    'In code:',
    '',
    ...codeLines(settings).map((line) => `  ${line}`),
    '',
    'Press Ctrl-C to stop.',
    '',
  ].join('\n');
}

/** The one JSON line `dev --json` prints: the settings, and their environment variables. */
export function devJson(settings: DevSettings): string {
  return `${JSON.stringify({ ...settings, env: devEnvironment(settings) })}\n`;
}
