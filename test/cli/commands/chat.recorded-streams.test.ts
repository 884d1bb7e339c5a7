/**
 * `chat "<question>"` through `main`, against every recorded stream of test/fixtures/chat/
 * (the service's documented frames, served over real HTTP by test/support/chat-fixture-server.ts):
 * the same output and exit 0 for every shape of `__state__`, a suspended answer resumed by
 * itself, and a non-zero exit with one stderr line for an answer aborted at the service, an
 * error line and an authentication failure.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli/main.js';
import {
  ANSWER_FIXTURES,
  type ChatFixture,
  type ChatFixtureServer,
  startChatFixtureServer,
} from '../../support/chat-fixture-server.js';
import { type FakeIo, fakeIo } from '../fake-io.js';

let server: ChatFixtureServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Runs `platform-embed chat <fixture>` (not on a terminal) against a fixture server. */
async function ask(
  fixture: ChatFixture,
  ...flags: string[]
): Promise<{ code: number; fake: FakeIo; server: ChatFixtureServer }> {
  server = await startChatFixtureServer();
  const fake = fakeIo({
    env: { PLATFORM_CHAT_URL: server.url, PLATFORM_CHAT_TOKEN: 'eyJhbGciOiJIUzI1NiJ9.e30.fixture-token' },
  });
  return { code: await main(['chat', fixture, ...flags], fake.io), fake, server };
}

const SQL_SHOWN =
  "SELECT TO_CHAR(DATE_TRUNC('month', created_at), 'YYYY-MM') AS month, MEASURE(total_revenue) AS revenue FROM orders_view WHERE created_at >= DATE_TRUNC('month', CURRENT_DATE) - INTERVAL '6 months' AND…";
const FINAL_TEXT =
  'Revenue grew in five of the last six months, from $1.80M in January to $2.30M in June (+27.7 %). The only dip was February ($1.73M, −4.2 % on January); since March, revenue has risen every month, fastest in March (+12.0 %).';
/** What the command prints up to the SQL call's start, the same for every fixture that gets that far. */
const BEFORE_THE_QUERY = [
  "I'll look up the revenue measure in the data model, then sum it by month.",
  '→ platformMeta searching the data model for "revenue trends"',
  '✓ platformMeta found Orders',
  '→ platformSqlApi Monthly revenue, last 6 months',
  `  ${SQL_SHOWN}`,
];
/** The whole answer, piped: the agent's text, the tool calls, the table, then the final answer. */
const WHOLE_ANSWER = [
  ...BEFORE_THE_QUERY,
  '✓ platformSqlApi Monthly revenue, last 6 months: 6 rows',
  '  month    revenue',
  '  ───────  ───────',
  '  2024-01  1800000',
  '  2024-02  1725000',
  '  2024-03  1932500',
  '  2024-04  2010750',
  '  2024-05  2144300',
  '  2024-06  2298900',
  FINAL_TEXT,
  '',
].join('\n');

describe('chat through every recorded stream', () => {
  it.each(ANSWER_FIXTURES)('%s: prints the whole answer, the final answer last, and exits 0', async (fixture) => {
    const { code, fake, server: s } = await ask(fixture);
    expect(fake.stderr()).toBe('');
    expect(code).toBe(0);
    expect(fake.stdout()).toBe(WHOLE_ANSWER);
    expect(s.streamRequests()).toHaveLength(1);
  });

  it.each(ANSWER_FIXTURES)('%s: --json holds the final answer and the usage of the fixture', async (fixture) => {
    const { code, fake } = await ask(fixture, '--json');
    expect(code).toBe(0);
    const result = JSON.parse(fake.stdout()) as {
      status: string;
      answer: { content: string };
      usage: { totalTokens: number; models: string[] };
      messages: unknown[];
    };
    expect(result.status).toBe('done');
    expect(result.answer.content).toBe(FINAL_TEXT);
    expect(result.messages).toHaveLength(5);
    expect(result.usage.models[0]).toBe('model-x');
    expect(result.usage.totalTokens).toBeGreaterThan(0);
  });

  it('suspended: resumes by itself (the same request again) and prints the whole answer, exit 0', async () => {
    const { code, fake, server: s } = await ask('suspended');
    expect(fake.stderr()).toBe('');
    expect(code).toBe(0);
    expect(fake.stdout()).toBe(WHOLE_ANSWER);
    const [first, second] = s.streamRequests();
    expect(second?.body).toEqual({ ...(first?.body as object), chatId: 'a1b2c3d4-08d7-40b9-8b1c-e7e3a698647e' });
  });

  it('aborted: shows what streamed, then exits 1 saying the answer was aborted at the service', async () => {
    const { code, fake, server: s } = await ask('aborted');
    expect(code).toBe(1);
    expect(fake.stdout()).toBe(`${BEFORE_THE_QUERY.join('\n')}\n`);
    expect(fake.stderr()).toBe(
      'platform-embed: the answer was aborted at the service (someone stopped it through the abort endpoint): "Chat aborted by user"\n',
    );
    expect(s.requests).toHaveLength(1);
  });

  it('error-line: shows the failed tool call, then exits 1 with the error the service reported', async () => {
    const { code, fake } = await ask('error-line');
    expect(code).toBe(1);
    expect(fake.stdout()).toBe(
      `${BEFORE_THE_QUERY.join('\n')}\n✗ platformSqlApi failed: Error: BadRequestError: Bad branch\n`,
    );
    expect(fake.stderr()).toBe(
      'platform-embed: chat stream: the service reported an error: "BadRequestError: Bad branch"\n',
    );
  });

  it('unauthorized: exits 1 with the refusal', async () => {
    const { code, fake } = await ask('unauthorized');
    expect(code).toBe(1);
    expect(fake.stdout()).toBe('');
    expect(fake.stderr()).toBe(
      'platform-embed: chat stream: the service refused the request: "Authentication failed: the token is expired or not valid for this agent"\n',
    );
  });
});
