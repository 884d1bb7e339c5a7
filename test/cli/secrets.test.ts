/**
 * Secrets are never written: not in output, errors, --json or --debug lines, whether they come
 * from the environment or from flags, whether the command succeeds, fails or is used wrong, and
 * not when the service sends one in pieces (redaction holds across writes, not per write).
 * Every byte written to stdout and stderr is searched for each secret.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import {
  FAKE_CHAT_API_KEY,
  type FakeChatServer,
  type FakePlatformServer,
  fakeChatToken,
  startFakeChatServer,
  startFakePlatformServer,
} from '../../src/testing/servers/index.js';
import { fakeIo } from './fake-io.js';
import { chatLines, HOSTILE_CHAT_PATH, type HostileServer, startHostileServer } from './hostile-server.js';

const TOKEN = 'pl4tf0rm-S3CRET-token-0123456789';
const CHAT_TOKEN = fakeChatToken({ externalId: 'jane' });
const WRONG = 'wr0ng-S3CRET-token-9876543210';
const API_KEY = 'pl4tf0rm-S3CRET-api-key-0123456789';

let platform: FakePlatformServer;
let chat: FakeChatServer;
beforeAll(async () => {
  platform = await startFakePlatformServer({ token: TOKEN, apiKey: API_KEY });
  chat = await startFakeChatServer({ delayMs: 0 });
});
afterAll(async () => {
  await Promise.all([platform.close(), chat.close()]);
});

const SECRETS = [TOKEN, CHAT_TOKEN, FAKE_CHAT_API_KEY, WRONG, API_KEY];

/** Runs a command and checks that no secret is anywhere in what it wrote; resolves with its code and output. */
async function runClean(
  argv: string[],
  env: Record<string, string>,
  isTTY = false,
): Promise<{ code: number; all: string }> {
  const fake = fakeIo({ env, isTTY });
  const code = await main(argv, fake.io);
  const all = fake.writes.map((write) => write.text).join('');
  for (const secret of SECRETS) expect(all, `${argv.join(' ')} wrote a secret`).not.toContain(secret);
  return { code, all };
}

const FAST = ['--poll-interval', '1ms', '--max-poll-interval', '2ms'];

describe('no secret is ever written', () => {
  it('management commands, with the token from the environment or a flag, on success and failure, with --json and --debug', async () => {
    const fromEnv = { PLATFORM_BASE_URL: platform.baseUrl, PLATFORM_TOKEN: TOKEN };
    const fromFlag = { PLATFORM_BASE_URL: platform.baseUrl };
    const cases: Array<[string[], Record<string, string>, number]> = [
      [['dbt-sync', '42', ...FAST, '--debug'], fromEnv, 0],
      [['dbt-sync', '42', ...FAST, '--json', '--debug'], fromEnv, 0],
      [['dbt-sync', '42', ...FAST, '--token', TOKEN, '--debug'], fromFlag, 0],
      [['dbt-sync', '42', ...FAST, `--token=${TOKEN}`], fromFlag, 0],
      [['dbt-sync', '42', '--no-wait', '--json', '--debug'], fromEnv, 0],
      [['dbt-sync', 'status', '42', 'nope', '--debug'], fromEnv, 1],
      [['api', 'GET', '/api/v1/deployments/42/reports', '--all', '--debug'], fromEnv, 0],
      [['api', 'GET', '/api/v1/nothing', '--debug', '--token', TOKEN], fromFlag, 1],
      // A wrong token: 401, and the token sent is in no message.
      [['dbt-sync', '42', '--debug'], { ...fromFlag, PLATFORM_TOKEN: WRONG }, 1],
      [['api', 'GET', '/api/v1/github/status', '--token', WRONG, '--json'], fromFlag, 1],
      // Usage errors with a token around: a bad base URL, an unknown flag, a token with a space.
      [['dbt-sync', '42', '--base-url', 'not a url'], { PLATFORM_TOKEN: TOKEN }, 2],
      [['dbt-sync', '42', '--tokn', TOKEN], fromEnv, 2],
      [['chat', 'q', '--token', TOKEN], fromEnv, 2],
      [['dbt-sync', '42'], { ...fromFlag, PLATFORM_TOKEN: `${TOKEN} x` }, 2],
      [['dbt-sync', 'x', '--token', TOKEN], fromFlag, 2],
      // The commands of the result, the log and the cancellation of a sync, and embed-url.
      [['dbt-sync', 'logs', '42', 'sync-job-1', '--debug'], fromEnv, 0],
      [['dbt-sync', 'logs', '42', 'sync-job-1', '--json', '--token', TOKEN], fromFlag, 0],
      [['dbt-sync', 'cancel', '42', 'nope', '--debug'], fromEnv, 1],
      [['embed-url', '--deployment', '42', '--external-id', 'alice', '--dashboard', 'd1', '--debug'], fromEnv, 0],
      [['embed-url', '--deployment', '42', '--external-id', 'alice', '--chat', '--token', TOKEN], fromFlag, 0],
      [['embed-url', '--deployment', '42', '--chat', '--token', TOKEN], fromFlag, 2],
    ];
    for (const [argv, env, expected] of cases) {
      const { code } = await runClean(argv, env, argv.includes('--json'));
      expect(code, argv.join(' ')).toBe(expected);
    }
  });

  it('management commands with an API key, from the environment or a flag, on success, failure and misuse', async () => {
    const fromEnv = { PLATFORM_BASE_URL: platform.baseUrl, PLATFORM_API_KEY: API_KEY };
    const fromFlag = { PLATFORM_BASE_URL: platform.baseUrl };
    const cases: Array<[string[], Record<string, string>, number]> = [
      [['embed-url', '--deployment', '42', '--external-id', 'alice', '--app', '--debug'], fromEnv, 0],
      [
        [
          'embed-url',
          '--deployment',
          '42',
          '--internal-id',
          'ana@example.com',
          '--chat',
          '--api-key',
          API_KEY,
          '--debug',
        ],
        fromFlag,
        0,
      ],
      [['dbt-sync', '42', ...FAST, '--json', '--debug'], fromEnv, 0],
      [['dbt-sync', '42', ...FAST, '--debug', `--api-key=${API_KEY}`], { ...fromFlag, PLATFORM_TOKEN: TOKEN }, 0],
      [['api', 'GET', '/api/v1/github/status', '--debug'], { ...fromFlag, PLATFORM_API_KEY: WRONG }, 1],
      // Both from the environment: refused, naming the variables, never a value.
      [
        ['embed-url', '--deployment', '42', '--external-id', 'alice', '--app'],
        { ...fromEnv, PLATFORM_TOKEN: TOKEN },
        2,
      ],
      [['dbt-sync', '42', '--api-key', `${API_KEY} x`], fromFlag, 2],
    ];
    for (const [argv, env, expected] of cases) {
      const { code } = await runClean(argv, env, argv.includes('--json'));
      expect(code, argv.join(' ')).toBe(expected);
    }
  });

  it('even a service that echoes the token back, or a secret typed where output repeats it, is redacted', async () => {
    // The secret as a query value: the --debug line that shows the URL shows it redacted.
    const { all } = await runClean(['api', 'GET', '/api/v1/github/status', '--debug', '--query', `q=${TOKEN}`], {
      PLATFORM_BASE_URL: platform.baseUrl,
      PLATFORM_TOKEN: TOKEN,
    });
    expect(all).toContain('q=[redacted]');
    // A body holding the token, sent and echoed: the client's transport and the writer redact it.
    const echo = await startHostileServer((_method, _path, body) => ({ json: JSON.parse(body ?? '{}') as unknown }));
    try {
      const echoed = await runClean(['api', 'PUT', '/api/v1/users/7', '--data', JSON.stringify({ note: TOKEN })], {
        PLATFORM_BASE_URL: echo.baseUrl,
        PLATFORM_TOKEN: TOKEN,
      });
      expect(echoed.code).toBe(0);
      expect(echoed.all).toBe(`{\n  "note": "${REDACTED}"\n}\n`);
    } finally {
      await echo.close();
    }
  });

  it('chat, with a token or an API key, on success, failure and misuse', async () => {
    const url = { PLATFORM_CHAT_URL: chat.url };
    const cases: Array<[string[], Record<string, string>, number]> = [
      [['chat', 'q', '--debug'], { ...url, PLATFORM_CHAT_TOKEN: CHAT_TOKEN }, 0],
      [['chat', 'q', '--json', '--debug'], { ...url, PLATFORM_CHAT_TOKEN: CHAT_TOKEN }, 0],
      [['chat', 'q', '--chat-token', CHAT_TOKEN, '--thinking'], url, 0],
      [['chat', 'q', '--debug', '--external-id', 'jane'], { ...url, PLATFORM_API_KEY: FAKE_CHAT_API_KEY }, 0],
      [['chat', 'q', '--api-key', FAKE_CHAT_API_KEY, '--external-id', 'jane', '--json'], url, 0],
      [['chat', 'q', '--external-id', 'jane', '--debug'], { ...url, PLATFORM_API_KEY: WRONG }, 1],
      [['chat', 'q'], { ...url, PLATFORM_API_KEY: FAKE_CHAT_API_KEY }, 2],
      [['chat', 'q'], { ...url, PLATFORM_API_KEY: FAKE_CHAT_API_KEY, PLATFORM_CHAT_TOKEN: CHAT_TOKEN }, 2],
      [['chat', 'q', '--chat-url', 'https://x.example.com/nope'], { PLATFORM_CHAT_TOKEN: CHAT_TOKEN }, 2],
    ];
    for (const [argv, env, expected] of cases) {
      const { code } = await runClean(argv, env, true);
      expect(code, argv.join(' ')).toBe(expected);
    }
  });
});

describe('a secret the service streams in pieces', () => {
  const API_KEY = 'hostile-api-key-0123456789';
  let hostile: HostileServer | undefined;
  afterEach(async () => {
    await hostile?.close();
    hostile = undefined;
  });

  it('a token the service hides behind control characters is redacted once they are taken out', async () => {
    const token = 'hidden-S3CRET-token-0123456789';
    const hidden = `hidden-\u202eS3CRET\x1b-token\u2066-0123456789`;
    hostile = await startHostileServer(() => ({ json: { note: hidden, [hidden]: 1 } }));
    const fake = fakeIo({ env: { PLATFORM_BASE_URL: hostile.baseUrl, PLATFORM_TOKEN: token } });
    expect(await main(['api', 'GET', '/api/v1/github/status'], fake.io)).toBe(0);
    expect(JSON.parse(fake.stdout())).toEqual({ note: REDACTED, [REDACTED]: 1 });
  });

  it("the fakes' key in the environment (dev's export lines pasted) is still redacted by the other commands", async () => {
    // dev prints it in full (it reads no credential: test/cli/commands/dev.test.ts); chat reads it, so redacts it.
    const deltas = [`The key is ${FAKE_CHAT_API_KEY}.`];
    hostile = await startHostileServer((method, path) =>
      method === 'POST' && path === HOSTILE_CHAT_PATH ? { lines: chatLines(deltas) } : undefined,
    );
    const fake = fakeIo({
      env: {
        PLATFORM_CHAT_URL: `${hostile.baseUrl}${HOSTILE_CHAT_PATH}`,
        PLATFORM_API_KEY: FAKE_CHAT_API_KEY,
        PLATFORM_EXTERNAL_ID: 'jane',
      },
    });
    expect(await main(['chat', 'q'], fake.io)).toBe(0);
    expect(fake.stdout()).not.toContain(FAKE_CHAT_API_KEY);
    expect(fake.stdout()).toContain(`The key is ${REDACTED}.`);
  });

  it('an API key cut between two chat deltas is redacted, on a terminal and in a pipe, and in --json', async () => {
    const deltas = ['Your key is hostile-api-', 'key-0123456789, keep it ', 'safe.'];
    hostile = await startHostileServer((method, path) =>
      method === 'POST' && path === HOSTILE_CHAT_PATH ? { lines: chatLines(deltas) } : undefined,
    );
    const env = {
      PLATFORM_CHAT_URL: `${hostile.baseUrl}${HOSTILE_CHAT_PATH}`,
      PLATFORM_API_KEY: API_KEY,
      PLATFORM_EXTERNAL_ID: 'jane',
    };
    for (const argv of [
      ['chat', 'q'],
      ['chat', 'q', '--json'],
    ]) {
      for (const isTTY of [true, false]) {
        const fake = fakeIo({ env, isTTY });
        expect(await main(argv, fake.io)).toBe(0);
        expect(fake.stdout()).not.toContain(API_KEY);
        expect(fake.stdout()).toContain(`Your key is ${REDACTED}, keep it safe.`);
      }
    }
  });
});
