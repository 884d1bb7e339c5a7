/**
 * `chat "<question>"`, run through `main` against the fake chat server over real HTTP: the
 * answer streamed with its tool calls and SQL table; thinking dim on a terminal and left out
 * elsewhere; --json; both ways to authenticate; an answer that fails (exit 1); Ctrl-C, which
 * aborts the answer at the service (exit 130).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ABORT_WAIT_MS } from '../../../src/cli/commands/chat.js';
import { main } from '../../../src/cli/main.js';
import {
  FAKE_CHAT_API_KEY,
  FAKE_CHAT_TOKEN,
  type FakeChatServer,
  type FakeChatServerOptions,
  type ScriptedAnswer,
  sqlToolCall,
  startFakeChatServer,
} from '../../../src/testing/servers/index.js';
import {
  type ChatFixtureServer,
  type ChatFixtureServerOptions,
  fixtureLines,
  startChatFixtureServer,
} from '../../support/chat-fixture-server.js';
import { type FakeIo, type FakeIoOptions, fakeIo } from '../fake-io.js';

let server: FakeChatServer;
async function startServer(options: FakeChatServerOptions = {}): Promise<void> {
  server = await startFakeChatServer({ delayMs: 0, ...options });
}
beforeEach(() => startServer());
afterEach(async () => {
  vi.useRealTimers();
  await server.close();
});

/**
 * A fetch that passes every request on, but holds abort requests unanswered until `release()`
 * (then answers them 204): a service that does not confirm an abort. `sent` resolves when the
 * first abort request went out.
 */
function hangingAbort(): { fetch: typeof fetch; sent: Promise<void>; release(): void } {
  let sent!: () => void;
  const held: Array<() => void> = [];
  const whenSent = new Promise<void>((resolve) => (sent = resolve));
  return {
    fetch: (input, init) => {
      if (!String(input).endsWith('/chat/abort')) return fetch(input, init);
      sent();
      return new Promise<Response>((resolve) => held.push(() => resolve(new Response(null, { status: 204 }))));
    },
    sent: whenSent,
    release: () => {
      for (const answer of held.splice(0)) answer();
    },
  };
}

/** A control character but tab and line feed: what a terminal may act on. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const CONTROL_CHARACTER = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/;

const env = (): Record<string, string> => ({ PLATFORM_CHAT_URL: server.url, PLATFORM_CHAT_TOKEN: FAKE_CHAT_TOKEN });

async function run(argv: string[], options: FakeIoOptions = {}): Promise<{ code: number; fake: FakeIo }> {
  const fake = fakeIo({ env: env(), ...options });
  return { code: await main(argv, fake.io), fake };
}

const DEFAULT_TEXT =
  'North leads with €1.24M of revenue — 38 % of the total. South follows with €0.91M, then East (€0.71M) and West (€0.40M).';
/** The SQL of the default answer's platformSqlApi call. */
const REVENUE_SQL =
  'SELECT region, SUM(total_revenue) AS revenue, COUNT(*) AS orders FROM orders_view GROUP BY 1 ORDER BY 2 DESC';

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
    expect(fake.stdout()).toMatch(
      /^The question is about revenue\. I will look up the data model, then sum the revenue of each region\.\n\nNorth leads .+\n→ platformMeta/,
    );
    expect(server.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      input: 'Which region?',
    });
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
    // The table ends the answer; after it only the dim usage line, when the service reported usage.
    expect(out).toMatch(
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the dim line's escape sequences.
      / {2}West {7}402000 {4}1210\n(?:\x1b\[2m[\d,]+ tokens \([^\n]*\) · [\d,]+ model calls?[^\n]*\x1b\[22m\n)?$/,
    );
  });

  it('leaves the thinking out with --no-thinking, and writes no escape sequence with NO_COLOR', async () => {
    const { fake } = await run(['chat', 'q', '--no-thinking'], { isTTY: true, env: { ...env(), NO_COLOR: '1' } });
    expect(fake.stdout()).not.toContain('The question is about revenue');
    expect(fake.stdout()).not.toContain('\x1b');
    expect(fake.stdout()).toContain('✓ platformSqlApi Revenue by region: 4 rows');
  });
});

describe('chat --json', () => {
  it('prints only the result object: chatId, messageId, status, messages, answer, toolCalls, usage', async () => {
    const { code, fake } = await run(['chat', 'q', '--json'], { isTTY: true });
    expect(code).toBe(0);
    const result = JSON.parse(fake.stdout()) as Record<string, unknown>;
    expect(Object.keys(result).sort()).toEqual([
      'answer',
      'chatId',
      'messageId',
      'messages',
      'status',
      'toolCalls',
      'usage',
    ]);
    expect(result).toMatchObject({ status: 'done', answer: { content: DEFAULT_TEXT } });
    expect(
      (result.toolCalls as Array<{ name: string; status: string }>).map((call) => `${call.name} ${call.status}`),
    ).toEqual(['platformMeta done', 'platformSqlApi done']);
  });
});

describe('chat authentication', () => {
  it('with an API key, asks as --external-id (or PLATFORM_EXTERNAL_ID)', async () => {
    for (const [argv, extra] of [
      [['chat', 'q', '--external-id', 'jane'], {}],
      [['chat', 'q'], { PLATFORM_EXTERNAL_ID: 'jane' }],
    ] as const) {
      const { code } = await run([...argv], {
        env: { PLATFORM_CHAT_URL: server.url, PLATFORM_API_KEY: FAKE_CHAT_API_KEY, ...extra },
      });
      expect(code).toBe(0);
      const sent = server.requests.filter((request) => request.method === 'POST').at(-1);
      expect(sent?.headers.authorization).toBe('Api-Key [redacted]');
      expect(sent?.body).toMatchObject({ sessionSettings: { externalId: 'jane' } });
    }
  });

  it('a flag wins over the other credential of the environment', async () => {
    const { code } = await run(['chat', 'q', '--api-key', FAKE_CHAT_API_KEY, '--external-id', 'jane']);
    expect(code).toBe(0);
    expect(server.requests.find((request) => request.method === 'POST')?.headers.authorization).toBe(
      'Api-Key [redacted]',
    );
  });

  it('exits 1 when the service refuses the credential', async () => {
    const { code, fake } = await run(['chat', 'q', '--external-id', 'jane'], {
      env: { PLATFORM_CHAT_URL: server.url, PLATFORM_API_KEY: 'wrong-key-123' },
    });
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
      toolCalls: [
        sqlToolCall({ columns: [{ name: `n\x1b[5m`, column_type: 'String' }], rows: [[hostile]], chart: false }),
        { name: `tool\x1b[8m`, input: {}, error: hostile },
      ],
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

  it('Ctrl-C before the service named the thread waits at most ABORT_WAIT_MS for it, then says the answer could not be aborted there', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fake = fakeIo({ env: env(), fetch: () => new Promise<Response>(() => undefined) });
    let code: number | undefined;
    const exit = main(['chat', 'q'], fake.io).then((exitCode) => (code = exitCode));
    await vi.advanceTimersByTimeAsync(0);
    fake.interrupt();
    await vi.advanceTimersByTimeAsync(ABORT_WAIT_MS - 1);
    expect(code).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await exit;
    expect(code).toBe(130);
    expect(fake.stderr()).toBe(
      'platform-embed: interrupted, and waited 5 s, before the service named the thread: the answer could not be aborted there\n',
    );
    expect(fake.listeners()).toBe(0);
  });

  it('a second Ctrl-C before the service named the thread exits 130 at once', async () => {
    const fake = fakeIo({ env: env(), fetch: () => new Promise<Response>(() => undefined) });
    const exit = main(['chat', 'q'], fake.io);
    await new Promise((resolve) => setTimeout(resolve, 0));
    fake.interrupt();
    fake.interrupt();
    expect(await exit).toBe(130);
    expect(fake.stderr()).toBe(
      'platform-embed: interrupted twice before the service named the thread: the answer could not be aborted there\n',
    );
    expect(fake.listeners()).toBe(0);
  });

  it('a second Ctrl-C while the abort request hangs exits 130 at once, saying the service may finish the answer', async () => {
    const hold = server.holdNextStreamAfter(6);
    const abort = hangingAbort();
    const fake = fakeIo({ env: env(), fetch: abort.fetch });
    const exit = main(['chat', 'q'], fake.io);
    await hold.reached;
    fake.interrupt();
    await abort.sent;
    const started = Date.now();
    fake.interrupt();
    expect(await exit).toBe(130);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(fake.stderr()).toBe(
      'platform-embed: interrupted twice: stopped without waiting for the service to confirm the abort: it may finish the answer\n',
    );
    expect(fake.listeners()).toBe(0);
    abort.release();
    hold.release();
  });

  it('Ctrl-C waits at most ABORT_WAIT_MS for a hanging abort request, then exits 130 saying it was not confirmed', async () => {
    const hold = server.holdNextStreamAfter(6);
    const abort = hangingAbort();
    const fake = fakeIo({ env: env(), fetch: abort.fetch });
    let code: number | undefined;
    const exit = main(['chat', 'q'], fake.io).then((exitCode) => (code = exitCode));
    await hold.reached;
    // Only the wait's timers are faked from here: the stream and the server keep real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fake.interrupt();
    await abort.sent;
    await vi.advanceTimersByTimeAsync(ABORT_WAIT_MS - 1);
    expect(code).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await exit;
    expect(code).toBe(130);
    expect(fake.stderr()).toBe(
      'platform-embed: interrupted: stopped reading, but the service did not confirm the abort within 5 s: it may finish the answer\n',
    );
    abort.release();
    hold.release();
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

describe('chat against the documented stream (test/fixtures/chat)', () => {
  let fixtures: ChatFixtureServer | undefined;
  afterEach(async () => {
    await fixtures?.close();
    fixtures = undefined;
  });
  /** Runs the command line against a fixture server; the question names the fixture. */
  async function ask(
    argv: string[],
    options: FakeIoOptions & { server?: ChatFixtureServerOptions } = {},
  ): Promise<{ code: number; fake: FakeIo; server: ChatFixtureServer }> {
    fixtures ??= await startChatFixtureServer(options.server);
    const fake = fakeIo({
      env: { PLATFORM_CHAT_URL: fixtures.url, PLATFORM_CHAT_TOKEN: 'eyJhbGciOiJIUzI1NiJ9.e30.fixture-token' },
      ...options,
    });
    return { code: await main(argv, fake.io), fake, server: fixtures };
  }
  const FINAL_TEXT =
    'Revenue grew in five of the last six months, from $1.80M in January to $2.30M in June (+27.7 %). The only dip was February ($1.73M, −4.2 % on January); since March, revenue has risen every month, fastest in March (+12.0 %).';
  const REFERENCE_USAGE = {
    models: ['model-x'],
    llmCalls: 7,
    inputTokens: 18412,
    outputTokens: 2280,
    cacheWriteTokens: 31006,
    cacheReadTokens: 264118,
    totalTokens: 315816,
  };

  it('on a terminal, ends with one dim line of what the answer used', async () => {
    const { code, fake } = await ask(['chat', 'answer-langchain-state'], { isTTY: true });
    expect(code).toBe(0);
    expect(
      fake
        .stdout()
        .endsWith(
          `${FINAL_TEXT}\n\x1b[2m315,816 tokens (18,412 in, 2,280 out, 295,124 cached) · 7 model calls · model-x\x1b[22m\n`,
        ),
    ).toBe(true);
  });

  it('piped, prints the answer alone (no usage line); --json has the usage with the service counts', async () => {
    const piped = await ask(['chat', 'answer-langchain-state']);
    expect(piped.code).toBe(0);
    expect(piped.fake.stdout().endsWith(`${FINAL_TEXT}\n`)).toBe(true);
    expect(piped.fake.stdout()).not.toContain('tokens');
    const json = await ask(['chat', 'answer-langchain-state', '--json']);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.fake.stdout())).toMatchObject({
      status: 'done',
      answer: { content: FINAL_TEXT },
      usage: REFERENCE_USAGE,
    });
  });

  it('--json says usage: null when the service sent no usage frame', async () => {
    // The fixture without its last line: a service that sends no __usage__.
    const body = fixtureLines('answer-empty-state')
      .filter((line) => line.id !== '__usage__')
      .map((line) => `${JSON.stringify(line)}\n`)
      .join('');
    const fake = fakeIo({
      env: {
        PLATFORM_CHAT_URL: 'https://chat.example.com/api/v1/public/acme/agents/a/chat/stream-chat-state',
        PLATFORM_CHAT_TOKEN: 'a.b.c',
      },
      fetch: async () => new Response(body, { headers: { 'content-type': 'application/json' } }),
    });
    expect(await main(['chat', 'q', '--json'], fake.io)).toBe(0);
    expect(JSON.parse(fake.stdout())).toMatchObject({ status: 'done', usage: null });
  });

  it('an answer aborted at the service exits 1 with one line saying so, its reason quoted; nothing is sent again', async () => {
    const { code, fake, server: s } = await ask(['chat', 'aborted'], { isTTY: true });
    expect(code).toBe(1);
    expect(fake.stderr()).toBe(
      'platform-embed: the answer was aborted at the service (someone stopped it through the abort endpoint): "Chat aborted by user"\n',
    );
    expect(s.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    // What streamed before the abort was shown, and no usage line claims a finished answer.
    expect(fake.stdout()).toContain('→ \x1b[1mplatformSqlApi\x1b[22m Monthly revenue, last 6 months');
    expect(fake.stdout()).not.toContain('tokens');
  });

  it('with --json, an answer aborted at the service prints its result (abortedBy: service) and still exits 1', async () => {
    const { code, fake } = await ask(['chat', 'aborted', '--json']);
    expect(code).toBe(1);
    expect(JSON.parse(fake.stdout())).toMatchObject({
      status: 'aborted',
      abortedBy: 'service',
      chatId: 'a1b2c3d4-08d7-40b9-8b1c-e7e3a698647e',
    });
    expect(fake.stderr()).toMatch(/^platform-embed: the answer was aborted at the service/);
  });

  it('an answer the service keeps suspending exits 1 with the command that resumes it — and that command does', async () => {
    // Jitter at its least: the three re-sends wait 500 ms each.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const {
      code,
      fake,
      server: s,
    } = await ask(['chat', 'suspended', '--message-id', '1732512345678-message'], { server: { resumes: false } });
    expect(code).toBe(1);
    const command =
      'platform-embed chat suspended --chat-id a1b2c3d4-08d7-40b9-8b1c-e7e3a698647e --message-id 1732512345678-message';
    expect(fake.stderr()).toBe(
      `platform-embed: the service suspended the answer ("The server restarted before the agent finished responding; retry the same request to resume") and it could not be resumed now; resume it within 24 hours with: ${command}\n`,
    );
    // The first request, then reconnect.attempts (3) re-sends of it that brought nothing new.
    expect(s.streamRequests().map((request) => request.body)).toEqual([
      { input: 'suspended', messageId: '1732512345678-message' },
      ...Array.from({ length: 3 }, () => ({
        input: 'suspended',
        messageId: '1732512345678-message',
        chatId: 'a1b2c3d4-08d7-40b9-8b1c-e7e3a698647e',
      })),
    ]);
    await fixtures?.close();
    fixtures = undefined;

    // Later, the service resumes: the printed command gets the whole answer.
    const resumed = await ask(command.split(' ').slice(1));
    expect(resumed.code).toBe(0);
    expect(resumed.fake.stdout().endsWith(`${FINAL_TEXT}\n`)).toBe(true);
  });

  it('quotes a question and a thread id for the shell in the resume command', async () => {
    const body = [
      { id: '__cutoff__', state: { chatId: "x'; rm -rf ~ #", isStreaming: false } },
      {
        id: '__suspended__',
        type: 'suspend',
        code: 'chat_suspended',
        retryable: true,
        messageId: '1732512345678-message',
      },
    ]
      .map((line) => `${JSON.stringify(line)}\n`)
      .join('');
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const fake = fakeIo({
      env: {
        PLATFORM_CHAT_URL: 'https://chat.example.com/api/v1/public/acme/agents/a/chat/stream-chat-state',
        PLATFORM_CHAT_TOKEN: 'a.b.c',
      },
      fetch: async () => new Response(body),
    });
    expect(await main(['chat', "What's up?", '--message-id', '1732512345678-message'], fake.io)).toBe(1);
    expect(fake.stderr()).toBe(
      `platform-embed: the service suspended the answer and it could not be resumed now; resume it within 24 hours with: platform-embed chat 'What'\\''s up?' --chat-id 'x'\\''; rm -rf ~ #' --message-id 1732512345678-message\n`,
    );
  });

  it('TIMEOUT exits 3', async () => {
    // A stream whose read times out before its first line, as an idle body does.
    const fake = fakeIo({
      env: {
        PLATFORM_CHAT_URL: 'https://chat.example.com/api/v1/public/acme/agents/a/chat/stream-chat-state',
        PLATFORM_CHAT_TOKEN: 'a.b.c',
      },
      fetch: async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            pull: (controller) => controller.error(new DOMException('The operation timed out.', 'TimeoutError')),
          }),
        ),
    });
    expect(await main(['chat', 'q'], fake.io)).toBe(3);
    expect(fake.stderr()).toMatch(/^platform-embed: chat stream: reading timed out[^\n]*\n$/);
  });

  it('--message-id must be <epoch ms>-message (exit 2, nothing sent)', async () => {
    const { code, fake, server: s } = await ask(['chat', 'answer-empty-state', '--message-id', '42']);
    expect(code).toBe(2);
    expect(fake.stderr()).toBe(
      'platform-embed: --message-id: expected an id such as 1732512345678-message, got "42"\n',
    );
    expect(s.requests).toEqual([]);
  });
});
