/**
 * The clients a command talks through, from its flags and the environment: what is missing,
 * ambiguous or unusable is a usage error naming the flag and the variable (never a secret's
 * value); the chat client's fetch notes the address of a request that got no answer, and with
 * --debug logs each request.
 */
import { describe, expect, it } from 'vitest';
import { chatClientOf, fetchOf, platformClientOf } from '../../src/cli/clients.js';
import type { CommandContext, OptionValues } from '../../src/cli/command.js';
import { triedBy } from '../../src/cli/reach.js';
import { usageErrorOf } from '../support/usage-error-of.js';
import { type FakeIo, type FakeIoOptions, fakeIo } from './fake-io.js';

const TOKEN = 'pl4tf0rm-token-0123456789';

/** A command's context over a fake process. */
function contextOf(values: OptionValues, options: FakeIoOptions = {}): { context: CommandContext; fake: FakeIo } {
  const fake = fakeIo(options);
  const context: CommandContext = {
    io: fake.io,
    out: (text) => fake.io.stdout.write(text),
    err: (text) => fake.io.stderr.write(text),
    values,
    positionals: [],
    interrupted: new AbortController().signal,
  };
  return { context, fake };
}

describe('platformClientOf', () => {
  it('a client from the environment, or from the flags', () => {
    expect(
      platformClientOf(
        contextOf({}, { env: { PLATFORM_BASE_URL: 'https://acme.example.com', PLATFORM_TOKEN: TOKEN } }).context,
      ).dbtSync,
    ).toBeDefined();
    expect(
      platformClientOf(contextOf({ 'base-url': 'https://acme.example.com', 'api-key': 'key-0123456789' }).context)
        .dbtSync,
    ).toBeDefined();
  });

  it('without an address or a credential: a usage error saying how to give it', () => {
    expect(usageErrorOf(() => platformClientOf(contextOf({}, { env: { PLATFORM_TOKEN: TOKEN } }).context))).toBe(
      "missing the tenant's address: pass --base-url <url> or set PLATFORM_BASE_URL",
    );
    expect(usageErrorOf(() => platformClientOf(contextOf({ 'base-url': 'https://acme.example.com' }).context))).toMatch(
      /^missing the API token: set PLATFORM_TOKEN or PLATFORM_API_KEY/,
    );
  });

  it('an address the client refuses is named as the user gave it: the flag or the variable', () => {
    expect(usageErrorOf(() => platformClientOf(contextOf({ 'base-url': 'not a url', token: TOKEN }).context))).toMatch(
      /^--base-url: /,
    );
    expect(
      usageErrorOf(() =>
        platformClientOf(
          contextOf({}, { env: { PLATFORM_BASE_URL: 'ftp://acme.example.com', PLATFORM_TOKEN: TOKEN } }).context,
        ),
      ),
    ).toMatch(/^PLATFORM_BASE_URL: /);
  });

  it('two credentials of one kind of source are ambiguous; no secret is in the message', () => {
    const message = usageErrorOf(() =>
      platformClientOf(
        contextOf({ 'base-url': 'https://acme.example.com', token: TOKEN, 'api-key': 'key-0123456789' }).context,
      ),
    );
    expect(message).toBe('both --token and --api-key are given: the management API takes one credential, so drop one');
  });
});

describe('chatClientOf', () => {
  const URL = 'https://acme.example.com/api/v1/public/acme/agents/agent-1/chat/stream-chat-state';

  it('a client with a deployment token, or an API key asking as a user', () => {
    expect(
      chatClientOf(contextOf({}, { env: { PLATFORM_CHAT_URL: URL, PLATFORM_CHAT_TOKEN: TOKEN } }).context),
    ).toBeDefined();
    expect(
      chatClientOf(contextOf({ 'chat-url': URL, 'api-key': 'key-0123456789', 'external-id': 'jane' }).context),
    ).toBeDefined();
  });

  it('without the URL, the credential, or the user an API key asks as: a usage error saying which', () => {
    expect(usageErrorOf(() => chatClientOf(contextOf({}, { env: { PLATFORM_CHAT_TOKEN: TOKEN } }).context))).toMatch(
      /^missing the agent's chat URL: pass --chat-url <url> or set PLATFORM_CHAT_URL/,
    );
    expect(usageErrorOf(() => chatClientOf(contextOf({ 'chat-url': URL }).context))).toMatch(
      /^missing chat credentials: set PLATFORM_CHAT_TOKEN/,
    );
    expect(
      usageErrorOf(() =>
        chatClientOf(contextOf({ 'chat-url': URL }, { env: { PLATFORM_API_KEY: 'key-0123456789' } }).context),
      ),
    ).toBe('PLATFORM_API_KEY needs the user to ask as: pass --external-id <id> or set PLATFORM_EXTERNAL_ID');
  });

  it('an external id that is not lowercase without spaces is refused, quoted', () => {
    expect(
      usageErrorOf(() =>
        chatClientOf(contextOf({ 'chat-url': URL, 'api-key': 'key-0123456789', 'external-id': 'Jane Doe' }).context),
      ),
    ).toBe('--external-id: expected a lowercase id without spaces, got "Jane Doe"');
  });

  it('a URL the client refuses is named as given', () => {
    expect(
      usageErrorOf(() =>
        chatClientOf(contextOf({ 'chat-url': '/relative/stream-chat-state', 'chat-token': TOKEN }).context),
      ),
    ).toMatch(/^--chat-url: /);
  });
});

describe('fetchOf', () => {
  it('notes the address of a request that got no answer against its error, and throws it as it was', async () => {
    const thrown = new TypeError('fetch failed');
    const { context } = contextOf({}, { fetch: async () => Promise.reject(thrown) });
    await expect(fetchOf(context)('http://127.0.0.1:9/api/v1/x?token=secret')).rejects.toBe(thrown);
    expect(triedBy(thrown)).toEqual({ origin: 'http://127.0.0.1:9', thrown });
  });

  it('with --debug, one line per request on stderr; without it, none', async () => {
    const answer = async () => new Response('{}', { status: 200 });
    const quiet = contextOf({}, { fetch: answer });
    expect((await fetchOf(quiet.context)('https://acme.example.com/chat', { method: 'POST' })).status).toBe(200);
    expect(quiet.fake.stderr()).toBe('');
    const debug = contextOf({ debug: true }, { fetch: answer });
    await fetchOf(debug.context)('https://acme.example.com/chat', { method: 'POST' });
    expect(debug.fake.stderr()).toMatch(
      /^platform-embed: debug: POST https:\/\/acme\.example\.com\/chat → 200 in \d+ ms\n$/,
    );
  });
});
