/**
 * The process as `main(argv, io)` sees it, faked: output captured, the environment, the
 * terminal (or not), Ctrl-C on demand, a fixed clock, files in memory.
 */
import type { CliIo } from '../../src/cli/main.js';

/** What a test sets of the fake process. */
export interface FakeIoOptions {
  env?: Record<string, string | undefined>;
  /** Whether stdout is a terminal. Default false (a pipe). */
  isTTY?: boolean;
  /** The terminal's width. Default 100. */
  columns?: number;
  /** The clock. Default: 2026-07-20T10:00:00.000Z, plus 1 s per reading. */
  now?: () => number;
  /** Files `--data @file` may read. */
  files?: Record<string, string>;
  fetch?: typeof fetch;
}

/** A fake process: its io, what it was sent, and Ctrl-C. */
export interface FakeIo {
  readonly io: CliIo;
  /** Everything written to stdout so far. */
  stdout(): string;
  /** Everything written to stderr so far. */
  stderr(): string;
  /** Every write, in order, to either stream. */
  readonly writes: ReadonlyArray<{ stream: 'stdout' | 'stderr'; text: string }>;
  /** Presses Ctrl-C: calls the handlers listening now. */
  interrupt(): void;
  /** How many handlers listen for Ctrl-C now. */
  listeners(): number;
  /** Resolves once stdout matches `pattern`. */
  untilStdout(pattern: RegExp): Promise<void>;
}

/** The start of the fake clock. */
export const FAKE_NOW = Date.parse('2026-07-20T10:00:00.000Z');

/** A fake process with `options`. */
export function fakeIo(options: FakeIoOptions = {}): FakeIo {
  const writes: Array<{ stream: 'stdout' | 'stderr'; text: string }> = [];
  const handlers = new Set<() => void>();
  const waiting = new Set<{ pattern: RegExp; resolve: () => void }>();
  const text = (stream: 'stdout' | 'stderr') =>
    writes
      .filter((write) => write.stream === stream)
      .map((write) => write.text)
      .join('');
  const wake = () => {
    for (const waiter of [...waiting]) {
      if (waiter.pattern.test(text('stdout'))) {
        waiting.delete(waiter);
        waiter.resolve();
      }
    }
  };
  let tick = 0;
  const io: CliIo = {
    stdout: {
      write: (chunk) => {
        writes.push({ stream: 'stdout', text: chunk });
        wake();
      },
      isTTY: options.isTTY ?? false,
      columns: options.columns ?? 100,
    },
    stderr: { write: (chunk) => void writes.push({ stream: 'stderr', text: chunk }), isTTY: false },
    env: options.env ?? {},
    onInterrupt(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    now: options.now ?? (() => FAKE_NOW + 1000 * tick++),
    async readFile(path) {
      const content = options.files?.[path];
      if (content === undefined)
        throw Object.assign(new Error(`ENOENT: no such file, open '${path}'`), { code: 'ENOENT' });
      return content;
    },
    fetch: options.fetch,
    version: () => '9.8.7',
  };
  return {
    io,
    stdout: () => text('stdout'),
    stderr: () => text('stderr'),
    writes,
    interrupt: () => {
      for (const handler of [...handlers]) handler();
    },
    listeners: () => handlers.size,
    untilStdout: (pattern) =>
      new Promise((resolve) => {
        waiting.add({ pattern, resolve });
        wake();
      }),
  };
}
