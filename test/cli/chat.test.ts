/**
 * `chat "<question>"`, run through `main` against the fake chat server over real HTTP: the
 * answer streamed with its tool calls and SQL table; thinking dim on a terminal and left out
 * elsewhere; --json; both ways to authenticate; an answer that fails (exit 1); Ctrl-C, which
 * aborts the answer at the service (exit 130).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import {
  FAKE_CHAT_API_KEY,
  FAKE_CHAT_TOKEN,
  type FakeChatServer,
  type FakeChatServerOptions,
  type ScriptedAnswer,
  sqlToolCall,
  startFakeChatServer,
} from '../../src/testing/servers/index.js';
import { type FakeIo, type FakeIoOptions, fakeIo } from './fake-io.js';

let server: FakeChatServer;
async function startServer(options: FakeChatServerOptions = {}): Promise<void> {
  server = await startFakeChatServer({ delayMs: 0, ...options });
}
beforeEach(() => startServer());
afterEach(async () => {
  await server.close();
});

/** A control character but tab and line feed: what a terminal may act on. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const CONTROL_CHARACTER = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

const env = (): Record<string, string> => ({ PLATFORM_CHAT_URL: server.url, PLATFORM_CHAT_TOKEN: FAKE_CHAT_TOKEN });

async function run(argv: string[], options: FakeIoOptions = {}): Promise<{ code: number; fake: FakeIo }> {
  const fake = fakeIo({ env: env(), ...options });
  return { code: await main(argv, fake.io), fake };
}

const DEFAULT_TEXT = 'North leads with €1.24M of revenue — 38 % of the total. South follows with €0.91M, then East (€0.71M) and West (€0.40M).';
/** The SQL of the default answer's platformSqlApi call. */
const REVENUE_SQL = 'SELECT region, SUM(total_revenue) AS revenue, COUNT(*) AS orders FROM orders_view GROUP BY 1 ORDER BY 2 DESC';

describe('chat, not on a terminal', () => {
  it('streams the answer, the tool calls and the SQL result as a table, in the order they come, without the thinking, and exits 0', async () => {
    const { code, fake } = await run(['chat', 'Which region grew fastest?']);
    expect(fake.stderr()).toBe('');
    expect(code).toBe(0);
    expect(fake.stdout()).toBe(
      [
        // Spec 2.5's typical order: the content deltas come before the tool calls.
        DEFAULT_TEXT,
        '→ platformMeta searching the data model for "Which region grew fastest?"',
        '✓ platformMeta found Orders',
        '→ platformSqlApi Revenue by region',
        `  ${REVENUE_SQL}`,
        '✓ platformSqlApi Revenue by region: 4 rows',
        '  region    revenue  orders',
        '  ──────  ─────────  ──────',
        '  North   1240000.5    3120',
        '  South      910250    2480',
        '  East    705300.25    1910',
        '  West       402000    1210',
        '',
      ].join('\n'),
    );
    const sent = server.requests.find((request) => request.method === 'POST');
    expect(sent?.headers['x-platform-auth-token']).toBe('[redacted]');
    expect(sent?.body).toMatchObject({ input: 'Which region grew fastest?' });
  });

  it('joins the words of an unquoted question, and shows the thinking with --thinking', async () => {
    const { code, fake } = await run(['chat', 'Which', 'region?', '--thinking']);
    expect(code).toBe(0);
    expect(fake.stdout()).toMatch(/^The question is about revenue\. I will look up the data model, then sum the revenue of each region\.\n\nNorth leads .+\n→ platformMeta/);
    expect(server.requests.find((request) => request.method === 'POST')?.body).toMatchObject({ input: 'Which region?' });
  });

  it('shows at most --max-rows rows of a SQL result, then how many more', async () => {
    const rows = Array.from({ length: 150 }, (_, index) => [`r${index}`, index]);
    const answer: ScriptedAnswer = {
      text: 'Many.',
      toolCalls: [
        sqlToolCall({
          columns: [
            { name: 'name', column_type: 'String' },
            { name: 'n', column_type: 'Int64' },
          ],
          rows,
          chart: false,
        }),
      ],
    };
    await server.close();
    await startServer({ answers: { many: answer } });
    const { code, fake } = await run(['chat', 'many', '--max-rows', '3']);
    expect(code).toBe(0);
    expect(fake.stdout()).toBe(
      [
        'Many.',
        '→ platformSqlApi Revenue by region',
        `  ${REVENUE_SQL}`,
        '✓ platformSqlApi Revenue by region: 150 rows',
        '  name  n',
        '  ────  ─',
        '  r0    0',
        '  r1    1',
        '  r2    2',
        '  … 147 more rows',
        '',
      ].join('\n'),
    );
  });

  it('continues a thread with --chat-id', async () => {
    const first = await run(['chat', 'hello', '--json']);
    const { chatId } = JSON.parse(first.fake.stdout()) as { chatId: string };
    const { code } = await run(['chat', 'and then?', '--chat-id', chatId]);
    expect(code).toBe(0);
    expect(
      server
        .thread(chatId)
        ?.messages.filter((message) => message.role === 'user')
        .map((message) => message.content),
    ).toEqual(['hello', 'and then?']);
  });
});

describe('chat on a terminal', () => {
  it('shows the thinking dim and the tool names bold, each kind of output on lines of its own', async () => {
    const { code, fake } = await run(['chat', 'q'], { isTTY: true });
    expect(code).toBe(0);
    const out = fake.stdout();
    expect(out.startsWith('\x1b[2mThe question is \x1b[22m')).toBe(true);
    expect(out).toContain(`\x1b[2mregion.\x1b[22m\n\n${DEFAULT_TEXT}\n→ \x1b[1mplatformMeta\x1b[22m searching`);
    expect(out.endsWith('  West       402000    1210\n')).toBe(true);
  });

  it('leaves the thinking out with --no-thinking, and writes no escape sequence with NO_COLOR', async () => {
    const { fake } = await run(['chat', 'q', '--no-thinking'], { isTTY: true, env: { ...env(), NO_COLOR: '1' } });
    expect(fake.stdout()).not.toContain('The question is about revenue');
    expect(fake.stdout()).not.toContain('\x1b');
    expect(fake.stdout()).toContain('✓ platformSqlApi Revenue by region: 4 rows');
  });
});

describe('chat --json', () => {
  it('prints only the result object: chatId, messageId, status, messages, answer, toolCalls', async () => {
    const { code, fake } = await run(['chat', 'q', '--json'], { isTTY: true });
    expect(code).toBe(0);
    const result = JSON.parse(fake.stdout()) as Record<string, unknown>;
    expect(Object.keys(result).sort()).toEqual(['answer', 'chatId', 'messageId', 'messages', 'status', 'toolCalls']);
    expect(result).toMatchObject({ status: 'done', answer: { content: DEFAULT_TEXT } });
    expect((result.toolCalls as Array<{ name: string; status: string }>).map((call) => `${call.name} ${call.status}`)).toEqual(['platformMeta done', 'platformSqlApi done']);
  });
});

describe('chat authentication', () => {
  it('with an API key, asks as --external-id (or PLATFORM_EXTERNAL_ID)', async () => {
    for (const [argv, extra] of [
      [['chat', 'q', '--external-id', 'jane'], {}],
      [['chat', 'q'], { PLATFORM_EXTERNAL_ID: 'jane' }],
    ] as const) {
      const { code } = await run([...argv], { env: { PLATFORM_CHAT_URL: server.url, PLATFORM_API_KEY: FAKE_CHAT_API_KEY, ...extra } });
      expect(code).toBe(0);
      const sent = server.requests.filter((request) => request.method === 'POST').at(-1);
      expect(sent?.headers.authorization).toBe('Api-Key [redacted]');
      expect(sent?.body).toMatchObject({ sessionSettings: { externalId: 'jane' } });
    }
  });

  it('a flag wins over the other credential of the environment', async () => {
    const { code } = await run(['chat', 'q', '--api-key', FAKE_CHAT_API_KEY, '--external-id', 'jane']);
    expect(code).toBe(0);
    expect(server.requests.find((request) => request.method === 'POST')?.headers.authorization).toBe('Api-Key [redacted]');
  });

  it('exits 1 when the service refuses the credential', async () => {
    const { code, fake } = await run(['chat', 'q', '--external-id', 'jane'], { env: { PLATFORM_CHAT_URL: server.url, PLATFORM_API_KEY: 'wrong-key-123' } });
    expect(code).toBe(1);
    expect(fake.stderr()).toMatch(/^platform-embed: [^\n]+\n$/);
    expect(fake.stderr()).not.toContain('wrong-key-123');
  });
});

describe('chat failures and Ctrl-C', () => {
  it('exits 1 with the error of an answer that fails, after what streamed', async () => {
    await server.close();
    await startServer({ answers: { q: { text: 'Partial', error: 'The agent ran out of steps' } } });
    const { code, fake } = await run(['chat', 'q']);
    expect(code).toBe(1);
    expect(fake.stdout()).toBe('Partial\n');
    expect(fake.stderr()).toMatch(/^platform-embed: .*The agent ran out of steps.*\n$/);
  });

  it('prints no control character the service sends — in the answer, the thinking, a tool call, a table or an error — on a terminal', async () => {
    const hostile = 'Hi \x1b]0;pwned\x07\x1b[2J\x9b31m there\rover\r\n';
    const answer: ScriptedAnswer = {
      text: hostile,
      thinking: hostile,
      toolCalls: [sqlToolCall({ columns: [{ name: `n\x1b[5m`, column_type: 'String' }], rows: [[hostile]], chart: false }), { name: `tool\x1b[8m`, input: {}, error: hostile }],
    };
    await server.close();
    await startServer({ answers: { hostile: answer } });
    const { code, fake } = await run(['chat', 'hostile', '--thinking'], { isTTY: true });
    expect(code).toBe(0);
    // What the command line writes itself, dim and bold, taken out: nothing of the service's is left.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the command line's own dim and bold.
    const shown = fake.stdout().replace(/\x1b\[(?:1|2|22)m/g, '');
    expect(shown).not.toMatch(CONTROL_CHARACTER);
    expect(shown).toContain('Hi ]0;pwned[2J31m thereover\n');

    await server.close();
    await startServer({ script: () => ({ text: 'x', error: 'bad \x1b[2J\x07 thing' }) });
    const failed = await run(['chat', 'q']);
    expect(failed.code).toBe(1);
    expect(failed.fake.stderr()).not.toMatch(CONTROL_CHARACTER);
    // The service's error text is quoted as JSON: its escapes are shown, not done.
    expect(failed.fake.stderr()).toContain('reported an error: "bad \\u001b[2J\\u0007 thing"');
  });

  it('exits 1 on an HTTP error', async () => {
    server.failNextRequest(500);
    const { code, fake } = await run(['chat', 'q']);
    expect(code).toBe(1);
    expect(fake.stderr()).toMatch(/^platform-embed: .*HTTP 500.*\n$/);
  });

  it('Ctrl-C stops the answer at the service (the abort endpoint) and exits 130', async () => {
    const hold = server.holdNextStreamAfter(6);
    const fake = fakeIo({ env: env() });
    const exit = main(['chat', 'q'], fake.io);
    await hold.reached;
    fake.interrupt();
    expect(await exit).toBe(130);
    hold.release();
    expect(fake.stderr()).toBe('platform-embed: interrupted: the answer was stopped\n');
    const abort = server.requests.find((request) => request.path.endsWith('/chat/abort'));
    expect(abort?.method).toBe('POST');
    expect(abort?.body).toMatchObject({ chatId: expect.any(String) });
    expect(fake.listeners()).toBe(0);
  });

  it('Ctrl-C before the service named the thread says the answer could not be aborted there', async () => {
    const fake = fakeIo({ env: env(), fetch: () => new Promise<Response>(() => undefined) });
    const exit = main(['chat', 'q'], fake.io);
    await new Promise((resolve) => setTimeout(resolve, 0));
    fake.interrupt();
    expect(await exit).toBe(130);
    expect(fake.stderr()).toBe('platform-embed: interrupted before the service named the thread: the answer could not be aborted there\n');
  });

  it('with --json, Ctrl-C prints the aborted result', async () => {
    const hold = server.holdNextStreamAfter(6);
    const fake = fakeIo({ env: env() });
    const exit = main(['chat', 'q', '--json'], fake.io);
    await hold.reached;
    fake.interrupt();
    expect(await exit).toBe(130);
    hold.release();
    expect(JSON.parse(fake.stdout())).toMatchObject({ status: 'aborted' });
  });
});
