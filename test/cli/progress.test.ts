/**
 * The progress of a dbt sync: a bar redrawn in place on a terminal (with or without escape
 * sequences), one line per change elsewhere, NDJSON with --json.
 */
import { describe, expect, it } from 'vitest';
import type { DbtSyncStatusResponse } from '../../src/api/index.js';
import { bar, createProgressView, progressBarLine, progressLine } from '../../src/cli/progress.js';
import { ESCAPE_SEQUENCE, styleOf } from '../../src/cli/style.js';
import { HOSTILE, HOSTILE_SHOWN, UNPRINTABLE } from './hostile-server.js';

const status = (
  over: Partial<DbtSyncStatusResponse> & { stage?: string; percentComplete?: number; message?: string | null } = {},
): DbtSyncStatusResponse => {
  const { stage, percentComplete, message, ...rest } = over;
  return {
    syncJobId: 'job-1',
    status: 'COMPILING_DBT',
    progress: {
      stage: stage ?? rest.status ?? 'COMPILING_DBT',
      percentComplete: percentComplete ?? 60,
      message: message === undefined ? 'Compiling the dbt project' : message,
    },
    updatedAt: '2026-07-20T10:00:00.000Z',
    ...rest,
  };
};

const PLAIN = styleOf({ write: () => undefined, isTTY: false }, {});
const ANSI = styleOf({ write: () => undefined, isTTY: true }, {});
const NOW = Date.parse('2026-07-20T10:00:03.000Z');

function recorder() {
  const writes: string[] = [];
  return { writes, write: (text: string) => void writes.push(text) };
}

describe('styleOf', () => {
  it('uses dim and bold on a terminal only, and never with NO_COLOR or TERM=dumb', () => {
    expect(ANSI.ansi).toBe(true);
    expect(ANSI.bold('x')).toBe('\x1b[1mx\x1b[22m');
    expect(ANSI.dim('x')).toBe('\x1b[2mx\x1b[22m');
    for (const style of [
      PLAIN,
      styleOf({ write: () => undefined, isTTY: true }, { NO_COLOR: '1' }),
      styleOf({ write: () => undefined, isTTY: true }, { TERM: 'dumb' }),
    ]) {
      expect(style.ansi).toBe(false);
      expect(style.bold('x')).toBe('x');
      expect(style.dim('x')).toBe('x');
    }
    // no-color.org: an empty NO_COLOR does not count.
    expect(styleOf({ write: () => undefined, isTTY: true }, { NO_COLOR: '' }).ansi).toBe(true);
  });
});

describe('the line of a change (not a terminal)', () => {
  it('is <time> <STATUS> <percent>% <message>', () => {
    expect(progressLine(status(), NOW)).toBe('2026-07-20T10:00:03.000Z COMPILING_DBT 60% Compiling the dbt project');
  });

  it('leaves out a missing message, flattens a multi-line one, and draws any percentage as a whole one from 0 to 100', () => {
    expect(progressLine(status({ message: null }), NOW)).toBe('2026-07-20T10:00:03.000Z COMPILING_DBT 60%');
    expect(progressLine(status({ message: 'two\nlines ' }), NOW)).toBe(
      '2026-07-20T10:00:03.000Z COMPILING_DBT 60% two lines',
    );
    expect(progressLine(status({ percentComplete: 33.4 }), NOW)).toContain(' 33% ');
    expect(progressLine(status({ percentComplete: 140 }), NOW)).toContain(' 100% ');
    expect(progressLine(status({ percentComplete: -3 }), NOW)).toContain(' 0% ');
  });

  it('writes one line per update, and nothing more at the end', () => {
    const { writes, write } = recorder();
    const view = createProgressView({ write, mode: 'lines', style: PLAIN, now: () => NOW });
    view.started(42, { syncJobId: 'job-1', branchName: 'dev', workflowId: 'wf-1' });
    view.update(status({ status: 'INITIALIZING', percentComplete: 0, message: 'Starting' }));
    view.update(status());
    view.end();
    view.final(status({ status: 'COMPLETED', percentComplete: 100 }));
    expect(writes).toEqual([
      'dbt sync job-1 of deployment 42 started (branch dev)\n',
      '2026-07-20T10:00:03.000Z INITIALIZING 0% Starting\n',
      '2026-07-20T10:00:03.000Z COMPILING_DBT 60% Compiling the dbt project\n',
    ]);
  });
});

describe("the service's text in a line", () => {
  const hostile = status({
    status: `RUNNING${HOSTILE}`,
    stage: `STAGE\n${HOSTILE}`,
    message: `Compiling${HOSTILE}\r\nmore`,
  });

  it('is made printable and kept on one line: status, stage and message, in a log and on a terminal', () => {
    expect(progressLine(hostile, NOW)).toBe(
      `2026-07-20T10:00:03.000Z RUNNING${HOSTILE_SHOWN} 60% Compiling${HOSTILE_SHOWN} more`,
    );
    expect(progressBarLine(hostile, ANSI, 400)).toBe(
      `\x1b[1mRUNNING${HOSTILE_SHOWN} (STAGE ${HOSTILE_SHOWN})\x1b[22m ${bar(60)}  60%  Compiling${HOSTILE_SHOWN} more`,
    );
  });

  it('the job id and branch of the started line too; and each string of --json', () => {
    const job = { syncJobId: `job${HOSTILE}`, branchName: `dev\n${HOSTILE}`, workflowId: HOSTILE };
    for (const mode of ['lines', 'tty'] as const) {
      const { writes, write } = recorder();
      createProgressView({ write, mode, style: PLAIN, now: () => NOW }).started(42, job);
      expect(writes).toEqual([`dbt sync job${HOSTILE_SHOWN} of deployment 42 started (branch dev ${HOSTILE_SHOWN})\n`]);
    }
    const { writes, write } = recorder();
    const view = createProgressView({ write, mode: 'json', style: PLAIN, now: () => NOW });
    view.started(42, job);
    view.update(hostile);
    view.final(hostile);
    for (const line of writes) expect(UNPRINTABLE.test(line), line).toBe(false);
    expect(JSON.parse(writes[0]!)).toEqual({
      event: 'started',
      deploymentId: 42,
      syncJobId: `job${HOSTILE_SHOWN}`,
      branchName: `dev\n${HOSTILE_SHOWN}`,
      workflowId: HOSTILE_SHOWN,
    });
    expect(JSON.parse(writes[2]!)).toMatchObject({
      status: `RUNNING${HOSTILE_SHOWN}`,
      progress: { stage: `STAGE\n${HOSTILE_SHOWN}`, message: `Compiling${HOSTILE_SHOWN}\nmore` },
    });
  });
});

describe('the bar of a terminal', () => {
  it('shows the stage (bold), a bar, the percentage and the message', () => {
    expect(bar(0)).toBe('░'.repeat(20));
    expect(bar(50)).toBe(`${'█'.repeat(10)}${'░'.repeat(10)}`);
    expect(bar(100)).toBe('█'.repeat(20));
    expect(progressBarLine(status(), PLAIN, 100)).toBe(
      `COMPILING_DBT ${'█'.repeat(12)}${'░'.repeat(8)}  60%  Compiling the dbt project`,
    );
    expect(progressBarLine(status(), ANSI, 100)).toBe(
      `\x1b[1mCOMPILING_DBT\x1b[22m ${'█'.repeat(12)}${'░'.repeat(8)}  60%  Compiling the dbt project`,
    );
  });

  it('shows a status that differs from its stage beside it', () => {
    expect(progressBarLine(status({ status: 'FAILED', stage: 'COMPILING_DBT' }), PLAIN, 100)).toMatch(
      /^FAILED \(COMPILING_DBT\) █/,
    );
  });

  it('never wraps: the line is cut to the width of the terminal, less one', () => {
    const line = progressBarLine(status({ message: 'x'.repeat(200) }), PLAIN, 60);
    expect(line).toHaveLength(59);
    expect(line.endsWith('…')).toBe(true);
    // Too narrow for the label: cut, and the bold is dropped rather than left open.
    const narrow = progressBarLine(status({ status: 'A_VERY_LONG_UNKNOWN_STATUS_NAME' }), ANSI, 20);
    expect(narrow).toBe('A_VERY_LONG_UNKNOW…');
  });

  it('redraws one line with \\r and clear-line, and ends it with a newline', () => {
    const { writes, write } = recorder();
    const view = createProgressView({ write, mode: 'tty', style: ANSI, columns: 100, now: () => NOW });
    view.started(42, { syncJobId: 'job-1', branchName: 'dev', workflowId: 'wf-1' });
    view.update(status({ status: 'INITIALIZING', percentComplete: 0, message: 'Starting' }));
    view.update(status());
    view.end();
    expect(writes).toEqual([
      '\x1b[2mdbt sync job-1 of deployment 42 started (branch dev)\x1b[22m\n',
      `\r\x1b[2K\x1b[1mINITIALIZING\x1b[22m ${'░'.repeat(20)}   0%  Starting`,
      `\r\x1b[2K\x1b[1mCOMPILING_DBT\x1b[22m ${'█'.repeat(12)}${'░'.repeat(8)}  60%  Compiling the dbt project`,
      '\n',
    ]);
    // Only \r, clear-line, bold and dim: no other escape sequence.
    for (const sequence of writes.join('').match(ESCAPE_SEQUENCE) ?? [])
      expect(['\x1b[2K', '\x1b[1m', '\x1b[2m', '\x1b[22m']).toContain(sequence);
  });

  it('without escape sequences (NO_COLOR), wipes the rest of a longer previous line with spaces', () => {
    const { writes, write } = recorder();
    const style = styleOf({ write: () => undefined, isTTY: true }, { NO_COLOR: '1' });
    const view = createProgressView({ write, mode: 'tty', style, columns: 100, now: () => NOW });
    view.update(status({ message: 'a long message here' }));
    view.update(status({ message: 'short' }));
    view.end();
    expect(writes.join('')).not.toContain('\x1b');
    const first = `COMPILING_DBT ${bar(60)}  60%  a long message here`;
    const second = `COMPILING_DBT ${bar(60)}  60%  short`;
    expect(writes).toEqual([`\r${first}`, `\r${second}${' '.repeat(first.length - second.length)}`, '\n']);
  });

  it('writes no newline at the end when nothing was drawn', () => {
    const { writes, write } = recorder();
    createProgressView({ write, mode: 'tty', style: ANSI, now: () => NOW }).end();
    expect(writes).toEqual([]);
  });
});

describe('--json', () => {
  it('writes NDJSON: started, each progress change, then the final status object', () => {
    const { writes, write } = recorder();
    const view = createProgressView({ write, mode: 'json', style: PLAIN, now: () => NOW });
    const done = status({ status: 'COMPLETED', percentComplete: 100, message: 'Done' });
    view.started(42, { syncJobId: 'job-1', branchName: 'dev', workflowId: 'wf-1' });
    view.update(status());
    view.update(done);
    view.end();
    view.final(done);
    expect(writes.every((line) => line.endsWith('\n') && !line.slice(0, -1).includes('\n'))).toBe(true);
    expect(writes.map((line) => JSON.parse(line))).toEqual([
      { event: 'started', deploymentId: 42, syncJobId: 'job-1', branchName: 'dev', workflowId: 'wf-1' },
      { event: 'progress', ...status() },
      { event: 'progress', ...done },
      done,
    ]);
  });
});
