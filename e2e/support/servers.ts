/** The demo servers of the run: started by e2e/global-setup.ts, read by every test. */
import type { ExtraOrigin } from './globals.js';

export interface Servers {
  /** The demo host page, e.g. http://127.0.0.1:41234/ (strict CSP; also serves /e2e/). */
  hostUrl: string;
  hostOrigin: string;
  /** The fake embed server's scripted page (startFakeEmbedServer), e.g. http://127.0.0.1:41235/embed/ */
  embedUrl: string;
  /** The fake embed server's origin: the base URL of its signed URLs (embedUrl of platform-embed/api). */
  embedOrigin: string;
  /** The fake platform server's base URL, where the demo's backend generates sessions and the fake embed redeems them. */
  platformUrl: string;
  /** The fake chat server's stream URL (…/chat/stream-chat-state) on its own origin, for the demo's chat panel. */
  chatUrl: string;
  /** Its origin, which also answers the demo's controls (`POST /__demo/drop-next`, `/__demo/hold-next`). */
  chatOrigin: string;
  /** The extra origins serving e2e/fixtures/, by name. */
  extraOrigins: Record<ExtraOrigin, string>;
}

/** The environment variable that carries {@link Servers} from the global setup to the workers. */
export const SERVERS_ENV = 'PLATFORM_EMBED_E2E_SERVERS';

export function servers(): Servers {
  const json = process.env[SERVERS_ENV];
  if (!json)
    throw new Error(
      `${SERVERS_ENV} is not set: run the suite with \`npm run test:e2e\` (its global setup starts the servers)`,
    );
  return JSON.parse(json) as Servers;
}
