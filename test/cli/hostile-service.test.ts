/**
 * Every byte the command line prints from the service goes through one sanitizer: C0 (but tab
 * and line feed), C1, DEL, lone CR and the bidirectional controls are taken out of dbt sync
 * progress lines (statuses, stages, messages, job ids, branches) on a terminal, in a log and as
 * NDJSON; of `dbt-sync status`; of a sync's result line, its log (`dbt-sync logs`) and a
 * cancellation's answer (`dbt-sync cancel`, `--cancel-on-interrupt`); of `api` output, which
 * stays valid JSON; of chat text and SQL tables; and of error lines quoting the service. Run
 * through `main` against a service on 127.0.0.1 that answers with such text: every command
 * at once, so it spans the command modules. The sanitizer on its own is printable.test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { type FakeIo, type FakeIoOptions, fakeIo } from './fake-io.js';
import {
  chatLines,
  HOSTILE,
  HOSTILE_CHAT_PATH,
  HOSTILE_SHOWN,
  type HostileAnswer,
  type HostileServer,
  startHostileServer,
  UNPRINTABLE,
  withoutOwnSequences,
} from './hostile-server.js';

const TOKEN = 'hostile-test-token-0123456789';

let server: HostileServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Starts the hostile service with `answer`, and runs `argv` against it. */
async function run(
  answer: (method: string, path: string) => HostileAnswer | undefined,
  argv: string[],
  options: FakeIoOptions = {},
): Promise<{ code: number; fake: FakeIo }> {
  server = await startHostileServer(answer);
  const env = {
    PLATFORM_BASE_URL: server.baseUrl,
    PLATFORM_TOKEN: TOKEN,
    PLATFORM_CHAT_URL: `${server.baseUrl}${HOSTILE_CHAT_PATH}`,
    PLATFORM_CHAT_TOKEN: TOKEN,
  };
  const fake = fakeIo({ env, ...options });
  return { code: await main(argv, fake.io), fake };
}

/** Expects `text` to hold nothing a terminal would act on but the command line's own dim, bold and clear-line. */
function expectPrintable(text: string): void {
  const left = withoutOwnSequences(text);
  const found = UNPRINTABLE.exec(left);
  expect(
    found,
    `unprintable U+${found?.[0].codePointAt(0)?.toString(16).padStart(4, '0')} in ${JSON.stringify(left)}`,
  ).toBeNull();
}

const FAST = ['--poll-interval', '1ms', '--max-poll-interval', '2ms'];

/** A dbt sync whose every text is hostile: started, one running status, then `last`. */
function hostileSync(last: 'COMPLETED' | 'FAILED'): (method: string, path: string) => HostileAnswer | undefined {
  let polls = 0;
  return (method, path) => {
    if (method === 'POST' && path === '/api/v1/deployments/42/dbt-sync')
      return { json: { branchName: `dev${HOSTILE}`, syncJobId: `job ${HOSTILE}`, workflowId: HOSTILE } };
    if (method !== 'GET' || !path.startsWith('/api/v1/deployments/42/dbt-sync/')) return undefined;
    polls += 1;
    const running = polls === 1;
    const status = running ? `COMPILING${HOSTILE}` : last;
    return {
      json: {
        syncJobId: `job ${HOSTILE}`,
        status,
        progress: { stage: `STAGE${HOSTILE}`, percentComplete: running ? 50 : 100, message: `message${HOSTILE}` },
        updatedAt: `2026-07-20T10:00:00.000Z${HOSTILE}`,
        ...(status === 'FAILED' && { error: `error${HOSTILE}` }),
      },
    };
  };
}

describe('dbt-sync prints no control character of the service', () => {
  it('in a log: the started line, each progress line, and the error line of a FAILED sync', async () => {
    const { code, fake } = await run(hostileSync('FAILED'), ['dbt-sync', '42', ...FAST]);
    expect(code).toBe(1);
    expectPrintable(fake.stdout());
    expectPrintable(fake.stderr());
    const lines = fake.stdout().split('\n');
    expect(lines[0]).toBe(`dbt sync job ${HOSTILE_SHOWN} of deployment 42 started (branch dev${HOSTILE_SHOWN})`);
    expect(lines[1]).toBe(`2026-07-20T10:00:00.000Z COMPILING${HOSTILE_SHOWN} 50% message${HOSTILE_SHOWN}`);
    expect(lines).toHaveLength(4);
    expect(fake.stderr().split('\n')).toHaveLength(2);
    expect(fake.stderr()).toContain(`error${HOSTILE_SHOWN}`);
  });

  it('on a terminal: the redrawn line has only its own escape sequences', async () => {
    const { code, fake } = await run(hostileSync('COMPLETED'), ['dbt-sync', '42', ...FAST], {
      isTTY: true,
      columns: 400,
    });
    expect(code).toBe(0);
    expectPrintable(fake.stdout());
    expect(fake.stdout()).toContain(`\r\x1b[2K\x1b[1mCOMPILING${HOSTILE_SHOWN} (STAGE${HOSTILE_SHOWN})\x1b[22m`);
    expect(fake.stdout()).toContain(`message${HOSTILE_SHOWN}`);
  });

  it('with --json: NDJSON lines that parse, each string sanitized', async () => {
    const { code, fake } = await run(hostileSync('COMPLETED'), ['dbt-sync', '42', '--json', ...FAST]);
    expect(code).toBe(0);
    expectPrintable(fake.stdout());
    const lines = fake
      .stdout()
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toEqual({
      event: 'started',
      deploymentId: 42,
      branchName: `dev${HOSTILE_SHOWN}`,
      syncJobId: `job ${HOSTILE_SHOWN}`,
      workflowId: HOSTILE_SHOWN,
    });
    expect(lines[1]).toMatchObject({
      event: 'progress',
      status: `COMPILING${HOSTILE_SHOWN}`,
      progress: { stage: `STAGE${HOSTILE_SHOWN}`, message: `message${HOSTILE_SHOWN}` },
    });
    expect(lines.at(-1)).toMatchObject({ status: 'COMPLETED', syncJobId: `job ${HOSTILE_SHOWN}` });
  });

  it('--no-wait: the job id in the line, and quoted for the shell in the command to paste', async () => {
    const { code, fake } = await run(hostileSync('COMPLETED'), ['dbt-sync', '42', '--no-wait']);
    expect(code).toBe(0);
    expectPrintable(fake.stdout());
    expect(fake.stdout()).toBe(
      `dbt sync job ${HOSTILE_SHOWN} of deployment 42 started; check it with: platform-embed dbt-sync status 42 'job ${HOSTILE_SHOWN}'\n`,
    );
    const json = await run(hostileSync('COMPLETED'), ['dbt-sync', '42', '--no-wait', '--json']);
    expectPrintable(json.fake.stdout());
    expect(JSON.parse(json.fake.stdout())).toEqual({
      branchName: `dev${HOSTILE_SHOWN}`,
      syncJobId: `job ${HOSTILE_SHOWN}`,
      workflowId: HOSTILE_SHOWN,
    });
  });

  it('Ctrl-C mid-wait: the line saying the sync goes on names the job printably', async () => {
    // A sync that never ends.
    const started = hostileSync('COMPLETED');
    server = await startHostileServer((method, path) =>
      method === 'GET'
        ? {
            json: {
              syncJobId: 'x',
              status: `RUNNING${HOSTILE}`,
              progress: { stage: 'S', percentComplete: 1 },
              updatedAt: 'now',
            },
          }
        : started(method, path),
    );
    const fake = fakeIo({ env: { PLATFORM_BASE_URL: server.baseUrl, PLATFORM_TOKEN: TOKEN } });
    const exit = main(['dbt-sync', '42', ...FAST], fake.io);
    await fake.untilStdout(/RUNNING/);
    fake.interrupt();
    expect(await exit).toBe(130);
    expectPrintable(fake.stdout());
    expectPrintable(fake.stderr());
    expect(fake.stderr()).toBe(
      `platform-embed: interrupted: dbt sync job ${HOSTILE_SHOWN} of deployment 42 goes on at the service; check it with: platform-embed dbt-sync status 42 'job ${HOSTILE_SHOWN}' (or cancel it with: platform-embed dbt-sync cancel 42 'job ${HOSTILE_SHOWN}')\n`,
    );
  });

  it('dbt-sync status: each field on its line, and --json', async () => {
    const { code, fake } = await run(hostileSync('FAILED'), ['dbt-sync', 'status', '42', 'job-1']);
    expect(code).toBe(0);
    expectPrintable(fake.stdout());
    expect(fake.stdout().split('\n')).toEqual([
      `status   COMPILING${HOSTILE_SHOWN}`,
      `stage    STAGE${HOSTILE_SHOWN}`,
      'progress 50%',
      `message  message${HOSTILE_SHOWN}`,
      `updated  2026-07-20T10:00:00.000Z${HOSTILE_SHOWN}`,
      '',
    ]);
    const json = await run(hostileSync('FAILED'), ['dbt-sync', 'status', '42', 'job-1', '--json']);
    expectPrintable(json.fake.stdout());
    expect(JSON.parse(json.fake.stdout())).toMatchObject({
      status: `COMPILING${HOSTILE_SHOWN}`,
      progress: { message: `message${HOSTILE_SHOWN}` },
    });
  });
});

describe('the result, logs and cancellation of a dbt sync, and embed-url, print no control character of the service', () => {
  const JOB = '/api/v1/deployments/42/dbt-sync/job-1';
  const entry = (n: number) => ({
    timestamp: `2026-07-20T10:00:0${n}.000Z${HOSTILE}`,
    level: `info${HOSTILE}`,
    stream: HOSTILE,
    message: `line ${n}${HOSTILE}\nnext`,
    phase: `dbt${HOSTILE}`,
  });
  const shownEntry = (n: number) =>
    `2026-07-20T10:00:0${n}.000Z${HOSTILE_SHOWN} info${HOSTILE_SHOWN} [dbt${HOSTILE_SHOWN}] line ${n}${HOSTILE_SHOWN} next`;

  it('dbt-sync logs: one printable line per entry, on a terminal and in a pipe; --json parses, each string sanitized', async () => {
    const answer = (method: string, path: string): HostileAnswer | undefined =>
      method === 'GET' && path.startsWith(`${JOB}/logs`)
        ? {
            json: path.includes('after=')
              ? { items: [entry(2)], pageInfo: null }
              : { items: [entry(1)], pageInfo: { hasNextPage: true, endCursor: `c${HOSTILE}` } },
          }
        : undefined;
    for (const isTTY of [false, true]) {
      const { code, fake } = await run(answer, ['dbt-sync', 'logs', '42', 'job-1'], { isTTY });
      expect([code, fake.stderr()]).toEqual([0, '']);
      expectPrintable(fake.stdout());
      expect(withoutOwnSequences(fake.stdout())).toBe(`${shownEntry(1)}\n${shownEntry(2)}\n`);
    }
    const json = await run(answer, ['dbt-sync', 'logs', '42', 'job-1', '--json']);
    expectPrintable(json.fake.stdout());
    const entries = json.fake
      .stdout()
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries[0]).toEqual({
      timestamp: `2026-07-20T10:00:01.000Z${HOSTILE_SHOWN}`,
      level: `info${HOSTILE_SHOWN}`,
      stream: HOSTILE_SHOWN,
      message: `line 1${HOSTILE_SHOWN}\nnext`,
      phase: `dbt${HOSTILE_SHOWN}`,
    });
  });

  it("dbt-sync cancel: the service's message on one printable line, and --json", async () => {
    const answer = (method: string): HostileAnswer | undefined =>
      method === 'DELETE' ? { json: { message: `Cancelled${HOSTILE}\nfor real` } } : undefined;
    const { code, fake } = await run(answer, ['dbt-sync', 'cancel', '42', 'job-1']);
    expect(code).toBe(0);
    expectPrintable(fake.stdout());
    expect(fake.stdout()).toBe(`dbt sync job-1 of deployment 42: Cancelled${HOSTILE_SHOWN} for real\n`);
    const json = await run(answer, ['dbt-sync', 'cancel', '42', 'job-1', '--json']);
    expectPrintable(json.fake.stdout());
    expect(JSON.parse(json.fake.stdout())).toEqual({ message: `Cancelled${HOSTILE_SHOWN}\nfor real` });
    const refused = await run(
      (method) =>
        method === 'DELETE' ? { status: 409, json: { code: `ended${HOSTILE}`, message: `over${HOSTILE}` } } : undefined,
      ['dbt-sync', 'cancel', '42', 'job-1'],
    );
    expect(refused.code).toBe(1);
    expectPrintable(refused.fake.stderr());
    expect(refused.fake.stderr()).toContain(`over${HOSTILE_SHOWN}`);
  });

  it('dbt-sync --cancel-on-interrupt: the answer quoted in the line, printable', async () => {
    const started = hostileSync('COMPLETED');
    server = await startHostileServer((method, path) => {
      if (method === 'DELETE') return { json: { message: `Cancelled${HOSTILE}` } };
      if (method === 'GET')
        return {
          json: { syncJobId: 'x', status: 'RUNNING', progress: { stage: 'S', percentComplete: 1 }, updatedAt: 'now' },
        };
      return started(method, path);
    });
    const fake = fakeIo({ env: { PLATFORM_BASE_URL: server.baseUrl, PLATFORM_TOKEN: TOKEN } });
    const exit = main(['dbt-sync', '42', '--cancel-on-interrupt', ...FAST], fake.io);
    await fake.untilStdout(/RUNNING/);
    fake.interrupt();
    expect(await exit).toBe(130);
    expectPrintable(fake.stderr());
    expect(fake.stderr()).toBe(
      `platform-embed: interrupted: asked the service to cancel dbt sync job ${HOSTILE_SHOWN} of deployment 42, which answered: Cancelled${HOSTILE_SHOWN}\n`,
    );
  });

  it('dbt-sync: the result line, the result in --json, and the note of a result refused', async () => {
    const sync = hostileSync('COMPLETED');
    const result = {
      syncJobId: HOSTILE,
      generatedFiles: [{ path: `a${HOSTILE}` }],
      manifestStats: { models: 2, sources: HOSTILE, macros: 0 },
      cubeCount: HOSTILE,
      durationMs: 1500,
    };
    const answer = (method: string, path: string): HostileAnswer | undefined =>
      path.endsWith('/result') ? { json: result } : sync(method, path);
    const { code, fake } = await run(answer, ['dbt-sync', '42', ...FAST]);
    expect(code).toBe(0);
    expectPrintable(fake.stdout());
    expect(fake.stdout().split('\n').at(-2)).toBe(
      `dbt sync job ${HOSTILE_SHOWN} of deployment 42 completed in 1.5 s: 2 models, 1 file generated`,
    );
    const json = await run(answer, ['dbt-sync', '42', '--json', ...FAST]);
    expectPrintable(json.fake.stdout());
    expect((JSON.parse(json.fake.stdout().trimEnd().split('\n').at(-1)!) as { result: unknown }).result).toMatchObject({
      syncJobId: HOSTILE_SHOWN,
      generatedFiles: [{ path: `a${HOSTILE_SHOWN}` }],
    });
    const refusing = hostileSync('COMPLETED');
    const refused = await run(
      (method, path) =>
        path.endsWith('/result') ? { status: 404, json: { message: `gone${HOSTILE}` } } : refusing(method, path),
      ['dbt-sync', '42', ...FAST],
    );
    expect(refused.code).toBe(0);
    expectPrintable(refused.fake.stderr());
    expect(refused.fake.stderr()).toMatch(
      /^platform-embed: note: dbt sync job [^\n]+ completed, but its result could not be read: [^\n]*gone/,
    );
  });

  it('embed-url: a session id the service garbles is refused, and the line saying so is printable', async () => {
    const { code, fake } = await run(
      () => ({ json: { sessionId: `0123${HOSTILE}` } }),
      ['embed-url', '--deployment', '42', '--external-id', 'alice', '--dashboard', 'd1'],
    );
    expect(code).toBe(1);
    expect(fake.stdout()).toBe('');
    expectPrintable(fake.stderr());
    expect(fake.stderr()).toBe('platform-embed: The session generated for deployment 42 has no usable sessionId\n');
  });
});

describe('api output stays valid JSON, its strings sanitized', () => {
  const item = (id: number) => ({ id, name: `report ${id}${HOSTILE}`, [`note${HOSTILE}`]: { deep: [HOSTILE] } });
  const shownItem = (id: number) => ({
    id,
    name: `report ${id}${HOSTILE_SHOWN}`,
    [`note${HOSTILE_SHOWN}`]: { deep: [HOSTILE_SHOWN] },
  });

  it('one answer', async () => {
    const { code, fake } = await run(() => ({ json: item(1) }), ['api', 'GET', '/api/v1/deployments/42/reports/1']);
    expect(code).toBe(0);
    expectPrintable(fake.stdout());
    expect(JSON.parse(fake.stdout())).toEqual(shownItem(1));
  });

  it('--all, every item of every page', async () => {
    const answer = (_method: string, path: string): HostileAnswer => ({
      json: path.includes('after=')
        ? { items: [item(2)], pageInfo: { hasNextPage: false, endCursor: null } }
        : { items: [item(1)], pageInfo: { hasNextPage: true, endCursor: `c${HOSTILE}` } },
    });
    const { code, fake } = await run(answer, ['api', 'GET', '/api/v1/deployments/42/reports', '--all']);
    expect(code).toBe(0);
    expectPrintable(fake.stdout());
    expect(JSON.parse(fake.stdout())).toEqual([shownItem(1), shownItem(2)]);
  });

  it('an error line quoting the service, and a --debug line with its cursor in the URL', async () => {
    const failing = await run(
      () => ({ status: 500, json: { message: `boom${HOSTILE}` } }),
      ['api', 'POST', '/api/v1/users/bulk', '--data', '{}'],
    );
    expect(failing.code).toBe(1);
    expectPrintable(failing.fake.stderr());
    expect(failing.fake.stderr()).toContain(`boom${HOSTILE_SHOWN}`);
    const answer = (_method: string, path: string): HostileAnswer => ({
      json: path.includes('after=')
        ? { items: [], pageInfo: null }
        : { items: [], pageInfo: { hasNextPage: true, endCursor: `c${HOSTILE}` } },
    });
    const debug = await run(answer, ['api', 'GET', '/api/v1/deployments/42/reports', '--all', '--debug']);
    expect(debug.code).toBe(0);
    expectPrintable(debug.fake.stderr());
    expect(debug.fake.stderr().trimEnd().split('\n')).toHaveLength(2);
  });
});

describe('chat prints no control character of the service', () => {
  const deltas = [`Revenue ${HOSTILE}`, 'grew\u202e by 12 %', '\x1b]0;title\x07.'];
  const table = {
    title: `Revenue${HOSTILE}`,
    columns: [`region${HOSTILE}`, 'total'],
    rows: [[`North${HOSTILE}`, '1\u202e2']],
  };
  const answer = (method: string, path: string): HostileAnswer | undefined =>
    method === 'POST' && path === HOSTILE_CHAT_PATH ? { lines: chatLines(deltas, table) } : undefined;

  it('in its text, its tool calls and tables, on a terminal and in a pipe', async () => {
    for (const isTTY of [true, false]) {
      const { code, fake } = await run(answer, ['chat', 'q'], { isTTY });
      expect(fake.stderr()).toBe('');
      expect(code).toBe(0);
      expectPrintable(fake.stdout());
      expect(fake.stdout()).toContain(`Revenue ${HOSTILE_SHOWN}grew by 12 %]0;title.`);
      // A cell is cut at 40 characters: its start is the service's text, sanitized.
      expect(fake.stdout()).toContain(`  North${HOSTILE_SHOWN.slice(0, 20)}`);
      expect(fake.stdout()).toContain(`platformSqlApi${isTTY ? '\x1b[22m' : ''} Revenue${HOSTILE_SHOWN}: 1 row\n`);
    }
  });

  it('with --json: valid JSON, its strings sanitized', async () => {
    const { code, fake } = await run(answer, ['chat', 'q', '--json']);
    expect(code).toBe(0);
    expectPrintable(fake.stdout());
    const result = JSON.parse(fake.stdout()) as { answer: { content: string } };
    expect(result.answer.content).toBe(`Revenue ${HOSTILE_SHOWN}grew by 12 %]0;title.`);
  });
});
