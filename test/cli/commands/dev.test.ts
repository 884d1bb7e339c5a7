// @vitest-environment node
/**
 * `dev`: the fakes on 127.0.0.1, wired to each other, until Ctrl-C. What it prints answers: a
 * session generated at the printed platform URL with the printed token (and key) is redeemed
 * at the printed embed URL (the URL sessionUrl builds under embedBaseUrl), and the printed chat
 * URL answers with the printed token and key. Ctrl-C closes everything (exit 0, ports free);
 * a port in use is an error naming it (exit 1) with nothing left running; a bad --port is a
 * usage error.
 */
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPlatformClient } from '../../../src/api/index.js';
import { createChatClient } from '../../../src/chat/index.js';
import { devEnvironment } from '../../../src/cli/dev-settings.js';
import { main } from '../../../src/cli/main.js';
import { FAKE_CHAT_API_KEY, FAKE_CHAT_TOKEN, FAKE_PLATFORM_TOKEN } from '../../../src/testing/servers/index.js';
import { type FakeIo, fakeIo } from '../fake-io.js';

/** Runs that are still going when a test ends: interrupted then awaited, whatever happened. */
const running: Array<{ fake: FakeIo; code: Promise<number> }> = [];
const occupied: Server[] = [];
afterEach(async () => {
  for (const run of running.splice(0)) {
    run.fake.interrupt();
    await run.code;
  }
  await Promise.all(occupied.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Starts `dev …args` in a fake terminal; resolves once it has printed its settings. */
async function startDev(args: string[] = []) {
  const fake = fakeIo();
  const code = main(['dev', ...args], fake.io);
  running.push({ fake, code });
  await Promise.race([fake.untilStdout(/Press Ctrl-C to stop\.\n$|^\{.*\}\n$/), code]);
  return { fake, code };
}

/** Whether something accepts connections on `url`'s port of 127.0.0.1. */
async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    () => true,
    () => false,
  );
}

/** A server holding `port` (0: a free one) of 127.0.0.1, closed after the test; resolves with its port. */
function occupy(port = 0): Promise<number> {
  const server = createServer();
  occupied.push(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
  });
}

/** The settings of a `--json` run's line. */
const settingsOf = (fake: FakeIo) => JSON.parse(fake.stdout()) as ReturnType<typeof JSON.parse>;

describe('dev', () => {
  it('prints the URLs, token, key and settings; they answer, wired to each other; Ctrl-C closes all and exits 0', async () => {
    const { fake, code } = await startDev();
    const text = fake.stdout();
    const [platformUrl, embedUrl, chatUrl] = [
      ...text.matchAll(/^ {2}(?:platform|embed|chat) +(http:\/\/127\.0\.0\.1:\d+\S*)$/gm),
    ].map((match) => match[1]!);
    expect(chatUrl).toMatch(/\/chat\/stream-chat-state$/);
    for (const secret of [FAKE_PLATFORM_TOKEN, FAKE_CHAT_API_KEY, FAKE_CHAT_TOKEN]) expect(text).toContain(secret);
    expect(text).toContain(`export PLATFORM_EMBED_URL=${embedUrl}`);
    expect(text).toContain(
      `createPlatformClient({ baseUrl: '${platformUrl}', embedBaseUrl: '${embedUrl}', apiKey: '${FAKE_CHAT_API_KEY}' })`,
    );
    expect(text).toContain(`createChatProxy({ url: '${chatUrl}', apiKey: '${FAKE_CHAT_API_KEY}'`);

    // A session generated at the printed platform with the printed token opens at the printed embed.
    const api = createPlatformClient({ baseUrl: platformUrl!, embedBaseUrl: embedUrl!, token: FAKE_PLATFORM_TOKEN });
    const url = await api.embed.sessionUrl({
      deploymentId: 42,
      externalId: 'alice',
      surface: 'dashboard',
      publicId: 'sales-overview',
    });
    const page = await (await fetch(url)).text();
    expect(page).toContain('&#34;mode&#34;:&#34;signed&#34;');
    // Redeemed there: it cannot be exchanged again.
    const sessionId = new URL(url).searchParams.get('session');
    const again = await fetch(`${platformUrl}/api/v1/embed/session/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId }),
    });
    expect(again.status).toBe(401);
    // The printed key works at the platform too.
    const withKey = createPlatformClient({ baseUrl: platformUrl!, embedBaseUrl: embedUrl!, apiKey: FAKE_CHAT_API_KEY });
    expect(
      new URL(await withKey.embed.sessionUrl({ deploymentId: 42, externalId: 'bob', surface: 'chat' })).origin,
    ).toBe(embedUrl);

    // The printed chat URL answers, with the token and with the key.
    const byToken = await createChatClient({ url: chatUrl!, auth: { token: FAKE_CHAT_TOKEN } })
      .send('Top customers?')
      .result();
    expect(byToken.answer?.content).toBeTruthy();
    const byKey = createChatClient({
      url: chatUrl!,
      auth: { apiKey: FAKE_CHAT_API_KEY, sessionSettings: { externalId: 'test-user' } },
    });
    expect((await byKey.send('Top customers?').result()).answer?.content).toBeTruthy();

    expect(fake.listeners()).toBe(1);
    fake.interrupt();
    expect(await code).toBe(0);
    expect(fake.stdout()).toMatch(/Stopped: every fake closed\.\n$/);
    expect(fake.stderr()).toBe('');
    for (const address of [platformUrl!, embedUrl!, chatUrl!]) expect(await answers(address)).toBe(false);
  });

  it('--port: the platform on it, the embed and the chat on the next two; --json prints one line of the settings', async () => {
    const port = await occupy();
    await new Promise((resolve) => occupied.pop()?.close(resolve));
    const { fake, code } = await startDev(['--port', String(port), '--json']);
    const settings = settingsOf(fake);
    expect(settings).toMatchObject({
      platform: { url: `http://127.0.0.1:${port}`, token: FAKE_PLATFORM_TOKEN, apiKey: FAKE_CHAT_API_KEY },
      embed: { url: `http://127.0.0.1:${port + 1}` },
      chat: { token: FAKE_CHAT_TOKEN, apiKey: FAKE_CHAT_API_KEY, externalId: 'test-user' },
    });
    expect(settings.chat.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port + 2}/.*/chat/stream-chat-state$`));
    expect(settings.env).toEqual(devEnvironment(settings));
    fake.interrupt();
    expect(await code).toBe(0);
    expect(fake.stdout().split('\n')).toHaveLength(2);
    expect(await occupy(port)).toBe(port);
  });

  it("prints the fakes' credentials in full when the environment holds them already (its own export lines pasted)", async () => {
    const env = {
      PLATFORM_API_KEY: FAKE_CHAT_API_KEY,
      PLATFORM_TOKEN: FAKE_PLATFORM_TOKEN,
      PLATFORM_CHAT_TOKEN: FAKE_CHAT_TOKEN,
    };
    const json = fakeIo({ env });
    const jsonCode = main(['dev', '--json'], json.io);
    running.push({ fake: json, code: jsonCode });
    await Promise.race([json.untilStdout(/^\{.*\}\n$/), jsonCode]);
    const settings = settingsOf(json);
    expect(settings).toMatchObject({
      platform: { token: FAKE_PLATFORM_TOKEN, apiKey: FAKE_CHAT_API_KEY },
      chat: { token: FAKE_CHAT_TOKEN, apiKey: FAKE_CHAT_API_KEY },
    });
    expect(settings.env.PLATFORM_API_KEY).toBe(FAKE_CHAT_API_KEY);
    const text = fakeIo({ env });
    const textCode = main(['dev'], text.io);
    running.push({ fake: text, code: textCode });
    await Promise.race([text.untilStdout(/Press Ctrl-C to stop\.\n$/), textCode]);
    expect(text.stdout()).toContain(`export PLATFORM_API_KEY=${FAKE_CHAT_API_KEY}\n`);
    expect(text.stdout()).toContain(`token ${FAKE_PLATFORM_TOKEN}, or API key ${FAKE_CHAT_API_KEY}\n`);
    expect(text.stdout()).not.toContain('[redacted]');
  });

  it('a port in use: exit 1 naming the port and the fake, and nothing left running', async () => {
    const taken = await occupy();
    const { fake, code } = await startDev(['--port', String(taken - 1)]);
    expect(await code).toBe(1);
    expect(fake.stderr()).toBe(
      `platform-embed: port ${taken} on 127.0.0.1 (for the fake embed) is in use: pass another --port, or none for free ports\n`,
    );
    expect(fake.stdout()).toBe('');
    // The fake platform, started on the port before, was closed.
    expect(await answers(`http://127.0.0.1:${taken - 1}/`)).toBe(false);
    expect(fake.listeners()).toBe(0);
  });

  it.each([['abc'], ['-1'], ['65534'], ['1.5'], ['']])(
    '--port %j is a usage error (exit 2), nothing started',
    async (value) => {
      const fake = fakeIo();
      expect(await main(['dev', `--port=${value}`], fake.io)).toBe(2);
      expect(fake.stderr()).toBe(
        `platform-embed: --port: expected a port from 1 to 65533 (the fakes take it and the next two), or 0 for free ports, got ${JSON.stringify(value)}\n`,
      );
    },
  );

  it('a Ctrl-C while the fakes start: they close at once, exit 0', async () => {
    const fake = fakeIo();
    const code = main(['dev', '--json'], fake.io);
    fake.interrupt();
    expect(await code).toBe(0);
    const settings = settingsOf(fake);
    expect(await answers(settings.platform.url)).toBe(false);
  });
});
