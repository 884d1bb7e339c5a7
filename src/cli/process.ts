/// <reference types="node" />
/**
 * The command line bound to the Node process: its streams, environment, SIGINT and SIGTERM,
 * files and package version, then the exit code — once what was written has been flushed, so
 * that a pipe gets every byte. The first Ctrl-C (or SIGTERM: the two are one) goes to the
 * command (which stops waiting and says what goes on without it, and exits 130); a second one,
 * or one while nothing listens, exits at once with 130.
 *
 * @module
 * @internal
 */

import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXIT } from './exit.js';
import type { CliIo } from './io.js';
import { main } from './main.js';

/** The version in the package.json of `platform-embed` above this file (dist/, or src/cli/ in development). */
function packageVersion(): string {
  let directory = dirname(fileURLToPath(import.meta.url));
  for (let level = 0; level < 4; level += 1) {
    try {
      const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (manifest.name === 'platform-embed' && typeof manifest.version === 'string') return manifest.version;
    } catch {
      // not here: one directory up
    }
    directory = dirname(directory);
  }
  return 'unknown';
}

/** The signals that interrupt a command, the first as Ctrl-C does, the second (of either) at once. */
const INTERRUPTING_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** Resolves once everything written to `stream` so far is flushed. */
const flushed = (stream: NodeJS.WriteStream): Promise<void> =>
  new Promise((resolve) => stream.write('', () => resolve()));

/** Runs the command line with this process's arguments, and exits with its code. */
export async function runCommandLine(): Promise<void> {
  const handlers = new Set<() => void>();
  let interrupts = 0;
  const interrupt = () => {
    interrupts += 1;
    if (interrupts > 1 || handlers.size === 0) process.exit(EXIT.INTERRUPTED);
    for (const handler of [...handlers]) handler();
  };
  // SIGTERM (a supervisor, a CI runner or `timeout` stopping the command) is a Ctrl-C: the chat's
  // answer is aborted at the service, a dbt sync's wait says the sync goes on. Left to Node's
  // default, it would end the process at once, and the answer would go on holding its thread.
  for (const signal of INTERRUPTING_SIGNALS) process.on(signal, interrupt);
  // A reader that went away (`| head`) wants no more: end quietly, as Unix tools do.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => process.exit(error.code === 'EPIPE' ? EXIT.OK : EXIT.FAILED));
  }
  const io: CliIo = {
    stdout: {
      write: (text) => void process.stdout.write(text),
      isTTY: process.stdout.isTTY === true,
      columns: process.stdout.columns,
    },
    stderr: {
      write: (text) => void process.stderr.write(text),
      isTTY: process.stderr.isTTY === true,
      columns: process.stderr.columns,
    },
    env: process.env,
    onInterrupt(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    now: () => Date.now(),
    readFile: (path) => readFile(path, 'utf8'),
    version: packageVersion,
  };
  let code: number;
  try {
    code = await main(process.argv.slice(2), io);
  } catch (error) {
    // main never rejects; should it, still one line and no stack.
    process.stderr.write(
      `platform-embed: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    code = EXIT.FAILED;
  }
  await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
  // Exit now: a request still open (a start cut short by Ctrl-C, a keep-alive socket) must not hold the process.
  process.exit(code);
}
