/**
 * Builds what the pages need and starts the demo servers on 127.0.0.1 (free ports):
 *
 * - host origin: the demo host page, plus e2e/pages/ at /e2e/ and the SDK (and the answer's
 *   renderers) as browser ES modules at /e2e/build/ (both under the host's strict CSP);
 * - embed origin: the fake embed server (startFakeEmbedServer), redeeming sessions at the fake
 *   platform server (which only Node calls);
 * - chat origin: the fake chat server of the demo's chat panel;
 * - two extra origins serving e2e/fixtures/: `hostile` (a third party) and `probe` (an
 *   embed-like page with a raw message listener).
 *
 * The returned function is the global teardown: it stops the servers.
 */
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVERS_ENV, type Servers } from './support/servers.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const BUILD_DIR = join(root, 'e2e', '.build');

/** The part of scripts/demo.mjs used here. */
interface DemoModule {
  prepareDemo(options?: { log?: (line: string) => void }): Promise<void>;
  startDemoServers(options: {
    hostPort?: number;
    embedPort?: number;
    chatPort?: number;
    chatDelayMs?: number;
    extraOrigins?: string[];
    hostMounts?: Array<[string, string]>;
  }): Promise<{
    hostUrl: string;
    embedUrl: string;
    hostOrigin: string;
    embedOrigin: string;
    chatUrl: string;
    chatOrigin: string;
    platformUrl: string;
    extraUrls: Record<string, string>;
    close(): Promise<void>;
  }>;
}

/** The part of demo/build.mjs used here. */
interface DemoBuildModule {
  /** Bundles a built ES module and its dependencies into one browser ES module. */
  bundleForBrowser(input: string, file: string): Promise<string>;
}

/**
 * The package's ES module build (dist/index.js) for a browser: its bare imports (`zod/mini`,
 * nanoevents) resolved and bundled, the SDK's own code as published.
 */
async function buildBrowserModule(): Promise<void> {
  const build = (await import(pathToFileURL(join(root, 'demo', 'build.mjs')).href)) as DemoBuildModule;
  await build.bundleForBrowser(join(root, 'dist', 'index.js'), join(BUILD_DIR, 'platform-embed.js'));
  // The answer's renderers with markdown-it, as an app's bundler ships them (e2e/pages/render.html).
  await build.bundleForBrowser(join(root, 'dist', 'chat', 'render.js'), join(BUILD_DIR, 'render.js'));
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const demo = (await import(pathToFileURL(join(root, 'scripts', 'demo.mjs')).href)) as DemoModule;
  await demo.prepareDemo();
  await buildBrowserModule();
  const started = await demo.startDemoServers({
    extraOrigins: ['hostile', 'probe'],
    hostMounts: [
      ['/e2e/build/', BUILD_DIR],
      ['/e2e/', join(root, 'e2e', 'pages')],
    ],
  });
  const extra = (name: string): string => {
    const url = started.extraUrls[name];
    if (!url) throw new Error(`the demo servers did not start the extra origin ${name}`);
    return new URL(url).origin;
  };
  const servers: Servers = {
    hostUrl: started.hostUrl,
    hostOrigin: started.hostOrigin,
    embedUrl: started.embedUrl,
    embedOrigin: started.embedOrigin,
    chatUrl: started.chatUrl,
    chatOrigin: started.chatOrigin,
    platformUrl: started.platformUrl,
    extraOrigins: { hostile: extra('hostile'), probe: extra('probe') },
  };
  process.env[SERVERS_ENV] = JSON.stringify(servers);
  return () => started.close();
}
