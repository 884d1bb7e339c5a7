import type { FakeChatServer } from '../src/testing/servers/index.js';

/** The examples' folder. */
export declare const EXAMPLES_DIR: string;
/** Where the examples are installed, built and run: a copy of each outside this repository. */
export declare const STAGE_DIR: string;
/** The staged copy of an example. */
export declare function exampleDir(name: ExampleName): string;

/** How an example is built and run in the tests. */
export interface ExampleSpec {
  /** What its build writes, under its folder; absent: nothing to build. */
  readonly output?: string;
  /** How it runs: its build served (`static`), its own server.mjs (`node`), `next start` (`next`); absent: no server. */
  readonly run?: 'static' | 'node' | 'next';
}

/** Every example, by its folder's name. */
export declare const EXAMPLES: Readonly<
  Record<
    | 'nextjs'
    | 'angular'
    | 'vue'
    | 'vite-react'
    | 'svelte'
    | 'html-script'
    | 'node-chat-proxy'
    | 'dbt-sync-github-actions',
    ExampleSpec
  >
>;
export type ExampleName = keyof typeof EXAMPLES;

/** The user the examples' servers name (their stand-in login). */
export declare const EXAMPLE_EXTERNAL_ID: string;
/** The deployment the examples' session routes open. */
export declare const EXAMPLE_DEPLOYMENT_ID: number;

/** The Content-Security-Policy the built apps are served with. */
export declare function strictCsp(embedOrigin: string): string;

/** Packs this package, installs the examples and builds them, each step skipped when done already; the milliseconds of the steps run, per example. */
export declare function prepareExamples(options?: {
  names?: readonly ExampleName[];
  log?: (line: string) => void;
}): Promise<{ timings: Record<string, Record<string, number>>; pack: number }>;

/** A request the app sent the platform, as {@link RunningExample.platformRequests} records it. */
export interface PlatformRequest {
  readonly method: string;
  /** The path, with its query. */
  readonly path: string;
  /** The JSON body, parsed; undefined when none or not JSON. */
  readonly body: unknown;
}

/** An example running, and the fakes it talks to, on 127.0.0.1. */
export interface RunningExample {
  readonly name: ExampleName;
  /** The app's page, e.g. http://127.0.0.1:41234/ */
  readonly url: string;
  /** `platform-embed dev --json` of the example's install, whose platform and embed the app talks to (the examples that embed). */
  readonly dev: DevProcess | undefined;
  /** dev's fake embed, which redeems the sessions (the examples that embed). */
  readonly embed: { readonly baseUrl: string; readonly origin: string } | undefined;
  /** Every request the app sent dev's platform, in order (empty when the example does not embed). */
  readonly platformRequests: readonly PlatformRequest[];
  /** The in-process fake chat server behind the app's chat route (nextjs, node-chat-proxy). */
  readonly chat: FakeChatServer | undefined;
  /** The API key the app holds (PLATFORM_API_KEY): dev's, or one of this run's own (node-chat-proxy). */
  readonly apiKey: string;
  /** The user the app's routes name. */
  readonly externalId: string;
  /** The last output of the app's server. */
  output(): string;
  /** Stops the app's server, dev and the fakes. */
  close(): Promise<void>;
}

/** Prepares the example, then starts it with the fakes it talks to on free ports of 127.0.0.1. */
export declare function startExample(
  name: ExampleName,
  options?: { delayMs?: number; log?: (line: string) => void },
): Promise<RunningExample>;

/** `platform-embed/testing/servers` as the example installed it (from the packed tarball). */
export declare function installedFakes(name: ExampleName): Promise<typeof import('../src/testing/servers/index.js')>;

/** The staged copy of an example, prepared. */
export declare function preparedExample(name: ExampleName, options?: { log?: (line: string) => void }): Promise<string>;

/** What `platform-embed dev --json` prints (src/cli/dev-settings.ts), as {@link startDev} reads it. */
export interface DevProcess {
  readonly platform: { readonly url: string; readonly token: string; readonly apiKey: string };
  readonly embed: { readonly url: string };
  readonly chat: { readonly url: string; readonly token: string; readonly apiKey: string; readonly externalId: string };
  /** The environment variables to set (PLATFORM_URL, PLATFORM_EMBED_URL, PLATFORM_API_KEY…). */
  readonly env: Readonly<Record<string, string>>;
  /** What the process printed so far. */
  output(): string;
  /** Its exit code (or signal), once it exits. */
  readonly exited: Promise<number | string | null>;
  /** Ends it (SIGTERM) and resolves once it has exited. */
  close(): Promise<void>;
}

/** `platform-embed dev --json` of the package installed in `dir`, started from its node_modules/.bin. */
export declare function startDev(dir: string): Promise<DevProcess>;

/** Packs this package (dist/ as built) into a temporary folder: the tarball, and the folder to remove. */
export declare function pack(log: (line: string) => void): Promise<{ tarball: string; folder: string }>;

/** Installs the tarball in `dir` with what its package.json pins, unless its stamp says it is in; true when it installed. */
export declare function installTarball(
  dir: string,
  label: string,
  inputsHash: string,
  tarball: string,
  tarballHash: string,
  log: (line: string) => void,
  timings: Record<string, number>,
): Promise<boolean>;

/** Runs a command to its end; resolves with its stdout, rejects with its output when it fails. */
export declare function run(
  command: string,
  args: readonly string[],
  cwd: string,
  env?: Record<string, string>,
): Promise<string>;

/** Refuses a stage folder under a folder with a node_modules. */
export declare function checkStage(stageDir?: string): void;

/** This process's environment without what `npm run` adds for this repository's package, plus `extra`. */
export declare function childEnv(extra?: Record<string, string>): Record<string, string>;
