/**
 * Secrets are never written: not in output, errors, --json or --debug lines, whether they come
 * from the environment or from flags, whether the command succeeds, fails or is used wrong.
 * Every byte written to stdout and stderr is searched for each secret.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED, redactingWriter } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';
import { FAKE_CHAT_API_KEY, type FakeChatServer, type FakePlatformServer, fakeChatToken, startFakeChatServer, startFakePlatformServer } from '../../src/testing/servers/index.js';
import { fakeIo } from './fake-io.js';

const TOKEN = 'pl4tf0rm-S3CRET-token-0123456789';
const CHAT_TOKEN = fakeChatToken({ externalId: 'jane' });
const WRONG = 'wr0ng-S3CRET-token-9876543210';

let platform: FakePlatformServer;
let chat: FakeChatServer;
beforeAll(async () => {
  platform = await startFakePlatformServer({ token: TOKEN });
  chat = await startFakeChatServer({ delayMs: 0 });
});
afterAll(async () => {
  await Promise.all([platform.close(), chat.close()]);
});

const SECRETS = [TOKEN, CHAT_TOKEN, FAKE_CHAT_API_KEY, WRONG];

/** Runs a command and checks that no secret is anywhere in what it wrote; resolves with its code and output. */
async function runClean(argv: string[], env: Record<string, string>, isTTY = false): Promise<{ code: number; all: string }> {
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
    ];
    for (const [argv, env, expected] of cases) {
      const { code } = await runClean(argv, env, argv.includes('--json'));
      expect(code, argv.join(' ')).toBe(expected);
    }
  });

  it('even a service that echoes the token back, or a secret typed where output repeats it, is redacted', async () => {
    // The secret as a query value: the --debug line that shows the URL shows it redacted.
    const { all } = await runClean(['api', 'GET', '/api/v1/github/status', '--debug', '--query', `q=${TOKEN}`], { PLATFORM_BASE_URL: platform.baseUrl, PLATFORM_TOKEN: TOKEN });
    expect(all).toContain('q=[redacted]');
    // A body holding the token, sent and echoed: the client's transport and the writer redact it.
    const echoed = await runClean(['api', 'PUT', '/api/v1/users/7', '--data', JSON.stringify({ note: TOKEN })], { PLATFORM_BASE_URL: platform.baseUrl, PLATFORM_TOKEN: TOKEN });
    expect(echoed.code).toBe(0);
    expect(echoed.all).toContain('[redacted]');
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

describe('redactingWriter, the last line of defence', () => {
  it('replaces every secret in what is written, the longest first, and leaves values too short to be credentials', () => {
    const written: string[] = [];
    const write = redactingWriter({ write: (text) => void written.push(text), isTTY: false }, ['abcdef', 'abcdefgh-long', 'abc']);
    write('x abcdefgh-long y abcdef z abc');
    write('nothing secret');
    expect(written).toEqual([`x ${REDACTED} y ${REDACTED} z abc`, 'nothing secret']);
  });
});
